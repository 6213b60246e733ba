import { describe, expect, it } from 'vitest';
import { brand } from './brand.ts';
import { proposalDocument } from './proposalDocument.ts';
import type { Proposal } from './proposals.ts';

const proposal: Proposal = {
  id: '5e0c3f4a-8a57-4d6b-9d3e-1f2a3b4c5d6e',
  clientId: '7d1f1a52-4b4c-4f8e-9b58-2f0c2a9d4e11',
  agentId: null,
  quoteId: null,
  title: 'Pitons honeymoon',
  description: 'Used when there is no introduction',
  template: 'luxury',
  introduction: null,
  destinations: ['Soufrière', 'Rodney Bay'],
  startDate: '2026-12-01',
  endDate: null,
  numberOfTravelers: 1,
  detailedItinerary: [
    { day: 2, title: 'Pitons hike', description: '', activities: [] },
    { day: 1, title: 'Arrival', description: 'Transfer', activities: ['Welcome drinks'] },
  ],
  inclusions: [],
  exclusions: ['Flights'],
  includedQuotes: [],
  includedItineraries: [],
  customSections: [],
  terms: 'Deposit due on booking.',
  validUntil: null,
  branding: { companyLogo: '/images/logo.png', accentColor: 'teal', footerText: '' },
  totalCost: null,
  totalValue: null,
  currency: 'USD',
  status: 'draft',
  notes: null,
  client: { firstName: 'Zoë', lastName: 'Łukasz' },
  publicUrl: null,
  sentAt: null,
  viewedAt: null,
  respondedAt: null,
  createdAt: '2026-11-01T10:00:00Z',
  updatedAt: '2026-11-01T10:00:00Z',
};

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
      { kind: 'text', text: 'Total $216.00', bold: true, indent: true },
      { kind: 'gap' },
      { kind: 'heading', text: 'Terms and conditions' },
      { kind: 'text', text: 'Deposit due on booking.', small: true },
    ]);
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
