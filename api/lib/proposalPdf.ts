/**
 * A proposal as a branded PDF document: the agency's wordmark in the proposal's accent colour,
 * the introduction, destinations, day-by-day itinerary, inclusions and exclusions, the included
 * quotes with their totals, custom sections, terms, validity and the footer text on each page.
 */
import PDFDocument from 'pdfkit';
import { brand } from '@contract/brand.ts';
import { formatMoney } from '@contract/money.ts';
import { formatLongDate } from '@contract/dates.ts';
import type { Proposal } from '@contract/proposals.ts';

export interface PdfQuote {
  title: string;
  services: Array<{ name: string; price: number; quantity: number }>;
  subtotal: number;
  taxes: number;
  totalCost: number;
  currency: string;
}

const MARGIN = 56;
const INK = '#1f2937';
const MUTED = '#6b7280';

/** A data: URL of a PNG or JPEG logo, decoded; remote logos are not fetched while rendering. */
function embeddedLogo(source: string | null | undefined): Buffer | null {
  const match = /^data:image\/(png|jpe?g);base64,(.+)$/i.exec(source ?? '');
  return match ? Buffer.from(match[2], 'base64') : null;
}

export function renderProposalPdf(proposal: Proposal, quotes: PdfQuote[]): Promise<Buffer> {
  const accent = /^#[0-9a-f]{6}$/i.test(proposal.branding.accentColor)
    ? proposal.branding.accentColor
    : brand.accentColor;
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: MARGIN, bottom: MARGIN + 20, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: proposal.title, Author: brand.name, Subject: 'Travel proposal' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - MARGIN * 2;

  const heading = (text: string) => {
    doc.moveDown(1.2).fillColor(accent).font('Helvetica-Bold').fontSize(14).text(text);
    doc.moveDown(0.3).fillColor(INK).font('Helvetica').fontSize(11);
  };
  const bullets = (items: string[]) => {
    for (const item of items) doc.text(`•  ${item}`, { indent: 8 });
  };

  // Header band with the wordmark (or the embedded logo).
  doc.rect(0, 0, doc.page.width, 8).fill(accent);
  const logo = embeddedLogo(proposal.branding.companyLogo);
  if (logo) doc.image(logo, MARGIN, MARGIN - 20, { fit: [160, 48] });
  else
    doc
      .fillColor(accent)
      .font('Helvetica-Bold')
      .fontSize(16)
      .text(brand.name, MARGIN, MARGIN - 16);
  doc.moveDown(2);

  doc.fillColor(INK).font('Helvetica-Bold').fontSize(24).text(proposal.title, { width });
  const clientName = proposal.client ? `${proposal.client.firstName} ${proposal.client.lastName}` : null;
  const facts = [
    clientName && `Prepared for ${clientName}`,
    proposal.startDate && `${formatLongDate(proposal.startDate)} - ${formatLongDate(proposal.endDate)}`,
    proposal.numberOfTravelers &&
      `${proposal.numberOfTravelers} traveler${proposal.numberOfTravelers === 1 ? '' : 's'}`,
  ].filter(Boolean);
  doc.moveDown(0.4).fillColor(MUTED).font('Helvetica').fontSize(11).text(facts.join('   |   '));

  if (proposal.introduction || proposal.description) {
    heading('Introduction');
    doc.text(proposal.introduction || proposal.description || '', { width, align: 'left' });
  }
  if (proposal.destinations.length) {
    heading('Destinations');
    doc.text(proposal.destinations.join(', '), { width });
  }
  if (proposal.detailedItinerary.length) {
    heading('Your itinerary, day by day');
    for (const day of [...proposal.detailedItinerary].sort((a, b) => a.day - b.day)) {
      doc.font('Helvetica-Bold').text(`Day ${day.day}: ${day.title}`);
      doc.font('Helvetica');
      if (day.description) doc.text(day.description, { width });
      if (day.activities?.length) bullets(day.activities);
      doc.moveDown(0.4);
    }
  }
  if (proposal.inclusions.length) {
    heading("What's included");
    bullets(proposal.inclusions);
  }
  if (proposal.exclusions.length) {
    heading('Not included');
    bullets(proposal.exclusions);
  }
  if (quotes.length) {
    heading('Pricing');
    for (const quote of quotes) {
      doc.font('Helvetica-Bold').text(quote.title);
      doc.font('Helvetica');
      for (const service of quote.services) {
        doc.text(
          `${service.name}  x${service.quantity}  ${formatMoney(service.price * service.quantity, quote.currency)}`,
          { indent: 8 },
        );
      }
      doc.text(
        `Subtotal ${formatMoney(quote.subtotal, quote.currency)}   Taxes ${formatMoney(quote.taxes, quote.currency)}`,
        {
          indent: 8,
        },
      );
      doc.font('Helvetica-Bold').text(`Total ${formatMoney(quote.totalCost, quote.currency)}`, { indent: 8 });
      doc.font('Helvetica').moveDown(0.4);
    }
  }
  if (proposal.totalValue != null) {
    doc.moveDown(0.6).fillColor(accent).font('Helvetica-Bold').fontSize(14);
    doc.text(`Total proposal value: ${formatMoney(proposal.totalValue, proposal.currency)}`);
    doc.fillColor(INK).font('Helvetica').fontSize(11);
  }
  for (const section of proposal.customSections) {
    heading(section.title);
    doc.text(section.content, { width });
  }
  if (proposal.terms) {
    heading('Terms and conditions');
    doc.fontSize(10).text(proposal.terms, { width });
  }
  doc.moveDown(1).fontSize(10).fillColor(MUTED);
  doc.text(
    proposal.validUntil
      ? `This proposal is valid until ${formatLongDate(proposal.validUntil)}.`
      : 'This proposal has no expiration date.',
  );

  // Footer on every page.
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    // Writing inside the bottom margin would make pdfkit start a new page: lift it meanwhile.
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN;
    doc.fontSize(9).fillColor(MUTED);
    doc.text(proposal.branding.footerText || brand.legalName, MARGIN, y, {
      width,
      align: 'left',
      lineBreak: false,
    });
    doc.text(`Page ${index + 1} of ${range.count}`, MARGIN, y, { width, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottomMargin;
  }
  doc.end();
  return done;
}
