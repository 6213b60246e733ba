import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crc32, deflateSync } from 'node:zlib';
import { getTestServer, type TestServer } from '../../test/server.ts';
import { imagesOn, readPdf as readPdfText } from '../../test/pdfText.ts';
import { proposalWith } from '../../test/proposalFixtures.ts';
import { brand } from '@contract/brand.ts';
import { proposalMessages, type Proposal } from '@contract/proposals.ts';
import { renderProposalPdf } from '../../documents/storedProposalPdf.ts';
import {
  agentWithClient as ownerWithClient,
  proposalBody as fullProposal,
  type ProposalOwner,
} from './proposalTestKit.ts';

let t: TestServer;
beforeAll(async () => {
  t = await getTestServer();
});
afterAll(async () => {
  await t?.close();
});

async function readPdf(bytes: Buffer) {
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return readPdfText(bytes);
}

const agentWithClient = () => ownerWithClient(t);
type Owner = ProposalOwner;

async function post(owner: Owner, path: string, body: Record<string, unknown>) {
  const response = await owner.agent.post(path).set('X-CSRF-Token', owner.token).send(body).expect(201);
  return response.body.data as Record<string, unknown> & { id: string };
}

/** The kit's proposal with two days, one custom section and full terms for the PDF to show. */
function proposalBody(clientId: string, overrides: Record<string, unknown> = {}) {
  return fullProposal(clientId, {
    detailedItinerary: [
      { day: 1, title: 'Arrival', description: 'Private transfer', activities: ['Welcome drinks'] },
      { day: 2, title: 'Gros Piton hike', description: '', activities: [] },
    ],
    customSections: [{ title: 'Dining on the island', content: 'Three dinners at Jade Mountain.', order: 1 }],
    terms: 'Deposit 25% on booking.',
    ...overrides,
  });
}

async function downloadPdf(owner: Owner, id: string) {
  const response = await owner.agent
    .get(`/api/proposals/${id}/pdf`)
    .buffer(true)
    .parse((res, callback) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => callback(null, Buffer.concat(chunks)));
    })
    .expect(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  return response.body as Buffer;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 2x2 RGBA PNG (colour type 6, with transparency); `pixels` replaces the data. */
function png({ pixels, interlace = 0 }: { pixels?: Buffer; interlace?: number } = {}): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header.set([8, 6, 0, 0, interlace], 8);
  const rows = Buffer.from([0, 37, 99, 235, 255, 37, 99, 235, 255, 0, 255, 255, 255, 128, 0, 0, 0, 255]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels ?? deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
const dataUrl = (bytes: Buffer, type = 'png') => `data:image/${type};base64,${bytes.toString('base64')}`;

describe('GET /api/proposals/:id/pdf', () => {
  it('is a branded document whose pages read the whole proposal, its quotes and itineraries', async () => {
    const owner = await agentWithClient();
    const quote = { clientId: owner.client.id, validUntil: '2099-01-01', currency: 'USD' };
    const ownQuote = await post(owner, '/api/agent-quotes', {
      ...quote,
      title: 'Resort package',
      services: [{ name: 'Ladera suite', price: 250_000, quantity: 2 }],
    });
    const extraQuote = await post(owner, '/api/agent-quotes', {
      ...quote,
      title: 'Island tours',
      services: [{ name: 'Catamaran day', price: 10_000, quantity: 3 }],
    });
    const itinerary = await post(owner, '/api/itineraries', {
      title: 'Soufriere week',
      description: 'Volcano baths and the botanical garden',
      clientId: owner.client.id,
      startDate: '2027-02-12',
      endDate: '2027-02-19',
      totalCost: 612_345,
      currency: 'USD',
      status: 'confirmed',
    });
    const proposal = await post(
      owner,
      '/api/proposals',
      proposalBody(owner.client.id as string, {
        quoteId: ownQuote.id,
        includedQuotes: [extraQuote.id],
        includedItineraries: [itinerary.id],
      }),
    );

    const { doc, lines } = await readPdf(await downloadPdf(owner, proposal.id));
    expect(doc.getTitle()).toBe('Saint Lucia Anniversary Escape');
    const text = lines.join('\n');
    for (const shown of [
      brand.name,
      'Saint Lucia Anniversary Escape',
      'Prepared for Jordan Ellis   |   February 12, 2027 - February 19, 2027   |   2 travelers',
      'A week under the Pitons.',
      'Soufriere, Rodney Bay',
      'Day 1: Arrival',
      'Day 2: Gros Piton hike',
      '•  Welcome drinks',
      '•  Flights',
      '•  Travel insurance',
      'Itineraries',
      'Soufriere week',
      'February 12, 2027 - February 19, 2027   |   Estimated $6,123.45',
      'Volcano baths and the botanical garden',
      'Resort package',
      'Ladera suite  x2  $5,000.00',
      'Subtotal $5,000.00   Taxes $400.00',
      'Quote amount $5,400.00',
      'Island tours',
      'Quote amount $324.00',
      'Total proposal value: $12,345.00',
      'Dining on the island',
      'Three dinners at Jade Mountain.',
      'Terms and conditions',
      'Deposit 25% on booking.',
      'This proposal is valid until December 31, 2099.',
      'Contact us',
      brand.legalName,
    ]) {
      expect(lines, shown).toContain(shown);
    }
    // The proposal's own quote comes first, then the included ones; the day plan in order.
    expect(text.indexOf('Resort package')).toBeLessThan(text.indexOf('Island tours'));
    expect(text.indexOf('Day 1: Arrival')).toBeLessThan(text.indexOf('Day 2: Gros Piton hike'));
    expect(lines).toContain(`Page 1 of ${doc.getPageCount()}`);
  });

  it('prints a start date alone as "From ..." and one day as that day', async () => {
    const owner = await agentWithClient();
    const open = await post(
      owner,
      '/api/proposals',
      proposalBody(owner.client.id as string, { endDate: null }),
    );
    const { lines } = await readPdf(await downloadPdf(owner, open.id));
    expect(lines).toContain('Prepared for Jordan Ellis   |   From February 12, 2027   |   2 travelers');
    expect(lines.join('\n')).not.toMatch(/ - {2}|- $/m);

    const oneDay = await post(
      owner,
      '/api/proposals',
      proposalBody(owner.client.id as string, { endDate: '2027-02-12' }),
    );
    const single = await readPdf(await downloadPdf(owner, oneDay.id));
    expect(single.lines).toContain('Prepared for Jordan Ellis   |   February 12, 2027   |   2 travelers');
  });

  it('draws an uploaded logo in place of the agency name and prints the name for a path on the site', async () => {
    const owner = await agentWithClient();
    const uploaded = await post(
      owner,
      '/api/proposals',
      proposalBody(owner.client.id as string, { branding: { companyLogo: dataUrl(png()) } }),
    );
    const withLogo = await readPdf(await downloadPdf(owner, uploaded.id));
    expect(imagesOn(withLogo.pages[0])).toBe(1);
    expect(withLogo.lines).not.toContain(brand.name);
    expect(withLogo.lines).toContain('Saint Lucia Anniversary Escape');

    // The server fetches nothing while rendering.
    const linked = await post(
      owner,
      '/api/proposals',
      proposalBody(owner.client.id as string, { branding: { companyLogo: '/images/agency-logo.png' } }),
    );
    const withName = await readPdf(await downloadPdf(owner, linked.id));
    expect(imagesOn(withName.pages[0])).toBe(0);
    expect(withName.lines).toContain(brand.name);
  });

  it('falls back to the agency name when an uploaded logo is not a readable image', async () => {
    const owner = await agentWithClient();
    for (const companyLogo of [
      'data:image/png;base64,AAAA',
      'data:image/jpeg;base64,AAAA',
      dataUrl(png().subarray(0, 40)),
      dataUrl(png({ pixels: Buffer.from('not zlib data') })),
    ]) {
      const proposal = await post(
        owner,
        '/api/proposals',
        proposalBody(owner.client.id as string, { branding: { companyLogo } }),
      );
      const { pages, lines } = await readPdf(await downloadPdf(owner, proposal.id));
      expect(imagesOn(pages[0]), companyLogo).toBe(0);
      expect(lines).toContain(brand.name);
      expect(lines).toContain('Saint Lucia Anniversary Escape');
    }
  });
});

describe('branding logo on proposals', () => {
  it('accepts a path on this site or an uploaded PNG or JPEG up to 256 KB and explains anything else', async () => {
    const owner = await agentWithClient();
    const send = (companyLogo: string) =>
      owner.agent
        .post('/api/proposals')
        .set('X-CSRF-Token', owner.token)
        .send(proposalBody(owner.client.id as string, { branding: { companyLogo } }));

    // A 256 KB image fits the schema and the request body limit.
    const large = `data:image/jpeg;base64,${Buffer.alloc(256 * 1024, 7).toString('base64')}`;
    const stored = await send(large).expect(201);
    expect(stored.body.data.branding.companyLogo).toBe(large);
    await send('/images/agency-logo.png').expect(201);

    for (const companyLogo of [
      'https://cdn.example.com/agency/logo.png',
      'javascript:alert(1)',
      'logo.png',
      'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
      'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
      'data:image/png;base64,not base64!',
    ]) {
      const refused = await send(companyLogo).expect(400);
      expect(refused.body.fields, companyLogo).toEqual({
        'branding.companyLogo': proposalMessages.logoInvalid,
      });
    }
    const tooLarge = await send(`data:image/png;base64,${'A'.repeat(360_000)}`).expect(400);
    expect(tooLarge.body.fields).toEqual({ 'branding.companyLogo': proposalMessages.logoTooLarge });
  });
});

describe('renderProposalPdf', () => {
  const proposal = proposalWith({
    endDate: '2026-12-08',
    branding: { companyLogo: '', accentColor: '#0f766e', footerText: 'Island Bridge Travel LLC - Orlando' },
  });

  it('prints an end date alone as "Until ..." and the footer text on the page', async () => {
    const { lines } = await readPdf(await renderProposalPdf(proposal, []));
    expect(lines).toContain('Until December 8, 2026');
    expect(lines).toContain('This proposal has no expiration date.');
    expect(lines).toContain('Island Bridge Travel LLC - Orlando');
  });

  it('prints names in Latin Extended, Greek and Cyrillic as written', async () => {
    const named: Proposal = {
      ...proposal,
      title: 'Zoë Łukasz, Δημήτρης and Іван',
      client: { firstName: 'Zoë', lastName: 'Łukasz' },
      inclusions: ['Guide: Δημήτρης', 'Driver: Іван'],
    };
    const { doc, lines } = await readPdf(await renderProposalPdf(named, []));
    expect(doc.getTitle()).toBe('Zoë Łukasz, Δημήτρης and Іван');
    expect(lines).toContain('Zoë Łukasz, Δημήτρης and Іван');
    expect(lines).toContain('Prepared for Zoë Łukasz   |   Until December 8, 2026');
    expect(lines).toContain('•  Guide: Δημήτρης');
    expect(lines).toContain('•  Driver: Іван');
  });

  it('finishes the document whatever is wrong inside an uploaded PNG', async () => {
    const rows = deflateSync(Buffer.alloc(18, 0));
    const badFilter = deflateSync(Buffer.from([9, ...Buffer.alloc(8), 0, ...Buffer.alloc(8)]));
    const negativeLength = png();
    negativeLength.writeUInt32BE(0xfffffff4, 8 + 25 + 0);
    for (const [name, bytes] of [
      ['short pixel data', png({ pixels: deflateSync(Buffer.alloc(4)) })],
      ['unknown row filter', png({ pixels: badFilter })],
      ['interlaced with too little data', png({ pixels: rows, interlace: 1 })],
      ['chunk length past the end', negativeLength],
    ] as const) {
      const logo = { ...proposal, branding: { ...proposal.branding, companyLogo: dataUrl(bytes) } };
      const { pages, lines } = await readPdf(await renderProposalPdf(logo, []));
      expect(imagesOn(pages[0]), name).toBe(0);
      expect(lines, name).toContain(brand.name);
    }
    const sound = {
      ...proposal,
      branding: { ...proposal.branding, companyLogo: dataUrl(png({ interlace: 0 })) },
    };
    expect(imagesOn((await readPdf(await renderProposalPdf(sound, []))).pages[0])).toBe(1);
  });
});
