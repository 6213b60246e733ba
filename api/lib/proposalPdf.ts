/**
 * A proposal as a branded PDF document: the agency's logo (or wordmark) in the proposal's accent
 * colour, the introduction, destinations, day-by-day itinerary, the included itineraries,
 * inclusions and exclusions, the proposal's quotes with their totals, custom sections, terms,
 * validity and the footer text on each page.
 */
import { inflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';
import { brand } from '@contract/brand.ts';
import { formatMoney } from '@contract/money.ts';
import { formatDateRange, formatLongDate } from '@contract/dates.ts';
import type { Proposal, ProposalPdfItinerary, ProposalPdfQuote } from '@contract/proposals.ts';
import type { QuoteService } from '@contract/agentQuotes.ts';
import type { Queryable } from '@db/index.ts';

type Row = Record<string, unknown>;

/**
 * What the document prices and lists besides the proposal itself: its own quote first, then the
 * included quotes oldest first (only the proposal agent's live quotes, as the client's page
 * shows them), and the included itineraries of the proposal's client by start date.
 */
export async function proposalPdfParts(
  db: Queryable,
  proposal: Row,
): Promise<{ quotes: ProposalPdfQuote[]; itineraries: ProposalPdfItinerary[] }> {
  const ownQuote = (proposal.quoteId as string | null) ?? null;
  const quoteIds = [
    ...new Set([...(ownQuote ? [ownQuote] : []), ...((proposal.includedQuotes as string[] | null) ?? [])]),
  ];
  const itineraryIds = (proposal.includedItineraries as string[] | null) ?? [];
  const [quoteRows, itineraryRows] = await Promise.all([
    quoteIds.length > 0 && proposal.agentId
      ? (db('agentQuotes')
          .whereIn('id', quoteIds)
          .where({ agentId: proposal.agentId })
          .whereNull('deletedAt')
          .orderBy('createdAt')
          .select('id', 'title', 'services', 'subtotal', 'taxes', 'totalCost', 'currency') as Promise<Row[]>)
      : Promise.resolve([] as Row[]),
    itineraryIds.length > 0
      ? (db('itineraries')
          .whereIn('id', itineraryIds)
          .where({ clientId: proposal.clientId })
          .whereNull('deletedAt')
          .orderBy('startDate')
          .select('title', 'description', 'startDate', 'endDate', 'totalCost', 'currency') as Promise<Row[]>)
      : Promise.resolve([] as Row[]),
  ]);
  const ordered = [
    ...quoteRows.filter((row) => row.id === ownQuote),
    ...quoteRows.filter((row) => row.id !== ownQuote),
  ];
  return {
    quotes: ordered.map((row) => ({
      title: String(row.title ?? ''),
      services: (row.services as QuoteService[] | null) ?? [],
      subtotal: Number(row.subtotal ?? 0),
      taxes: Number(row.taxes ?? 0),
      totalCost: Number(row.totalCost ?? 0),
      currency: String(row.currency ?? 'USD'),
    })),
    itineraries: itineraryRows.map((row) => ({
      title: String(row.title ?? ''),
      description: (row.description as string | null) ?? null,
      startDate: (row.startDate as string | null) ?? null,
      endDate: (row.endDate as string | null) ?? null,
      totalCost: row.totalCost == null ? null : Number(row.totalCost),
      currency: String(row.currency ?? 'USD'),
    })),
  };
}

const MARGIN = 56;
const INK = '#1f2937';
const MUTED = '#6b7280';
/** Larger images are refused rather than decoded: a logo never needs this many pixels. */
const MAX_LOGO_PIXELS = 2048 * 2048;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Samples per pixel and the bit depths each PNG colour type allows. */
const PNG_COLOUR_TYPES: Record<number, { samples: number; depths: number[] }> = {
  0: { samples: 1, depths: [1, 2, 4, 8, 16] },
  2: { samples: 3, depths: [8, 16] },
  3: { samples: 1, depths: [1, 2, 4, 8] },
  4: { samples: 2, depths: [8, 16] },
  6: { samples: 4, depths: [8, 16] },
};
/** The Adam7 passes of an interlaced PNG: first column, first row, column step, row step. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
];

/**
 * Whether a PNG is whole and sound: pdfkit decodes some PNGs (with transparency or interlacing)
 * after the call that draws them, where a broken file can no longer be caught, so the chunks,
 * header, compressed pixels and every row's filter are checked before it sees the file.
 */
function soundPng(data: Buffer): boolean {
  if (data.length < 8 || !data.subarray(0, 8).equals(PNG_SIGNATURE)) return false;
  let pos = 8;
  let header: {
    width: number;
    height: number;
    depth: number;
    colourType: number;
    interlaced: boolean;
  } | null = null;
  let palette = false;
  const compressed: Buffer[] = [];
  for (;;) {
    if (pos + 12 > data.length) return false;
    const length = data.readUInt32BE(pos);
    const type = data.toString('latin1', pos + 4, pos + 8);
    const body = pos + 8;
    if (length > 0x7fffffff || body + length + 4 > data.length || !/^[A-Za-z]{4}$/.test(type)) return false;
    if ((header === null) !== (type === 'IHDR')) return false;
    if (type === 'IHDR') {
      if (length !== 13) return false;
      const colourType = data[body + 9];
      header = {
        width: data.readUInt32BE(body),
        height: data.readUInt32BE(body + 4),
        depth: data[body + 8],
        colourType,
        interlaced: data[body + 12] === 1,
      };
      const kind = PNG_COLOUR_TYPES[colourType];
      if (!kind?.depths.includes(header.depth)) return false;
      if (data[body + 10] !== 0 || data[body + 11] !== 0 || data[body + 12] > 1) return false;
      if (header.width < 1 || header.height < 1 || header.width * header.height > MAX_LOGO_PIXELS)
        return false;
    } else if (type === 'PLTE') {
      if (length === 0 || length % 3 !== 0) return false;
      palette = true;
    } else if (type === 'IDAT') {
      compressed.push(data.subarray(body, body + length));
    } else if (type === 'IEND') {
      break;
    }
    pos = body + length + 4;
  }
  if (!header || compressed.length === 0 || (header.colourType === 3 && !palette)) return false;

  const bitsPerPixel = PNG_COLOUR_TYPES[header.colourType].samples * header.depth;
  const passes = header.interlaced ? ADAM7 : [[0, 0, 1, 1]];
  const extent = (origin: number, size: number, step: number) => Math.ceil((size - origin) / step);
  // The size the PNG format gives: every row a filter byte and its packed pixels, empty passes none.
  let expected = 0;
  for (const [x0, y0, dx, dy] of passes) {
    const columns = extent(x0, header.width, dx);
    const lines = extent(y0, header.height, dy);
    if (columns > 0 && lines > 0) expected += lines * (1 + Math.ceil((columns * bitsPerPixel) / 8));
  }
  let pixels: Buffer;
  try {
    pixels = inflateSync(Buffer.concat(compressed), { maxOutputLength: expected + 1024 });
  } catch {
    return false;
  }
  if (pixels.length < expected) return false;
  // Every filter byte where pdfkit's decoder reads one, which for a pass with no columns still
  // takes a byte per row: an unknown filter there would throw out of reach.
  let row = 0;
  for (const [x0, y0, dx, dy] of passes) {
    const lines = extent(y0, header.height, dy);
    const rowBytes = Math.max(0, Math.ceil((extent(x0, header.width, dx) * bitsPerPixel) / 8));
    for (let line = 0; line < lines && row < pixels.length; line++) {
      if (pixels[row] > 4) return false;
      row += 1 + rowBytes;
    }
  }
  return true;
}

interface OpenedImage {
  width: number;
  height: number;
  colorSpace?: string;
}

/**
 * The logo as pdfkit opened it, when it is an embedded PNG or JPEG that draws; anything else
 * (a web address, which is not fetched while rendering, or a broken image) gives null and the
 * agency's wordmark stands in.
 */
function openLogo(doc: PDFKit.PDFDocument, source: string | null | undefined): OpenedImage | null {
  const match = /^data:image\/(png|jpe?g);base64,([A-Za-z0-9+/]+={0,2})$/i.exec((source ?? '').trim());
  if (!match) return null;
  const data = Buffer.from(match[2], 'base64');
  const png = match[1].toLowerCase() === 'png';
  if (png ? !soundPng(data) : data[0] !== 0xff || data[1] !== 0xd8) return null;
  try {
    // Opening parses the file without drawing anything, so a failure leaves the page as it was.
    const image = (doc as unknown as { openImage(src: Buffer): OpenedImage }).openImage(data);
    const sized = image.width > 0 && image.height > 0 && image.width * image.height <= MAX_LOGO_PIXELS;
    return sized && (png || image.colorSpace) ? image : null;
  } catch {
    return null;
  }
}

export function renderProposalPdf(
  proposal: Proposal,
  quotes: ProposalPdfQuote[],
  itineraries: ProposalPdfItinerary[] = [],
): Promise<Buffer> {
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

  // Header band with the embedded logo, or the wordmark.
  doc.rect(0, 0, doc.page.width, 8).fill(accent);
  const logo = openLogo(doc, proposal.branding.companyLogo);
  if (logo) {
    // pdfkit draws an image it has opened (its types only name paths and bytes); placed at a
    // point, it leaves the text position alone, so the title is moved below it.
    doc.image(logo as unknown as PDFKit.Mixins.ImageSrc, MARGIN, MARGIN - 20, { fit: [160, 48] });
    const height = logo.height * Math.min(160 / logo.width, 48 / logo.height);
    doc.x = MARGIN;
    doc.y = MARGIN - 20 + height;
    doc.fontSize(16);
  } else
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
    formatDateRange(proposal.startDate, proposal.endDate),
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
  if (itineraries.length) {
    heading('Itineraries');
    for (const itinerary of itineraries) {
      doc.font('Helvetica-Bold').text(itinerary.title, { width });
      doc.font('Helvetica');
      const facts = [
        formatDateRange(itinerary.startDate, itinerary.endDate),
        itinerary.totalCost != null && `Total ${formatMoney(itinerary.totalCost, itinerary.currency)}`,
      ].filter(Boolean);
      if (facts.length) doc.text(facts.join('   |   '), { width, indent: 8 });
      if (itinerary.description) doc.text(itinerary.description, { width, indent: 8 });
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
