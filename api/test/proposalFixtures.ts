/** Proposals for the PDF and document tests of the server and the device alike. */
import type { Proposal } from '@contract/proposals.ts';

/** A draft with nothing filled in but its title: each test adds what it prints. */
export function proposalWith(fields: Partial<Proposal> = {}): Proposal {
  return {
    id: '5e0c3f4a-8a57-4d6b-9d3e-1f2a3b4c5d6e',
    clientId: '7d1f1a52-4b4c-4f8e-9b58-2f0c2a9d4e11',
    agentId: null,
    quoteId: null,
    title: 'Pitons honeymoon',
    description: null,
    template: 'luxury',
    introduction: null,
    destinations: [],
    startDate: null,
    endDate: null,
    numberOfTravelers: null,
    detailedItinerary: [],
    inclusions: [],
    exclusions: [],
    includedQuotes: [],
    includedItineraries: [],
    customSections: [],
    terms: null,
    validUntil: null,
    branding: { companyLogo: '', accentColor: '#0f766e', footerText: '' },
    totalCost: null,
    totalValue: null,
    currency: 'USD',
    status: 'draft',
    notes: null,
    client: null,
    publicUrl: null,
    sentAt: null,
    viewedAt: null,
    respondedAt: null,
    createdAt: '2026-11-01T10:00:00Z',
    updatedAt: '2026-11-01T10:00:00Z',
    ...fields,
  };
}
