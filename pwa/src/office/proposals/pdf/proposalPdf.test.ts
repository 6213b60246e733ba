import { describe, expect, it } from 'vitest';
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  decodePDFRawStream,
  type PDFPage,
} from 'pdf-lib';
import { brand } from '@contract/brand';
import type { Proposal } from '@contract/proposals';
import type { ProposalPdfItinerary, ProposalPdfQuote } from '@contract/proposals';
import { renderProposalPdf } from './proposalPdf';

const proposal: Proposal = {
  id: '5e0c3f4a-8a57-4d6b-9d3e-1f2a3b4c5d6e',
  clientId: '7d1f1a52-4b4c-4f8e-9b58-2f0c2a9d4e11',
  agentId: null,
  quoteId: null,
  title: 'Pitons honeymoon',
  description: null,
  template: 'luxury',
  introduction: 'A week for two in Soufrière.',
  destinations: ['Soufrière', 'Rodney Bay'],
  startDate: '2026-12-01',
  endDate: '2026-12-08',
  numberOfTravelers: 2,
  detailedItinerary: [
    { day: 2, title: 'Pitons hike', description: 'Gros Piton with a guide.', activities: ['Sunrise start'] },
    { day: 1, title: 'Arrival', description: '', activities: ['Private transfer'] },
  ],
  inclusions: ['Flights'],
  exclusions: ['Travel insurance'],
  includedQuotes: [],
  includedItineraries: [],
  customSections: [{ title: 'Dining', content: 'Three dinners at the resort. 🍽', order: 0 }],
  terms: 'Deposit due on booking.',
  validUntil: '2026-12-31',
  branding: { companyLogo: '', accentColor: '#0f766e', footerText: 'Island Bridge Travel LLC - Orlando' },
  totalCost: null,
  totalValue: 450000,
  currency: 'USD',
  status: 'draft',
  notes: null,
  client: { firstName: 'Cleo', lastName: 'Baptiste' },
  publicUrl: null,
  sentAt: null,
  viewedAt: null,
  respondedAt: null,
  createdAt: '2026-11-01T10:00:00Z',
  updatedAt: '2026-11-01T10:00:00Z',
};

const quote: ProposalPdfQuote = {
  title: 'Resort package',
  services: [{ name: 'Resort', price: 120000, quantity: 1 }],
  subtotal: 120000,
  taxes: 9600,
  totalCost: 129600,
  currency: 'USD',
};

const itinerary: ProposalPdfItinerary = {
  title: 'Soufrière week',
  description: 'Volcano baths and the botanical garden',
  startDate: '2026-12-01',
  endDate: '2026-12-08',
  totalCost: 612345,
  currency: 'USD',
};

/** A 1x1 teal PNG. */
const PNG_LOGO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGPgL8v7DwADfgHzqd9hcAAAAABJRU5ErkJggg==';

/** Image XObjects drawn on a page. */
function imagesOn(page: PDFPage): number {
  return page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict)?.keys().length ?? 0;
}

/** The strings a page shows: pdf-lib writes each line as one hex string with a standard font. */
function shownText(page: PDFPage): string[] {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
  const source = streams
    .map((ref) => page.doc.context.lookup(ref as never))
    .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
    .map((stream) => new TextDecoder('latin1').decode(decodePDFRawStream(stream).decode()))
    .join('\n');
  return [...source.matchAll(/<([0-9A-Fa-f]*)> Tj/g)].map(([, hex]) =>
    (hex.match(/../g) ?? []).map((pair) => String.fromCharCode(Number.parseInt(pair, 16))).join(''),
  );
}

describe('renderProposalPdf', () => {
  it('writes a PDF whose pages read the whole proposal, its itineraries, quotes, terms and footer', async () => {
    const bytes = await renderProposalPdf(proposal, [quote], [itinerary]);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');

    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toBe('Pitons honeymoon');
    const lines = doc.getPages().flatMap(shownText);
    for (const shown of [
      brand.name,
      'Pitons honeymoon',
      'Prepared for Cleo Baptiste   |   December 1, 2026 - December 8, 2026   |   2 travelers',
      'A week for two in Soufrière.',
      'Soufrière, Rodney Bay',
      'Day 1: Arrival',
      '\u0095  Private transfer',
      'Itineraries',
      'Soufrière week',
      'December 1, 2026 - December 8, 2026   |   Total $6,123.45',
      'Volcano baths and the botanical garden',
      '\u0095  Flights',
      '\u0095  Travel insurance',
      'Resort package',
      'Subtotal $1,200.00   Taxes $96.00',
      'Total $1,296.00',
      'Total proposal value: $4,500.00',
      'Dining',
      // Signs the standard fonts cannot draw must not stop the document.
      'Three dinners at the resort. ?',
      'Terms and conditions',
      'Deposit due on booking.',
      'This proposal is valid until December 31, 2026.',
      'Island Bridge Travel LLC - Orlando',
      `Page 1 of ${doc.getPageCount()}`,
    ]) {
      expect(lines, shown).toContain(shown);
    }
    expect(lines.indexOf('Day 1: Arrival')).toBeLessThan(lines.indexOf('Day 2: Pitons hike'));
    expect(lines.indexOf('Soufrière week')).toBeLessThan(lines.indexOf('Resort package'));
  });

  it('prints a start date alone as "From ...", an end date alone as "Until ..." and one day once', async () => {
    const header = async (startDate: string | null, endDate: string | null) => {
      const doc = await PDFDocument.load(await renderProposalPdf({ ...proposal, startDate, endDate }, []));
      return shownText(doc.getPages()[0]).find((line) => line.startsWith('Prepared for'));
    };
    expect(await header('2027-02-12', null)).toBe(
      'Prepared for Cleo Baptiste   |   From February 12, 2027   |   2 travelers',
    );
    expect(await header(null, '2027-02-19')).toBe(
      'Prepared for Cleo Baptiste   |   Until February 19, 2027   |   2 travelers',
    );
    expect(await header('2027-02-12', '2027-02-12')).toBe(
      'Prepared for Cleo Baptiste   |   February 12, 2027   |   2 travelers',
    );
  });

  it('draws an uploaded logo, and the agency name for a web address or an unreadable image', async () => {
    const withLogo = async (companyLogo: string) => {
      const bytes = await renderProposalPdf(
        { ...proposal, branding: { ...proposal.branding, companyLogo } },
        [],
      );
      const page = (await PDFDocument.load(bytes)).getPages()[0];
      return { images: imagesOn(page), lines: shownText(page) };
    };
    const drawn = await withLogo(PNG_LOGO);
    expect(drawn.images).toBe(1);
    expect(drawn.lines).not.toContain(brand.name);
    for (const companyLogo of [
      'https://example.com/logo.png',
      'data:image/png;base64,AAAA',
      'data:image/jpeg;base64,AAAA',
      PNG_LOGO.slice(0, 60),
    ]) {
      const fallback = await withLogo(companyLogo);
      expect(fallback.images, companyLogo).toBe(0);
      expect(fallback.lines, companyLogo).toContain(brand.name);
      expect(fallback.lines, companyLogo).toContain('Pitons honeymoon');
    }
  });

  it('continues on new pages with the footer and page count on each', async () => {
    const long = {
      ...proposal,
      detailedItinerary: Array.from({ length: 40 }, (_, index) => ({
        day: index + 1,
        title: `Day plan ${index + 1}`,
        description: 'Beach morning, market afternoon and a sunset cruise along the west coast.',
        activities: [],
      })),
    };
    const doc = await PDFDocument.load(await renderProposalPdf(long, []));
    const pages = doc.getPages();
    expect(pages.length).toBeGreaterThan(1);
    const last = shownText(pages[pages.length - 1]);
    expect(last).toContain(`Page ${pages.length} of ${pages.length}`);
    expect(last).toContain('Island Bridge Travel LLC - Orlando');
    expect(pages.flatMap(shownText)).toContain('Day 40: Day plan 40');
  });
});
