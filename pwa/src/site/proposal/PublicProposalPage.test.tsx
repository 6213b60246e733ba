import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderApp, stubApi } from '@pwa/test/renderApp';
import { clearCsrfToken } from '@pwa/lib/api';
import { csrf, signedOut, spyToasts } from '@pwa/account/testing';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  clearCsrfToken();
  vi.restoreAllMocks();
});

const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';
const proposal = {
  title: 'Pitons honeymoon',
  description: null,
  introduction: 'A week for two under the Pitons.',
  destinations: ['Soufrière'],
  startDate: null,
  endDate: null,
  numberOfTravelers: 2,
  detailedItinerary: [{ day: 1, title: 'Arrival', description: '', activities: ['Check in'] }],
  inclusions: ['Flights'],
  exclusions: ['Travel insurance'],
  customSections: [],
  terms: 'Deposit due on acceptance.',
  validUntil: '2099-12-31',
  branding: { companyLogo: '', accentColor: '#2563eb', footerText: 'Agency' },
  totalValue: 288360,
  currency: 'USD',
  status: 'viewed',
  client: { firstName: 'Cleo', lastName: 'Baptiste' },
  agent: { firstName: 'Ava', lastName: 'Joseph', email: 'agent@demo.test', phone: null },
  includedQuotes: [
    {
      title: 'Resort package',
      services: [{ name: 'Resort', price: 120000, quantity: 1 }],
      subtotal: 120000,
      taxes: 9600,
      totalCost: 129600,
      currency: 'USD',
      validUntil: null,
    },
  ],
  includedItineraries: [],
  sentAt: '2026-11-01T10:00:00Z',
  respondedAt: null,
  revision: 'rev-as-shown',
};

const accepted = { ...proposal, status: 'accepted', respondedAt: '2026-11-02T10:00:00Z' };

describe('PublicProposalPage', () => {
  it('shows the proposal and records an acceptance of the version shown', async () => {
    spyToasts();
    const calls = stubApi({
      '/api/auth/me': signedOut,
      '/api/auth/csrf-token': csrf,
      [`/api/public/proposals/${TOKEN}`]: [
        { status: 200, body: { data: proposal } },
        { status: 200, body: { data: accepted } },
      ],
      [`/api/public/proposals/${TOKEN}/respond`]: { status: 200, body: { data: accepted, message: 'ok' } },
    });
    renderApp(`/p/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Pitons honeymoon' })).toBeTruthy();
    expect(screen.getByText('agent@demo.test')).toBeTruthy();
    expect(screen.getByText('Travel insurance')).toBeTruthy();
    expect(screen.getByText('$1,296.00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Accept proposal' }));
    // Accepting is asked once more, saying what it does, before anything is recorded.
    const confirm = within(await screen.findByRole('tooltip'));
    expect(confirm.getByText('Accept this proposal?')).toBeTruthy();
    expect(confirm.getByText(/Your agent is told and will be in touch/)).toBeTruthy();
    expect(calls.some((call) => call.url.endsWith('/respond'))).toBe(false);
    fireEvent.click(confirm.getByRole('button', { name: 'Yes, accept' }));
    expect(await screen.findByText('You accepted this proposal')).toBeTruthy();
    const post = calls.find((call) => call.url.endsWith('/respond'));
    expect(JSON.parse(String(post?.init?.body))).toEqual({ decision: 'accept', revision: 'rev-as-shown' });
  });

  it('says so when the link is unknown', async () => {
    spyToasts();
    stubApi({
      '/api/auth/me': signedOut,
      [`/api/public/proposals/${TOKEN}`]: {
        status: 404,
        body: { error: 'not_found', message: 'This proposal link is invalid or no longer available.' },
      },
    });
    renderApp(`/p/${TOKEN}`);
    expect(await screen.findByText('This proposal link is invalid or no longer available.')).toBeTruthy();
  });
});
