import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@pwa/lib/queryClient';
import { spyToasts } from '@pwa/account/testing';
import type { OfficeDatabase } from '@pwa/offline/db';
import { clickWhenReady } from '@pwa/test/antd';
import { freshOfficeDb, workOnTheDeviceOnly, queued } from '../clients/testDatabase';
import { QuotesTab } from './QuotesTab';

// Every step here is taken on the device, with no connection.
workOnTheDeviceOnly();
let db: OfficeDatabase;

const CLIENT_ID = '7d1f1a52-4b4c-4f8e-9b58-2f0c2a9d4e11';
const TRIP = '2b0c6f3e-8a51-4d7e-9f0a-6c1d2e3f4a5b';
const OTHER_TRIP = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const QUOTE_ID = '0b9f7c4e-3f0e-4b7a-9d0c-6f5b8a1e2c33';
const client = {
  id: CLIENT_ID,
  version: 1,
  firstName: 'Cleo',
  lastName: 'Baptiste',
  email: 'cleo@example.com',
  createdAt: '2026-04-01T10:00:00Z',
  updatedAt: '2026-04-01T10:00:00Z',
};
const trip = (id: string, title: string, createdAt: string) => ({
  id,
  version: 1,
  clientId: CLIENT_ID,
  title,
  description: null,
  startDate: '2026-06-01',
  endDate: '2026-06-08',
  totalCost: 500000,
  currency: 'USD',
  status: 'draft',
  agentNotes: null,
  createdAt,
  updatedAt: createdAt,
});
const booking = (id: string, itineraryId: string, title: string, location: string) => ({
  id,
  version: 1,
  itineraryId,
  type: 'hotel',
  title,
  details: JSON.stringify({ location }),
  cost: 180000,
  currency: 'USD',
  status: 'confirmed',
  bookingReference: null,
  supplierInfo: null,
  startDate: '2026-06-01',
  endDate: null,
  createdAt: '2026-05-03T10:00:00Z',
  updatedAt: '2026-05-03T10:00:00Z',
});
/** A quote made from the Soufriere itinerary: one service per booking. */
const quote = {
  id: QUOTE_ID,
  version: 2,
  clientId: CLIENT_ID,
  agentId: null,
  title: 'Quote for Soufriere escape',
  description: null,
  services: [
    { name: 'Sugar Beach resort', price: 180000, quantity: 1 },
    { name: 'Flight to UVF', price: 65000, quantity: 1 },
  ],
  currency: 'USD',
  validUntil: '2026-05-20',
  status: 'draft',
  terms: 'Deposit due on booking.',
  notes: null,
  createdAt: '2026-05-04T10:00:00Z',
  updatedAt: '2026-05-04T10:00:00Z',
};

function renderTab() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <QuotesTab />
    </QueryClientProvider>,
  );
}

describe('QuotesTab, from the quote to the proposal', () => {
  it('starts a proposal from a quote with the quote and its itinerary already included', async () => {
    const toasts = spyToasts();
    db = await freshOfficeDb({
      clients: [client],
      // The newer trip of the same client has nothing in common with the quote.
      itineraries: [
        trip(TRIP, 'Soufriere escape', '2026-05-02T10:00:00Z'),
        trip(OTHER_TRIP, 'Orlando weekend', '2026-05-05T10:00:00Z'),
      ],
      bookings: [
        booking('b1b1b1b1-0000-4000-8000-000000000001', TRIP, 'Sugar Beach resort', 'Soufriere'),
        booking('b2b2b2b2-0000-4000-8000-000000000002', TRIP, 'Flight to UVF', 'Hewanorra'),
        booking('b3b3b3b3-0000-4000-8000-000000000003', OTHER_TRIP, 'Park tickets', 'Orlando'),
      ],
      agent_quotes: [quote],
    });
    renderTab();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Start proposal from Quote for Soufriere escape' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Create proposal' }));
    expect((dialog.getByLabelText('Title') as HTMLInputElement).value).toBe('Proposal for Soufriere escape');
    expect(await dialog.findByText('Cleo Baptiste')).toBeTruthy();
    fireEvent.click(dialog.getByRole('tab', { name: 'Inclusions' }));
    const includedQuote = (await dialog.findByLabelText(
      'Quote for Soufriere escape ($2,646.00)',
    )) as HTMLInputElement;
    expect(includedQuote.checked).toBe(true);
    const includedTrip = (await dialog.findByLabelText(
      'Soufriere escape (June 1, 2026)',
    )) as HTMLInputElement;
    expect(includedTrip.checked).toBe(true);
    expect(
      ((await dialog.findByLabelText('Orlando weekend (June 1, 2026)')) as HTMLInputElement).checked,
    ).toBe(false);

    await clickWhenReady(() => dialog.getByRole('button', { name: 'Create proposal' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Proposal created successfully!'));
    const [entry] = await queued(db);
    expect(entry).toMatchObject({
      entity: 'proposals',
      op: 'upsert',
      baseVersion: null,
      changes: {
        title: 'Proposal for Soufriere escape',
        clientId: CLIENT_ID,
        status: 'draft',
        includedQuotes: [QUOTE_ID],
        includedItineraries: [TRIP],
        startDate: '2026-06-01',
        endDate: '2026-06-08',
        destinations: ['Soufriere', 'Hewanorra'],
        inclusions: ['Sugar Beach resort', 'Flight to UVF'],
        terms: 'Deposit due on booking.',
        // The quote's total, taxes included.
        totalValue: 264600,
        currency: 'USD',
      },
    });
  });

  it('marks the dialog tab that holds an error, and clears the mark once it is fixed', async () => {
    spyToasts();
    db = await freshOfficeDb({ clients: [client] });
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'New quote' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create quote' }));
    fireEvent.change(dialog.getByLabelText('Title'), { target: { value: 'Pitons week' } });
    fireEvent.mouseDown(dialog.getByLabelText('Client'));
    fireEvent.click(await screen.findByTitle('Cleo Baptiste'));
    fireEvent.change(dialog.getByLabelText('Valid until'), { target: { value: '2026-12-31' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Create quote' }));

    // The service row has no name: the dialog opens that tab, and its name says why.
    const services = await dialog.findByRole('tab', { name: /Services.*needs attention/ });
    expect(services.getAttribute('aria-selected')).toBe('true');
    expect(await dialog.findByText('Service name required')).toBeTruthy();
    expect(dialog.getByRole('tab', { name: 'Basic Info' })).toBeTruthy();
    expect(dialog.getByRole('tab', { name: 'Terms' })).toBeTruthy();

    // Read from another tab, the mark still says where the error is.
    fireEvent.click(dialog.getByRole('tab', { name: 'Basic Info' }));
    expect(dialog.getByRole('tab', { name: /Services.*needs attention/ })).toBeTruthy();
    fireEvent.change(dialog.getByLabelText('Title'), { target: { value: '' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Create quote' }));
    expect(await dialog.findByRole('tab', { name: /Basic Info.*needs attention/ })).toBeTruthy();

    fireEvent.change(dialog.getByLabelText('Title'), { target: { value: 'Pitons week' } });
    await waitFor(() => expect(dialog.getByRole('tab', { name: 'Basic Info' })).toBeTruthy());
    fireEvent.click(dialog.getByRole('tab', { name: /Services.*needs attention/ }));
    fireEvent.change(dialog.getByLabelText('Name'), { target: { value: 'Ladera suite' } });
    await waitFor(() => expect(dialog.getByRole('tab', { name: 'Services' })).toBeTruthy());
    expect(await queued(db)).toEqual([]);
  });
});
