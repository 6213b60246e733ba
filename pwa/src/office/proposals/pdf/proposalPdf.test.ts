import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import fontkit, { type Font } from '@pdf-lib/fontkit';
import { brand } from '@contract/brand';
import type { Proposal } from '@contract/proposals';
import type { ProposalPdfItinerary, ProposalPdfQuote } from '@contract/proposals';
import { glyphsDrawn, imagesOn, pageLines as shownText, readPdf } from '@api/test/pdfText.ts';
import { renderProposalPdf as renderOnServer } from '@api/documents/storedProposalPdf.ts';
import { proposalWith } from '@api/test/proposalFixtures.ts';
import { renderProposalPdf } from './proposalPdf';

const root = resolve(import.meta.dirname, '../../../../..');
let fetched: string[] = [];
beforeEach(() => {
  fetched = [];
  // The device fetches its fonts from the site; the dev server names them by their path here.
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = String(input);
    fetched.push(url);
    const path = url.startsWith('/@fs/') ? url.slice('/@fs'.length) : resolve(root, `.${url}`);
    return new Response(await readFile(path));
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const proposal = proposalWith({
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
  customSections: [
    { title: 'Dining', content: 'Three five-course dinners at the resort, a flight away. 🍽', order: 0 },
  ],
  terms: 'Deposit due on booking.',
  validUntil: '2026-12-31',
  branding: { companyLogo: '', accentColor: '#0f766e', footerText: 'Island Bridge Travel LLC - Orlando' },
  totalValue: 450000,
  client: { firstName: 'Cleo', lastName: 'Baptiste' },
});

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
      '•  Private transfer',
      'Itineraries',
      'Soufrière week',
      'December 1, 2026 - December 8, 2026   |   Estimated $6,123.45',
      'Volcano baths and the botanical garden',
      '•  Flights',
      '•  Travel insurance',
      'Resort package',
      'Subtotal $1,200.00   Taxes $96.00',
      'Quote amount $1,296.00',
      'Total proposal value: $4,500.00',
      'Dining',
      // Signs the font cannot draw must not stop the document.
      'Three five-course dinners at the resort, a flight away. ?',
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

/** A proposal whose client, days and lists are written in Latin Extended, Greek and Cyrillic. */
const international: Proposal = {
  ...proposal,
  title: 'Ταξίδι στην Αγία Λουκία',
  client: { firstName: 'Zoë', lastName: 'Łukasz' },
  destinations: ['Soufrière', 'Castries'],
  detailedItinerary: [
    { day: 1, title: 'Arrival with Δημήτρης', description: 'Гід: Іван', activities: ['Zoë Łukasz'] },
  ],
  inclusions: ['Трансфер для Іван'],
  customSections: [{ title: 'Δημήτρης', content: 'Іван, Zoë Łukasz', order: 0 }],
};

describe('names in any European script', () => {
  it('prints "Zoë Łukasz", "Δημήτρης" and "Іван" as written', async () => {
    const { doc, lines } = await readPdf(await renderProposalPdf(international, [quote]));
    expect(doc.getTitle()).toBe('Ταξίδι στην Αγία Λουκία');
    for (const shown of [
      'Ταξίδι στην Αγία Λουκία',
      'Prepared for Zoë Łukasz   |   December 1, 2026 - December 8, 2026   |   2 travelers',
      'Day 1: Arrival with Δημήτρης',
      'Гід: Іван',
      '•  Zoë Łukasz',
      '•  Трансфер для Іван',
      'Δημήτρης',
      'Іван, Zoë Łukasz',
    ]) {
      expect(lines, shown).toContain(shown);
    }
    expect(lines.join('\n')).not.toContain('?');
  });

  it('embeds fonts that draw an outline for every letter, figure and sign it prints', async () => {
    // fontkit's own subsetting once embedded glyphs a viewer draws blank while the text still
    // read back: only the outlines in the embedded font programs show it.
    const euros = { ...international, currency: 'EUR' };
    const { pages, lines } = await readPdf(await renderProposalPdf(euros, [{ ...quote, currency: 'EUR' }]));
    expect(lines.join('\n')).toContain('€');
    const drawn = pages.flatMap(glyphsDrawn).filter(({ text }) => text.trim() !== '');
    expect(drawn.length).toBeGreaterThan(200);
    const fonts = new Map<Uint8Array, Font>();
    const outline = (program: Uint8Array, glyph: number) => {
      const font = fonts.get(program) ?? fontkit.create(program);
      fonts.set(program, font);
      try {
        return font.getGlyph(glyph).path.toSVG();
      } catch {
        return ''; // a glyph that cannot be read is drawn blank as well
      }
    };
    for (const { text, glyph, program } of drawn) expect(outline(program, glyph), text).not.toBe('');
  });

  it('fetches the two font files when the first document is made, not on import, and only once', async () => {
    vi.resetModules();
    const fresh = await import('./proposalPdf');
    expect(fetched).toEqual([]);
    await fresh.renderProposalPdf(proposal, []);
    expect(fetched).toHaveLength(2);
    expect(fetched.every((url) => url.endsWith('.ttf'))).toBe(true);
    await fresh.renderProposalPdf(international, []);
    expect(fetched).toHaveLength(2);
  });
});

describe('the server and the device', () => {
  it('make documents that read the same for the same proposal', async () => {
    for (const [name, shown] of [
      ['full', proposal],
      ['international', international],
      ['logo', { ...proposal, branding: { ...proposal.branding, companyLogo: PNG_LOGO } }],
      [
        'broken logo',
        { ...proposal, branding: { ...proposal.branding, companyLogo: PNG_LOGO.slice(0, 60) } },
      ],
    ] as const) {
      // The server answers a Node Buffer, which this browser-like test realm reads as bytes.
      const server = await readPdf(new Uint8Array(await renderOnServer(shown, [quote], [itinerary])));
      const device = await readPdf(await renderProposalPdf(shown, [quote], [itinerary]));
      expect(device.lines.length, name).toBeGreaterThan(20);
      expect(device.lines, name).toEqual(server.lines);
      expect(device.doc.getTitle(), name).toBe(server.doc.getTitle());
      expect(device.pages.map(imagesOn), name).toEqual(server.pages.map(imagesOn));
    }
  });
});

describe('the Noto Sans subsets the documents embed', () => {
  it('draw every letter, figure and sign of Latin, Greek and Cyrillic as the whole font does', async () => {
    const blocks = [
      [0x0020, 0x024f],
      [0x0370, 0x03ff],
      [0x0400, 0x04ff],
    ];
    const signs = '€£¥•–—‘’“”…'.split('').map((sign) => sign.codePointAt(0) ?? 0);
    const codePoints = [
      ...blocks.flatMap(([first, last]) =>
        Array.from({ length: last - first + 1 }, (_, index) => first + index),
      ),
      ...signs,
    ].filter((codePoint) => /[\p{L}\p{N}\p{P}\p{S}]/u.test(String.fromCodePoint(codePoint)));
    for (const [subset, whole] of [
      ['NotoSans-Regular.subset.ttf', '400Regular/NotoSans_400Regular.ttf'],
      ['NotoSans-Bold.subset.ttf', '700Bold/NotoSans_700Bold.ttf'],
    ]) {
      const cut = fontkit.create(await readFile(resolve(root, 'api/content/fonts', subset)));
      const full = fontkit.create(
        await readFile(resolve(root, 'node_modules/@expo-google-fonts/noto-sans', whole)),
      );
      const drawnByFull = codePoints.filter((codePoint) => full.hasGlyphForCodePoint(codePoint));
      expect(drawnByFull.length, subset).toBeGreaterThan(700);
      for (const codePoint of drawnByFull) {
        const sign = `${String.fromCodePoint(codePoint)} in ${subset}`;
        expect(cut.hasGlyphForCodePoint(codePoint), sign).toBe(true);
        expect(cut.glyphForCodePoint(codePoint).path.toSVG(), sign).toBe(
          full.glyphForCodePoint(codePoint).path.toSVG(),
        );
      }
    }
  });
});
