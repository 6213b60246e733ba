import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { currentUserQueryKey } from '@pwa/account/currentUser';
import { pendingAgentUser } from '@pwa/account/testing';
import { createQueryClient } from '@pwa/lib/queryClient';
import {
  openOfficeDatabase,
  setOfficeDatabase,
  type LocalRecord,
  type OfficeDatabase,
} from '@pwa/offline/db';
import { stubApi } from '@pwa/test/renderApp';
import { OverviewTab } from './OverviewTab';

const realFetch = globalThis.fetch;
let db: OfficeDatabase;

beforeEach(async () => {
  db = openOfficeDatabase('test-' + crypto.randomUUID());
  setOfficeDatabase(db);
  await db.meta.put({ key: 'cursor', value: 1 });
});

afterEach(() => {
  globalThis.fetch = realFetch;
  setOfficeDatabase(null);
  vi.restoreAllMocks();
});

const client = { id: 'c-1', version: 1, firstName: 'Cleo', lastName: 'Baptiste', email: 'cleo@example.com' };

function itinerary(n: number, createdAt: string, overrides: Record<string, unknown> = {}) {
  return {
    id: `it-${n}`,
    clientId: client.id,
    title: `Trip ${n}`,
    description: null,
    startDate: '2026-03-07',
    endDate: '2026-03-14',
    totalCost: 100000,
    currency: 'USD',
    status: 'draft',
    agentNotes: null,
    version: 1,
    createdAt,
    updatedAt: createdAt,
    ...overrides,
  };
}

function quoteRequest(n: number, createdAt: string, overrides: Record<string, unknown> = {}) {
  return {
    id: `tq-${n}`,
    firstName: 'Lead',
    lastName: `Number${n}`,
    email: `lead${n}@example.com`,
    groupName: null,
    numberOfTravelers: 2,
    budgetRange: '$5,000 - $10,000',
    createdAt,
    ...overrides,
  };
}

/** The calendar day of an instant where the test runs, as the screen shows it. */
function localDay(instant: string): string {
  return new Date(instant).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

function dashboard(itineraries: unknown[], quotes: unknown[]) {
  return { itineraries, quotes };
}

/** Itineraries live on the device; quote requests come from the dashboard call. */
async function renderTab(
  { itineraries, quotes }: { itineraries: unknown[]; quotes: unknown[] },
  answer?: Parameters<typeof stubApi>[0][string],
  user?: object,
) {
  await db.clients.put(client);
  await db.itineraries.bulkPut(itineraries as LocalRecord[]);
  const body = {
    agent: { id: 'u-agent', firstName: 'Ava', lastName: 'Baptiste' },
    quotes,
    stats: { pendingQuotes: quotes.length },
  };
  stubApi({ '/api/agent/dashboard': answer ?? { status: 200, body } });
  const queryClient = createQueryClient();
  if (user) queryClient.setQueryData(currentUserQueryKey, user);
  return render(
    <QueryClientProvider client={queryClient}>
      <OverviewTab />
    </QueryClientProvider>,
  );
}

function card(title: string): HTMLElement {
  return screen.getByRole('heading', { level: 2, name: title }).closest('.ant-card') as HTMLElement;
}

describe('OverviewTab', () => {
  it('tells an agent awaiting approval why no website quote requests are listed', async () => {
    await renderTab(dashboard([], []), undefined, pendingAgentUser);
    const requests = within(card('Pending Quote Requests'));
    const notice = await requests.findByRole('status');
    expect(notice.textContent).toContain("Your account awaits an administrator's approval");
    expect(notice.textContent).toContain('Website quote requests appear here once an administrator approves');
    expect(requests.queryByText('No pending quote requests.')).toBeNull();
  });

  it('shows the latest 5 itineraries, newest first, with client, dates and status', async () => {
    // Seven itineraries in no particular order: Trip 1 is the oldest, Trip 7 the newest.
    const itineraries = [3, 7, 1, 5, 2, 6, 4].map((n) =>
      itinerary(
        n,
        `2026-01-0${n}T12:00:00.000Z`,
        n === 7 ? { status: 'confirmed', title: 'Saint Lucia getaway' } : {},
      ),
    );
    await renderTab(dashboard(itineraries, []));

    expect(await screen.findByText('Saint Lucia getaway')).toBeTruthy();
    const recent = within(card('Recent Itineraries'));
    const titles = recent.getAllByText(/^(Trip \d|Saint Lucia getaway)$/).map((node) => node.textContent);
    expect(titles).toEqual(['Saint Lucia getaway', 'Trip 6', 'Trip 5', 'Trip 4', 'Trip 3']);
    expect(recent.queryByText('Trip 2')).toBeNull();
    expect(recent.queryByText('Trip 1')).toBeNull();

    const newest = recent.getByText('Saint Lucia getaway').closest('.ant-list-item') as HTMLElement;
    expect(newest.textContent).toContain('Cleo Baptiste');
    expect(newest.textContent).toContain('March 7, 2026 to March 14, 2026');
    expect(within(newest).getByText('Confirmed')).toBeTruthy();
    const draft = recent.getByText('Trip 6').closest('.ant-list-item') as HTMLElement;
    expect(within(draft).getByText('Draft')).toBeTruthy();
  });

  it('says when an itinerary has no dates yet', async () => {
    await renderTab(
      dashboard([itinerary(1, '2026-01-01T12:00:00.000Z', { startDate: null, endDate: null })], []),
    );

    const item = (await screen.findByText('Trip 1')).closest('.ant-list-item') as HTMLElement;
    expect(item.textContent).toContain('Dates not set');
  });

  it('shows the latest 5 quote requests by group or person, travelers, budget and submitted date', async () => {
    const quotes = [
      quoteRequest(6, '2026-02-06T12:00:00.000Z', {
        groupName: 'Baptiste family reunion',
        numberOfTravelers: 14,
      }),
      quoteRequest(5, '2026-02-05T12:00:00.000Z', { numberOfTravelers: 1, budgetRange: null }),
      quoteRequest(4, '2026-02-04T12:00:00.000Z'),
      quoteRequest(3, '2026-02-03T12:00:00.000Z'),
      quoteRequest(2, '2026-02-02T12:00:00.000Z'),
      quoteRequest(1, '2026-02-01T12:00:00.000Z'),
    ];
    await renderTab(dashboard([], quotes));

    expect(await screen.findByText('Baptiste family reunion')).toBeTruthy();
    const pending = within(card('Pending Quote Requests'));
    expect(pending.getAllByRole('listitem')).toHaveLength(5);
    expect(pending.queryByText('Lead Number1')).toBeNull();

    const group = pending.getByText('Baptiste family reunion').closest('.ant-list-item') as HTMLElement;
    expect(group.textContent).toContain('14 travelers');
    expect(group.textContent).toContain('Budget: $5,000 - $10,000');
    expect(group.textContent).toContain(`Submitted ${localDay('2026-02-06T12:00:00.000Z')}`);

    const person = pending.getByText('Lead Number5').closest('.ant-list-item') as HTMLElement;
    expect(person.textContent).toContain('1 traveler ');
    expect(person.textContent).toContain('Budget: not given');
  });

  it('shows both empty states when there is nothing yet', async () => {
    await renderTab(dashboard([], []));

    expect(await screen.findByText('No itineraries yet.')).toBeTruthy();
    expect(await screen.findByText('No pending quote requests.')).toBeTruthy();
  });

  it('shows the quote requests kept from the last visit when offline, and says so', async () => {
    await db.meta.put({
      key: 'dashboard',
      value: {
        savedAt: '2026-02-10T12:00:00.000Z',
        quotes: [quoteRequest(1, '2026-02-01T12:00:00.000Z', { groupName: 'Office retreat' })],
        pendingQuotes: 1,
      },
    });
    await renderTab(dashboard([itinerary(1, '2026-01-01T12:00:00.000Z')], []), 'network-error');

    expect(await screen.findByText('Office retreat')).toBeTruthy();
    // The itineraries come from their own query on the device: wait for them too.
    expect(await screen.findByText('Trip 1')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain(
      `Offline copy from ${localDay('2026-02-10T12:00:00.000Z')}`,
    );
  });

  it('says quote requests need a connection when none were kept, and still lists the itineraries', async () => {
    await renderTab(dashboard([itinerary(1, '2026-01-01T12:00:00.000Z')], []), 'network-error');

    expect(await screen.findByText('Available when you are online.')).toBeTruthy();
    expect(await screen.findByText('Trip 1')).toBeTruthy();
    expect(screen.queryByText('No pending quote requests.')).toBeNull();
  });

  it('keeps the answer on the device for the next offline visit', async () => {
    await renderTab(dashboard([], [quoteRequest(1, '2026-02-01T12:00:00.000Z')]));

    expect(await screen.findByText('Lead Number1')).toBeTruthy();
    const stored = (await db.meta.get('dashboard'))?.value as {
      quotes: Array<{ id: string }>;
      pendingQuotes: number;
    };
    expect(stored.quotes.map((quote) => quote.id)).toEqual(['tq-1']);
    expect(stored.pendingQuotes).toBe(1);
  });

  it('names the consultation paid before a request, a refund, and nothing for a request made without one', async () => {
    const payment = {
      packageType: 'standard',
      packageName: 'Standard Planning',
      extraNames: [],
      amount: 5000,
      currency: 'USD',
      status: 'COMPLETED',
      refundedAt: null,
    };
    await renderTab(
      dashboard(
        [],
        [
          quoteRequest(4, '2026-02-04T12:00:00.000Z', { payment }),
          quoteRequest(3, '2026-02-03T12:00:00.000Z', {
            payment: {
              ...payment,
              packageType: 'premium',
              packageName: 'Premium VIP',
              extraNames: ['Rush Planning'],
              amount: 24_800,
            },
          }),
          quoteRequest(2, '2026-02-02T12:00:00.000Z', {
            payment: { ...payment, status: 'REFUNDED', refundedAt: '2026-02-03T10:00:00.000Z' },
          }),
          quoteRequest(1, '2026-02-01T12:00:00.000Z', { payment: null }),
        ],
      ),
    );

    const item = async (name: string) =>
      (await screen.findByText(name)).closest('.ant-list-item') as HTMLElement;
    const paid = within(await item('Lead Number4')).getByText('Paid: Standard Planning $50.00');
    expect(paid.className).toContain('green');
    expect(
      within(await item('Lead Number3')).getByText('Paid: Premium VIP + Rush Planning $248.00'),
    ).toBeTruthy();
    const refunded = within(await item('Lead Number2')).getByText('Refunded: Standard Planning $50.00');
    expect(refunded.className).toContain('red');
    const free = await item('Lead Number1');
    expect(free.textContent).not.toMatch(/Paid|Refunded|\$50/);
    expect(free.querySelector('.ant-tag')).toBeNull();
  });
});
