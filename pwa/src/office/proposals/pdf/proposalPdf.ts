/**
 * A proposal as a branded PDF made in the browser, for when the server cannot make it (offline,
 * or the proposal exists only on this device). It follows the server's document: the agency's
 * logo (or wordmark) in the proposal's accent colour, introduction, destinations, day-by-day
 * itinerary, the included itineraries, inclusions and exclusions, the proposal's quotes with
 * their totals, custom sections, terms, validity, and the footer text on every page.
 */
import { PDFDocument, PageSizes, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { brand } from '@contract/brand';
import { formatMoney } from '@contract/money';
import { formatDateRange, formatLongDate } from '@contract/dates';
import type { Proposal, ProposalPdfItinerary, ProposalPdfQuote } from '@contract/proposals';

const [PAGE_WIDTH, PAGE_HEIGHT] = PageSizes.Letter;
const MARGIN = 56;
/** Content stops here so the footer line has the bottom margin to itself. */
const CONTENT_BOTTOM = MARGIN + 20;
const WIDTH = PAGE_WIDTH - MARGIN * 2;
const INK = colour('#1f2937');
const MUTED = colour('#6b7280');

function colour(hex: string): RGB {
  const value = Number.parseInt(hex.slice(1), 16);
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255);
}

interface Style {
  font: PDFFont;
  size: number;
  color: RGB;
  indent?: number;
}

/** Writes flowing text top to bottom, wrapping lines and starting pages as they fill. */
class Writer {
  page: PDFPage;
  y: number;

  constructor(
    private readonly doc: PDFDocument,
    private readonly supported: Set<number>,
  ) {
    this.page = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.y = PAGE_HEIGHT - MARGIN;
  }

  /** The standard fonts know Latin-1 and a few typographic signs; anything else prints as "?". */
  clean(value: string): string {
    return Array.from(value.replace(/\t/g, ' ').replace(/\r/g, ''))
      .map((char) => (this.supported.has(char.codePointAt(0) ?? 0) ? char : '?'))
      .join('');
  }

  private wrap(paragraph: string, style: Style): string[] {
    const width = WIDTH - (style.indent ?? 0);
    const fits = (candidate: string) => style.font.widthOfTextAtSize(candidate, style.size) <= width;
    const lines: string[] = [];
    let line = '';
    for (const word of paragraph.split(' ')) {
      const candidate = line ? `${line} ${word}` : word;
      if (fits(candidate)) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      // A word wider than the page (a long link) is cut where it reaches the edge.
      line = '';
      for (const char of word) {
        if (!fits(line + char) && line) {
          lines.push(line);
          line = '';
        }
        line += char;
      }
    }
    lines.push(line);
    return lines;
  }

  private newPage() {
    this.page = this.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.y = PAGE_HEIGHT - MARGIN;
  }

  text(value: string, style: Style) {
    const lineHeight = style.size * 1.35;
    for (const paragraph of this.clean(value).split('\n')) {
      for (const line of this.wrap(paragraph, style)) {
        if (this.y - lineHeight < CONTENT_BOTTOM) this.newPage();
        this.y -= style.size;
        if (line)
          this.page.drawText(line, {
            x: MARGIN + (style.indent ?? 0),
            y: this.y,
            font: style.font,
            size: style.size,
            color: style.color,
          });
        this.y -= lineHeight - style.size;
      }
    }
  }

  space(points: number) {
    this.y -= points;
  }
}

/** One line of at most `width` points, shortened with an ellipsis. */
function fitted(value: string, font: PDFFont, size: number, width: number): string {
  const line = value.replace(/\s+/g, ' ');
  if (font.widthOfTextAtSize(line, size) <= width) return line;
  let end = line.length;
  while (end > 0 && font.widthOfTextAtSize(`${line.slice(0, end)}\u2026`, size) > width) end--;
  return `${line.slice(0, end)}\u2026`;
}

function validAccent(value: string): string {
  return /^#[0-9a-f]{6}$/i.test(value) ? value : brand.accentColor;
}

/** The logo when it is an embedded PNG or JPEG; remote images are not fetched for the document. */
async function embedLogo(doc: PDFDocument, source: string) {
  const match = /^data:image\/(png|jpe?g);base64,/i.exec(source);
  if (!match) return null;
  try {
    return match[1].toLowerCase() === 'png' ? await doc.embedPng(source) : await doc.embedJpg(source);
  } catch {
    // A broken image must not cost the agent the document: the wordmark stands in.
    return null;
  }
}

export async function renderProposalPdf(
  proposal: Proposal,
  quotes: ProposalPdfQuote[],
  itineraries: ProposalPdfItinerary[] = [],
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(proposal.title);
  doc.setAuthor(brand.name);
  doc.setSubject('Travel proposal');
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const accent = colour(validAccent(proposal.branding.accentColor));
  const writer = new Writer(doc, new Set(regular.getCharacterSet()));

  const body: Style = { font: regular, size: 11, color: INK };
  const strong: Style = { ...body, font: bold };
  const heading = (value: string) => {
    writer.space(14);
    writer.text(value, { font: bold, size: 14, color: accent });
    writer.space(4);
  };
  const bullets = (items: string[]) => {
    for (const item of items) writer.text(`\u2022  ${item}`, { ...body, indent: 8 });
  };

  writer.page.drawRectangle({ x: 0, y: PAGE_HEIGHT - 8, width: PAGE_WIDTH, height: 8, color: accent });
  const logo = await embedLogo(doc, proposal.branding.companyLogo);
  if (logo) {
    const { width, height } = logo.scaleToFit(160, 48);
    writer.page.drawImage(logo, { x: MARGIN, y: writer.y - height + 20, width, height });
    writer.space(height);
  } else {
    writer.text(brand.name, { font: bold, size: 16, color: accent });
  }
  writer.space(24);

  writer.text(proposal.title, { font: bold, size: 24, color: INK });
  const client = proposal.client ? `${proposal.client.firstName} ${proposal.client.lastName}` : null;
  const travelers = proposal.numberOfTravelers;
  const facts = [
    client && `Prepared for ${client}`,
    formatDateRange(proposal.startDate, proposal.endDate),
    travelers && `${travelers} traveler${travelers === 1 ? '' : 's'}`,
  ].filter(Boolean);
  writer.space(4);
  if (facts.length) writer.text(facts.join('   |   '), { ...body, color: MUTED });

  const introduction = proposal.introduction || proposal.description;
  if (introduction) {
    heading('Introduction');
    writer.text(introduction, body);
  }
  if (proposal.destinations.length) {
    heading('Destinations');
    writer.text(proposal.destinations.join(', '), body);
  }
  if (proposal.detailedItinerary.length) {
    heading('Your itinerary, day by day');
    for (const day of [...proposal.detailedItinerary].sort((a, b) => a.day - b.day)) {
      writer.text(`Day ${day.day}: ${day.title}`, strong);
      if (day.description) writer.text(day.description, body);
      bullets(day.activities ?? []);
      writer.space(4);
    }
  }
  if (itineraries.length) {
    heading('Itineraries');
    for (const itinerary of itineraries) {
      writer.text(itinerary.title, strong);
      const facts = [
        formatDateRange(itinerary.startDate, itinerary.endDate),
        itinerary.totalCost != null && `Total ${formatMoney(itinerary.totalCost, itinerary.currency)}`,
      ].filter(Boolean);
      if (facts.length) writer.text(facts.join('   |   '), { ...body, indent: 8 });
      if (itinerary.description) writer.text(itinerary.description, { ...body, indent: 8 });
      writer.space(4);
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
      const money = (amount: number) => formatMoney(amount, quote.currency);
      writer.text(quote.title, strong);
      for (const service of quote.services)
        writer.text(`${service.name}  x${service.quantity}  ${money(service.price * service.quantity)}`, {
          ...body,
          indent: 8,
        });
      writer.text(`Subtotal ${money(quote.subtotal)}   Taxes ${money(quote.taxes)}`, { ...body, indent: 8 });
      writer.text(`Total ${money(quote.totalCost)}`, { ...strong, indent: 8 });
      writer.space(4);
    }
  }
  if (proposal.totalValue != null) {
    writer.space(8);
    writer.text(`Total proposal value: ${formatMoney(proposal.totalValue, proposal.currency)}`, {
      font: bold,
      size: 14,
      color: accent,
    });
  }
  for (const section of proposal.customSections) {
    heading(section.title);
    writer.text(section.content, body);
  }
  if (proposal.terms) {
    heading('Terms and conditions');
    writer.text(proposal.terms, { ...body, size: 10 });
  }
  writer.space(14);
  writer.text(
    proposal.validUntil
      ? `This proposal is valid until ${formatLongDate(proposal.validUntil)}.`
      : 'This proposal has no expiration date.',
    { ...body, size: 10, color: MUTED },
  );

  const footer = fitted(
    writer.clean(proposal.branding.footerText || brand.legalName),
    regular,
    9,
    WIDTH - 80,
  );
  const pages = doc.getPages();
  pages.forEach((page, index) => {
    const style = { font: regular, size: 9, color: MUTED };
    const pageLabel = `Page ${index + 1} of ${pages.length}`;
    page.drawText(footer, { ...style, x: MARGIN, y: MARGIN - 9 });
    const labelWidth = regular.widthOfTextAtSize(pageLabel, style.size);
    page.drawText(pageLabel, { ...style, x: PAGE_WIDTH - MARGIN - labelWidth, y: MARGIN - 9 });
  });
  return doc.save();
}
