import { describe, expect, it } from 'vitest';
import { brand } from './brand.ts';
import { proposalDocument } from './proposalDocument.ts';
import { proposalWith } from '../test/proposalFixtures.ts';

const proposal = proposalWith({
  description: 'Used when there is no introduction',
  destinations: ['Soufrière', 'Rodney Bay'],
  startDate: '2026-12-01',
  numberOfTravelers: 1,
  detailedItinerary: [
    { day: 2, title: 'Pitons hike', description: '', activities: [] },
    { day: 1, title: 'Arrival', description: 'Transfer', activities: ['Welcome drinks'] },
  ],
  exclusions: ['Flights'],
  terms: 'Deposit due on booking.',
  branding: { companyLogo: '/images/logo.png', accentColor: 'teal', footerText: '' },
  client: { firstName: 'Zoë', lastName: 'Łukasz' },
});

describe('proposalDocument', () => {
  it('writes out the facts, the sections in order and the defaults the branding leaves open', () => {
    const document = proposalDocument(proposal, [
      {
        title: 'Resort',
        services: [{ name: 'Suite', price: 10_000, quantity: 2 }],
        subtotal: 20_000,
        taxes: 1_600,
        totalCost: 21_600,
        currency: 'USD',
      },
    ]);
    expect(document.facts).toBe('Prepared for Zoë Łukasz   |   From December 1, 2026   |   1 traveler');
    expect(document.accentColor).toBe(brand.accentColor);
    expect(document.footer).toBe(brand.legalName);
    expect(document.validity).toBe('This proposal has no expiration date.');
    // A path on the site is not fetched for the document: the agency's name stands in.
    expect(document.logo).toBeNull();
    expect(document.agencyName).toBe(brand.name);
    expect(document.blocks).toEqual([
      { kind: 'heading', text: 'Introduction' },
      { kind: 'text', text: 'Used when there is no introduction' },
      { kind: 'heading', text: 'Destinations' },
      { kind: 'text', text: 'Soufrière, Rodney Bay' },
      { kind: 'heading', text: 'Your itinerary, day by day' },
      { kind: 'text', text: 'Day 1: Arrival', bold: true },
      { kind: 'text', text: 'Transfer' },
      { kind: 'bullets', items: ['Welcome drinks'] },
      { kind: 'gap' },
      { kind: 'text', text: 'Day 2: Pitons hike', bold: true },
      { kind: 'gap' },
      { kind: 'heading', text: 'Not included' },
      { kind: 'bullets', items: ['Flights'] },
      { kind: 'heading', text: 'Pricing' },
      { kind: 'text', text: 'Resort', bold: true },
      { kind: 'text', text: 'Suite  x2  $200.00', indent: true },
      { kind: 'text', text: 'Subtotal $200.00   Taxes $16.00', indent: true },
      { kind: 'text', text: 'Quote amount $216.00', bold: true, indent: true },
      { kind: 'gap' },
      // One total: the quotes' sum, as the proposal names no value of its own.
      { kind: 'highlight', text: 'Total proposal value: $216.00' },
      { kind: 'heading', text: 'Terms and conditions' },
      { kind: 'text', text: 'Deposit due on booking.', small: true },
      { kind: 'heading', text: 'Contact us' },
      { kind: 'text', text: `${brand.name}   |   ${brand.phone}   |   ${brand.email}` },
      { kind: 'text', text: '7380 Sand Lake Rd, Suite 500, Orlando, FL 32819' },
    ]);
  });

  it('leaves out a day the agent left blank, and names a day without a title by its number', () => {
    const document = proposalDocument(
      {
        ...proposal,
        detailedItinerary: [
          { day: 1, title: '', description: '', activities: [] },
          { day: 2, title: ' ', description: 'Free morning', activities: [] },
        ],
      },
      [],
    );
    const texts = document.blocks.flatMap((block) => ('text' in block ? [block.text] : []));
    expect(texts).not.toContain('Day 1');
    expect(texts).toContain('Day 2');
    expect(texts).toContain('Free morning');
    // Nothing to total: no total line.
    expect(document.blocks.some((block) => block.kind === 'highlight')).toBe(false);
  });

  it('carries an uploaded PNG or JPEG as its bytes and nothing for text that is not base64', () => {
    const logo = (companyLogo: string) =>
      proposalDocument({ ...proposal, branding: { ...proposal.branding, companyLogo } }, []).logo;
    expect(logo('data:image/png;base64,iVBORw==')).toEqual({
      format: 'png',
      bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
    });
    expect(logo(' data:image/jpeg;base64,/9j/ ')?.format).toBe('jpeg');
    expect(logo('data:image/png;base64,not base64!')).toBeNull();
    expect(logo('data:image/png;base64,A')).toBeNull();
    expect(logo('https://example.com/logo.png')).toBeNull();
  });
});
