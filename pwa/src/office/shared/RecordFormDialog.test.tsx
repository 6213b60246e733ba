/**
 * Every add/edit dialog opens on the record clicked, every time: a form kept between openings
 * once showed the record opened before and saved its values over the one clicked. And an edit
 * sends only what the person changed, over the values they saw.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { setOfficeDatabase, type LocalRecord, type OfficeDatabase } from '@pwa/offline/db';
import { spyToasts } from '@pwa/account/testing';
import { ClientsTab } from '../clients/ClientsTab';
import { freshOfficeDb, goOffline, queued } from '../clients/testDatabase';
import { ItinerariesTab } from '../itineraries/ItinerariesTab';

const realFetch = globalThis.fetch;
let db: OfficeDatabase;
beforeEach(() => {
  goOffline();
});
afterEach(() => {
  globalThis.fetch = realFetch;
  db?.close();
  setOfficeDatabase(null);
  vi.restoreAllMocks();
});

const stamp = { createdAt: '2026-05-01T10:00:00Z', updatedAt: '2026-05-01T10:00:00Z' };
const robert: LocalRecord = {
  ...stamp,
  id: '11111111-1111-4111-8111-111111111111',
  version: 3,
  userId: null,
  firstName: 'Robert',
  lastName: 'Chen',
  email: 'robert.chen@example.com',
  phone: '+1 407 555 0111',
  address: null,
  notes: 'Aisle seats',
};
const ulla: LocalRecord = {
  ...stamp,
  id: '22222222-2222-4222-8222-222222222222',
  version: 5,
  userId: null,
  firstName: 'Ulla',
  lastName: 'Svensson',
  email: 'ulla@example.com',
  phone: '+46 70 555 0199',
  address: 'Storgatan 1',
  notes: null,
};
const itinerary = (id: string, title: string, totalCost: number): LocalRecord => ({
  ...stamp,
  id,
  version: 2,
  clientId: robert.id,
  title,
  description: null,
  startDate: '2026-06-01',
  endDate: '2026-06-08',
  totalCost,
  currency: 'USD',
  status: 'draft',
  agentNotes: null,
});
const familyFun = itinerary('33333333-3333-4333-8333-333333333333', 'Central Florida Family Fun', 500000);
const uxTrip = itinerary('44444444-4444-4444-8444-444444444444', 'UX Test Trip', 120000);
const booking = (id: string, title: string, type: string): LocalRecord => ({
  ...stamp,
  id,
  version: 1,
  itineraryId: familyFun.id,
  type,
  title,
  details: null,
  cost: 90000,
  currency: 'USD',
  status: 'pending',
  bookingReference: null,
  supplierInfo: null,
  startDate: '2026-06-02',
  endDate: '2026-06-03',
});
const flight = booking('55555555-5555-4555-8555-555555555555', 'Flight to MCO', 'flight');
const hotel = booking('66666666-6666-4666-8666-666666666666', 'Resort stay', 'hotel');

const value = (dialog: ReturnType<typeof within>, label: string) =>
  (dialog.getByLabelText(label) as HTMLInputElement).value;

async function openDialog(button: string, title: string) {
  fireEvent.click(await screen.findByRole('button', { name: button }));
  return within(await screen.findByRole('dialog', { name: title }));
}

// jsdom runs no transitions, so a closed dialog stays in the page, hidden: the next opening
// of the same dialog is then the case where a kept form showed the previous record.
function cancel(dialog: ReturnType<typeof within>) {
  fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
}

describe('edit dialogs open on the record clicked', () => {
  it('Edit on one client, Cancel, Edit on another: the second opens with its own values and keeps them', async () => {
    const toasts = spyToasts();
    db = await freshOfficeDb({ clients: [robert, ulla] });
    render(<ClientsTab />);
    const first = await openDialog('Edit Robert Chen', 'Edit Client');
    expect(value(first, 'First name')).toBe('Robert');
    cancel(first);

    const second = await openDialog('Edit Ulla Svensson', 'Edit Client');
    expect(value(second, 'First name')).toBe('Ulla');
    expect(value(second, 'Email')).toBe('ulla@example.com');
    expect(value(second, 'Address')).toBe('Storgatan 1');
    fireEvent.change(second.getByLabelText('Notes'), { target: { value: 'Travels with her sister' } });
    fireEvent.click(second.getByRole('button', { name: 'Save Client' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Client updated successfully!'));

    expect(await db.clients.get(ulla.id)).toMatchObject({
      firstName: 'Ulla',
      lastName: 'Svensson',
      email: 'ulla@example.com',
      notes: 'Travels with her sister',
    });
    expect(await db.clients.get(robert.id)).toEqual(robert);
    expect(await queued(db)).toEqual([
      {
        entity: 'clients',
        op: 'upsert',
        recordId: ulla.id,
        baseVersion: 5,
        base: { notes: null },
        changes: { notes: 'Travels with her sister' },
      },
    ]);
  });

  it('Add, then Edit: the edit dialog shows the client, not the blank add form', async () => {
    const toasts = spyToasts();
    db = await freshOfficeDb({ clients: [robert] });
    render(<ClientsTab />);
    const add = await openDialog('Add Client', 'Add Client');
    fireEvent.change(add.getByLabelText('First name'), { target: { value: 'Ines' } });
    fireEvent.change(add.getByLabelText('Last name'), { target: { value: 'Alcindor' } });
    fireEvent.change(add.getByLabelText('Email'), { target: { value: 'ines@example.com' } });
    fireEvent.click(add.getByRole('button', { name: 'Add Client' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Client created successfully!'));

    const edit = await openDialog('Edit Robert Chen', 'Edit Client');
    expect(value(edit, 'First name')).toBe('Robert');
    expect(value(edit, 'Phone')).toBe('+1 407 555 0111');
    cancel(edit);

    const again = await openDialog('Add Client', 'Add Client');
    expect(value(again, 'First name')).toBe('');
    cancel(again);
    const newcomer = await openDialog('Edit Ines Alcindor', 'Edit Client');
    expect(value(newcomer, 'Email')).toBe('ines@example.com');
  });

  it('Edit on one itinerary, Cancel, Edit on another: Save changes only the one clicked', async () => {
    const toasts = spyToasts();
    db = await freshOfficeDb({ clients: [robert], itineraries: [familyFun, uxTrip] });
    render(<ItinerariesTab />);
    const first = await openDialog('Edit Central Florida Family Fun', 'Edit Itinerary');
    expect(value(first, 'Title')).toBe('Central Florida Family Fun');
    cancel(first);

    const second = await openDialog('Edit UX Test Trip', 'Edit Itinerary');
    expect(value(second, 'Title')).toBe('UX Test Trip');
    expect(value(second, 'Estimated total ($)')).toBe('1200.00');
    fireEvent.change(second.getByLabelText('Description'), { target: { value: 'Usability walk' } });
    fireEvent.click(second.getByRole('button', { name: 'Save Itinerary' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Itinerary updated successfully!'));

    expect(await db.itineraries.get(uxTrip.id)).toMatchObject({
      title: 'UX Test Trip',
      totalCost: 120000,
      description: 'Usability walk',
    });
    expect(await db.itineraries.get(familyFun.id)).toEqual(familyFun);
    expect((await queued(db)).map((entry) => [entry.recordId, entry.changes])).toEqual([
      [uxTrip.id, { description: 'Usability walk' }],
    ]);
  });

  it('Edit on one booking, Cancel, Edit on another, and Add after an Edit opens blank', async () => {
    const toasts = spyToasts();
    db = await freshOfficeDb({ clients: [robert], itineraries: [familyFun], bookings: [flight, hotel] });
    render(<ItinerariesTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Central Florida Family Fun' }));
    const first = await openDialog('Edit booking Flight to MCO', 'Edit Booking');
    expect(value(first, 'Title')).toBe('Flight to MCO');
    cancel(first);

    const second = await openDialog('Edit booking Resort stay', 'Edit Booking');
    expect(value(second, 'Title')).toBe('Resort stay');
    fireEvent.change(second.getByLabelText('Reference'), { target: { value: 'RS-2231' } });
    fireEvent.click(second.getByRole('button', { name: 'Save Booking' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Booking updated successfully!'));

    expect(await db.bookings.get(hotel.id)).toMatchObject({
      title: 'Resort stay',
      bookingReference: 'RS-2231',
    });
    expect(await db.bookings.get(flight.id)).toEqual(flight);

    const add = await openDialog('Add Booking', 'Add Booking');
    expect(value(add, 'Title')).toBe('');
    expect(value(add, 'Reference')).toBe('');
  });

  it('shows statuses and booking types as words', async () => {
    db = await freshOfficeDb({ clients: [robert], itineraries: [familyFun], bookings: [hotel] });
    render(<ItinerariesTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Central Florida Family Fun' }));
    const dialog = await openDialog('Edit booking Resort stay', 'Edit Booking');
    expect(dialog.getByTitle('Hotel')).toBeTruthy();
    expect(dialog.getByTitle('Pending')).toBeTruthy();
  });
});

describe('an edit sends only what the person changed', () => {
  it('keeps a phone another device changed while the dialog was open, and sends the notes over what was seen', async () => {
    const toasts = spyToasts();
    db = await freshOfficeDb({ clients: [robert] });
    render(<ClientsTab />);
    const dialog = await openDialog('Edit Robert Chen', 'Edit Client');
    expect(value(dialog, 'Phone')).toBe('+1 407 555 0111');

    // A pull lands while the dialog still shows the old phone.
    await db.clients.put({ ...robert, version: 4, phone: '+1 407 555 0222' });
    expect(await screen.findByText('+1 407 555 0222')).toBeTruthy();

    fireEvent.change(dialog.getByLabelText('Notes'), { target: { value: 'Aisle seats, vegetarian' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save Client' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Client updated successfully!'));

    expect(await db.clients.get(robert.id)).toMatchObject({
      phone: '+1 407 555 0222',
      notes: 'Aisle seats, vegetarian',
    });
    expect(await queued(db)).toEqual([
      {
        entity: 'clients',
        op: 'upsert',
        recordId: robert.id,
        baseVersion: 3,
        base: { notes: 'Aisle seats' },
        changes: { notes: 'Aisle seats, vegetarian' },
      },
    ]);
  });

  it('sends a field changed on both sides over the value seen, so the server can call it a conflict', async () => {
    const toasts = spyToasts();
    db = await freshOfficeDb({ clients: [robert] });
    render(<ClientsTab />);
    const dialog = await openDialog('Edit Robert Chen', 'Edit Client');
    await db.clients.put({ ...robert, version: 4, phone: '+1 407 555 0222' });
    fireEvent.change(dialog.getByLabelText('Phone'), { target: { value: '+1 407 555 0333' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save Client' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Client updated successfully!'));
    expect(await queued(db)).toEqual([
      {
        entity: 'clients',
        op: 'upsert',
        recordId: robert.id,
        baseVersion: 3,
        base: { phone: '+1 407 555 0111' },
        changes: { phone: '+1 407 555 0333' },
      },
    ]);
  });
});
