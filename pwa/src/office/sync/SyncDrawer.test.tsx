import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { spyToasts } from '@pwa/account/testing';
import {
  openOfficeDatabase,
  setOfficeDatabase,
  type ConflictEntry,
  type OfficeDatabase,
  type OutboxEntry,
} from '@pwa/offline/db';
import { saveRecord } from '@pwa/offline/outbox';
import { pushOutbox } from '@pwa/offline/syncCycle';
import { refusingChains, scriptedTransport } from '@pwa/offline/testing';
import { SyncDrawer } from './SyncDrawer';

let db: OfficeDatabase;

beforeEach(async () => {
  db = openOfficeDatabase('test-' + crypto.randomUUID());
  setOfficeDatabase(db);
  await db.meta.put({ key: 'cursor', value: 1 });
  await db.meta.put({ key: 'nextSeq', value: 10 });
});

afterEach(() => {
  setOfficeDatabase(null);
  vi.restoreAllMocks();
});

const ITINERARY_ID = '0b6c3f9e-3d4f-4a57-9f55-4d1c2f7a8e01';
const CLIENT_ID = '7c1f4b2a-5e6d-4c3b-8a9f-1e2d3c4b5a60';
const now = '2026-03-01T10:00:00.000Z';

const itinerary = {
  id: ITINERARY_ID,
  version: 5,
  clientId: CLIENT_ID,
  title: 'Honeymoon in Soufriere',
  description: null,
  startDate: '2026-06-01',
  endDate: '2026-06-08',
  totalCost: 250000,
  currency: 'USD',
  status: 'draft',
  agentNotes: null,
  createdAt: now,
  updatedAt: now,
};

function conflict(overrides: Partial<ConflictEntry>): ConflictEntry {
  return {
    id: 'm-1',
    entity: 'itineraries',
    recordId: ITINERARY_ID,
    label: 'Honeymoon in Soufriere',
    kind: 'fields',
    conflicts: [],
    changes: {},
    version: 5,
    createdAt: now,
    ...overrides,
  };
}

function renderDrawer(section: 'conflicts' | 'refused') {
  return render(<SyncDrawer section={section} onClose={() => {}} />);
}

async function card(name: string) {
  const heading = await screen.findByRole('heading', { level: 3, name });
  return within(heading.closest('article') as HTMLElement);
}

describe('Conflicts', () => {
  it('shows base, mine and theirs per field; Keep mine queues my value, Keep theirs shows theirs', async () => {
    spyToasts();
    await db.itineraries.put(itinerary);
    await db.conflicts.put(
      conflict({
        conflicts: [
          { field: 'totalCost', base: 200000, mine: 300000, theirs: 250000 },
          { field: 'agentNotes', base: null, mine: 'Ocean view', theirs: 'Garden view' },
        ],
        changes: { totalCost: 300000, agentNotes: 'Ocean view' },
      }),
    );
    renderDrawer('conflicts');

    const honeymoon = await card('Honeymoon in Soufriere');
    expect(honeymoon.getByText('Itinerary')).toBeTruthy();
    const costRow = within(honeymoon.getByRole('rowheader', { name: 'Total cost' }).closest('tr')!);
    expect(
      costRow
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(0, 3),
    ).toEqual(['$2,000.00', '$3,000.00', '$2,500.00']);
    const notesRow = within(honeymoon.getByRole('rowheader', { name: 'Agent notes' }).closest('tr')!);
    expect(notesRow.getAllByRole('cell')[0].textContent).toBe('(empty)');

    fireEvent.click(honeymoon.getByRole('button', { name: 'Keep mine: Total cost' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    const [queued] = await db.outbox.toArray();
    expect(queued).toMatchObject({
      entity: 'itineraries',
      op: 'upsert',
      recordId: ITINERARY_ID,
      baseVersion: 5,
      base: { totalCost: 250000 },
      changes: { totalCost: 300000 },
      state: 'pending',
    });
    expect((await db.itineraries.get(ITINERARY_ID))?.totalCost).toBe(300000);
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Total cost' })).toBeNull());
    expect((await db.conflicts.get('m-1'))?.conflicts.map((item) => item.field)).toEqual(['agentNotes']);

    fireEvent.click(screen.getByRole('button', { name: 'Keep theirs: Agent notes' }));
    expect(await screen.findByText('No conflicts.')).toBeTruthy();
    expect(await db.conflicts.count()).toBe(0);
    expect(await db.outbox.count()).toBe(1);
    expect((await db.itineraries.get(ITINERARY_ID))?.agentNotes).toBe('Garden view');
  });

  it('restores a record deleted elsewhere under its own id, with what went with it, when I keep mine', async () => {
    spyToasts();
    // Only the itinerary was deleted: its client is still here.
    await db.clients.put(client);
    await db.itineraries.put(itinerary);
    await db.conflicts.put(
      conflict({
        kind: 'deleted',
        changes: { title: 'Honeymoon, extended' },
        base: { title: 'Honeymoon in Soufriere' },
      }),
    );
    renderDrawer('conflicts');

    const honeymoon = await card('Honeymoon in Soufriere');
    expect(
      honeymoon.getByText(
        /Keep mine restores it with your changes, and with everything deleted along with it/,
      ),
    ).toBeTruthy();
    fireEvent.click(honeymoon.getByRole('button', { name: 'Keep mine' }));
    await waitFor(async () => expect(await db.conflicts.count()).toBe(0));
    const [queued] = await db.outbox.toArray();
    expect(queued).toMatchObject({
      op: 'restore',
      recordId: ITINERARY_ID,
      changes: { title: 'Honeymoon, extended' },
      base: { title: 'Honeymoon in Soufriere' },
    });
    expect((await db.itineraries.get(ITINERARY_ID))?.title).toBe('Honeymoon, extended');
  });

  it('accepts a deletion made elsewhere when I keep theirs', async () => {
    await db.itineraries.put(itinerary);
    await db.conflicts.put(conflict({ kind: 'deleted', changes: { title: 'Honeymoon, extended' } }));
    renderDrawer('conflicts');

    fireEvent.click((await card('Honeymoon in Soufriere')).getByRole('button', { name: 'Keep theirs' }));
    await waitFor(async () => expect(await db.conflicts.count()).toBe(0));
    expect(await db.outbox.count()).toBe(0);
    expect(await db.itineraries.get(ITINERARY_ID)).toBeUndefined();
  });

  it('deletes anyway a record changed since my deletion, or keeps it', async () => {
    await db.itineraries.put(itinerary);
    await db.conflicts.put(conflict({ kind: 'changedSinceDelete' }));
    const view = renderDrawer('conflicts');

    fireEvent.click((await card('Honeymoon in Soufriere')).getByRole('button', { name: 'Delete anyway' }));
    await waitFor(async () => expect(await db.conflicts.count()).toBe(0));
    const [queued] = await db.outbox.toArray();
    expect(queued).toMatchObject({ op: 'delete', recordId: ITINERARY_ID, baseVersion: 5 });
    expect(await db.itineraries.get(ITINERARY_ID)).toBeUndefined();
    view.unmount();

    await db.conflicts.put(conflict({ id: 'm-2', kind: 'changedSinceDelete', recordId: CLIENT_ID }));
    renderDrawer('conflicts');
    fireEvent.click((await card('Honeymoon in Soufriere')).getByRole('button', { name: 'Keep it' }));
    await waitFor(async () => expect(await db.conflicts.count()).toBe(0));
    expect(await db.outbox.count()).toBe(1);
  });
});

const client = {
  id: CLIENT_ID,
  version: 2,
  firstName: 'Marie',
  lastName: 'Auguste',
  email: 'marie@example',
  phone: null,
  address: null,
  notes: 'Prefers window seats',
  createdAt: now,
  updatedAt: now,
};

function refused(overrides: Partial<OutboxEntry> = {}): OutboxEntry {
  return {
    seq: 3,
    id: 'm-3',
    entity: 'clients',
    op: 'upsert',
    recordId: CLIENT_ID,
    baseVersion: 2,
    base: { email: 'marie@example.com', notes: null },
    changes: { email: 'marie@example', notes: 'Prefers window seats' },
    createdAt: now,
    state: 'rejected',
    message: 'Please check the highlighted fields.',
    fields: { email: 'Please enter a valid email address' },
    ...overrides,
  };
}

describe('Refused changes', () => {
  beforeEach(async () => {
    await db.clients.put(client);
    await db.shadows.put({
      entity: 'clients',
      recordId: CLIENT_ID,
      record: { ...client, email: 'marie@example.com', notes: null },
    });
  });

  it("lists the server's messages and retries with the corrected values", async () => {
    const toasts = spyToasts();
    await db.outbox.put(refused());
    renderDrawer('refused');

    const marie = await card('Marie Auguste');
    expect(marie.getByText('Client')).toBeTruthy();
    expect(marie.getByText('Please check the highlighted fields.')).toBeTruthy();
    const email = marie.getByLabelText('Email') as HTMLInputElement;
    expect(email.value).toBe('marie@example');
    expect(marie.getByText('Please enter a valid email address').id).toBe(
      email.getAttribute('aria-describedby'),
    );

    fireEvent.change(email, { target: { value: 'marie@example.org' } });
    fireEvent.click(marie.getByRole('button', { name: 'Retry' }));

    await waitFor(async () => expect(await db.outbox.get(3)).toBeUndefined());
    const entries = await db.outbox.toArray();
    expect(entries).toHaveLength(1);
    // Both refused fields go again: the server never took the notes either.
    expect(entries[0]).toMatchObject({
      state: 'pending',
      op: 'upsert',
      recordId: CLIENT_ID,
      baseVersion: 2,
      base: { email: 'marie@example.com', notes: null },
      changes: { email: 'marie@example.org', notes: 'Prefers window seats' },
    });
    expect((await db.clients.get(CLIENT_ID))?.email).toBe('marie@example.org');
    expect(await screen.findByText('No refused changes.')).toBeTruthy();
    expect(toasts.success).toHaveBeenCalledWith('Change queued again', 'It will be sent with the next sync.');
  });

  it("discards the refused change and shows the server's copy again", async () => {
    spyToasts();
    await db.outbox.put(refused());
    renderDrawer('refused');

    fireEvent.click((await card('Marie Auguste')).getByRole('button', { name: 'Discard' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Discard change' }));

    await waitFor(async () => expect(await db.outbox.count()).toBe(0));
    expect(await db.clients.get(CLIENT_ID)).toMatchObject({ email: 'marie@example.com', notes: null });
    expect(await db.shadows.count()).toBe(0);
  });

  it('lists the changes waiting behind a refused new client; Discard takes them and what was made under it', async () => {
    spyToasts();
    const newId = crypto.randomUUID();
    const tripId = crypto.randomUUID();
    await db.clients.put({ ...client, id: newId, version: 0, firstName: 'Odile' });
    await db.itineraries.put({ ...itinerary, id: tripId, version: 0, clientId: newId, title: 'Pitons week' });
    await db.shadows.bulkPut([
      { entity: 'clients', recordId: newId, record: null },
      { entity: 'itineraries', recordId: tripId, record: null },
    ]);
    await db.outbox.bulkPut([
      refused({
        recordId: newId,
        baseVersion: null,
        base: {},
        changes: { firstName: 'Odile', lastName: 'Auguste', email: 'odile@' },
        wireSeq: 1,
      }),
      {
        seq: 4,
        id: 'm-4',
        entity: 'itineraries',
        op: 'upsert',
        recordId: tripId,
        baseVersion: null,
        base: {},
        changes: { clientId: newId, title: 'Pitons week' },
        createdAt: now,
        state: 'pending',
      },
      {
        seq: 5,
        id: 'm-5',
        entity: 'clients',
        op: 'upsert',
        recordId: newId,
        baseVersion: null,
        base: { notes: 'Prefers window seats' },
        changes: { notes: 'Aisle' },
        createdAt: now,
        state: 'pending',
      },
    ]);
    renderDrawer('refused');

    const odile = await card('Odile Auguste');
    const waiting = odile.getByRole('list', { name: /2 changes wait behind this one/ });
    expect(
      within(waiting)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['ItineraryPitons week', 'ClientOdile Auguste']);

    fireEvent.click(odile.getByRole('button', { name: 'Discard' }));
    expect(
      await screen.findByText(
        'This new record is removed from this device, with the 2 changes waiting behind it.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Discard change' }));

    await waitFor(async () => expect(await db.outbox.count()).toBe(0));
    expect(await db.clients.get(newId)).toBeUndefined();
    expect(await db.itineraries.get(tripId)).toBeUndefined();
    expect(await db.clients.get(CLIENT_ID)).toBeTruthy();
    expect(await screen.findByText('No refused changes.')).toBeTruthy();
  });

  it('shows a new client refused in the same push as what was made under it once, with them waiting behind it; retried, all of it goes', async () => {
    const toasts = spyToasts();
    const odile = await saveRecord(
      'clients',
      null,
      { firstName: 'Odile', lastName: 'Auguste', email: 'odile@' },
      db,
    );
    await saveRecord('itineraries', null, { clientId: odile.record.id, title: 'Pitons week' }, db);
    await saveRecord('clients', odile.record.id, { notes: 'Aisle' }, db);
    const server = scriptedTransport({
      results: refusingChains((m) =>
        m.changes.email === 'odile@'
          ? {
              id: m.id,
              status: 'rejected',
              message: 'Please check the highlighted fields.',
              fields: { email: 'Please enter a valid email address' },
            }
          : { id: m.id, status: 'applied', version: 20 + m.seq },
      ),
    });
    await pushOutbox(db, server.transport);
    expect(server.pushes).toHaveLength(1);
    renderDrawer('refused');

    expect(await screen.findByRole('heading', { name: 'Refused changes (1)' })).toBeTruthy();
    const refusedClient = await card('Odile Auguste');
    const waiting = refusedClient.getByRole('list', { name: /2 changes wait behind this one/ });
    expect(
      within(waiting)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['ItineraryPitons week', 'ClientOdile Auguste']);

    fireEvent.change(refusedClient.getByLabelText('Email'), { target: { value: 'odile@example.com' } });
    fireEvent.click(refusedClient.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No refused changes.')).toBeTruthy();
    expect(toasts.success).toHaveBeenCalledWith('Change queued again', 'It will be sent with the next sync.');

    await pushOutbox(db, server.transport);
    expect(server.pushes[1].mutations.map((m) => m.entity)).toEqual(['clients', 'itineraries', 'clients']);
    expect(await db.outbox.count()).toBe(0);
  });

  it('discarding a refused new record removes it from the device', async () => {
    spyToasts();
    const newId = crypto.randomUUID();
    await db.clients.put({ ...client, id: newId, version: 0, firstName: 'Jean' });
    await db.shadows.put({ entity: 'clients', recordId: newId, record: null });
    await db.outbox.put(
      refused({
        recordId: newId,
        baseVersion: null,
        base: {},
        changes: { firstName: 'Jean', lastName: 'Auguste', email: 'marie@example' },
      }),
    );
    renderDrawer('refused');

    fireEvent.click((await card('Jean Auguste')).getByRole('button', { name: 'Discard' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Discard change' }));

    await waitFor(async () => expect(await db.outbox.count()).toBe(0));
    expect(await db.clients.get(newId)).toBeUndefined();
    expect(await db.clients.get(CLIENT_ID)).toBeTruthy();
  });
});

describe('a record whose client was deleted on another device', () => {
  const otherClient = { ...client, id: crypto.randomUUID(), firstName: 'Ana', lastName: 'Joseph' };
  const deletedClient = { entity: 'clients' as const, recordId: CLIENT_ID, record: client };

  /** The names an antd select offers once opened. */
  async function offered(label: string): Promise<string[]> {
    const before = document.querySelectorAll('.ant-select-dropdown').length;
    fireEvent.mouseDown(screen.getByLabelText(label));
    await waitFor(() => expect(document.querySelectorAll('.ant-select-dropdown').length).toBe(before + 1));
    const popup = [...document.querySelectorAll('.ant-select-dropdown')].at(-1)!;
    return [...popup.querySelectorAll('.ant-select-item-option')].map(
      (option) => option.getAttribute('title') ?? '',
    );
  }

  beforeEach(async () => {
    await db.clients.put(otherClient);
  });

  it('offers, for an itinerary deleted with its client, to restore the client or to choose another by name', async () => {
    spyToasts();
    await db.conflicts.put(
      conflict({
        kind: 'deleted',
        record: itinerary,
        changes: { title: 'Honeymoon, extended' },
        parents: [deletedClient],
      }),
    );
    renderDrawer('conflicts');

    const honeymoon = await card('Honeymoon in Soufriere');
    expect(
      await honeymoon.findByText(/and so was its client Marie Auguste\. Keep theirs accepts the deletion/),
    ).toBeTruthy();
    expect(honeymoon.queryByRole('button', { name: 'Keep mine' })).toBeNull();
    expect(honeymoon.getByRole('button', { name: 'Keep mine under the chosen client' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(await offered('Another client')).toEqual(['Ana Joseph']);

    fireEvent.click(honeymoon.getByRole('button', { name: 'Keep mine and restore the client' }));
    await waitFor(async () => expect(await db.conflicts.count()).toBe(0));
    const [restored, recreated] = await db.outbox.orderBy('seq').toArray();
    expect(restored).toMatchObject({ entity: 'clients', op: 'restore', recordId: CLIENT_ID });
    expect(recreated).toMatchObject({
      entity: 'itineraries',
      op: 'restore',
      recordId: ITINERARY_ID,
      changes: { title: 'Honeymoon, extended' },
    });
    expect((await db.clients.get(CLIENT_ID))?.notes).toBe('Prefers window seats');
  });

  it('re-creates the itinerary under the client chosen instead', async () => {
    spyToasts();
    await db.conflicts.put(
      conflict({
        kind: 'deleted',
        record: itinerary,
        changes: { title: 'Honeymoon, extended' },
        parents: [deletedClient],
      }),
    );
    renderDrawer('conflicts');

    const honeymoon = await card('Honeymoon in Soufriere');
    await offered('Another client');
    fireEvent.click(await screen.findByTitle('Ana Joseph'));
    fireEvent.click(honeymoon.getByRole('button', { name: 'Keep mine under the chosen client' }));

    await waitFor(async () => expect(await db.conflicts.count()).toBe(0));
    const entries = await db.outbox.toArray();
    expect(entries.map((entry) => [entry.entity, entry.changes.clientId])).toEqual([
      ['itineraries', otherClient.id],
    ]);
  });

  /** A new itinerary the server refused: its client was deleted elsewhere and left the device. */
  async function refusedItinerary() {
    const tripId = crypto.randomUUID();
    await db.itineraries.put({ ...itinerary, id: tripId, version: 0, title: 'Pitons week' });
    await db.shadows.put({ entity: 'itineraries', recordId: tripId, record: null });
    await db.outbox.put(
      refused({
        entity: 'itineraries',
        recordId: tripId,
        baseVersion: null,
        base: {},
        changes: {
          clientId: CLIENT_ID,
          title: 'Pitons week',
          startDate: '2026-06-01',
          endDate: '2026-06-08',
        },
        message: 'Client not found',
        fields: undefined,
        parents: [deletedClient],
      }),
    );
    renderDrawer('refused');
    return tripId;
  }

  it('names the deleted client of a refused itinerary, and restores it before retrying', async () => {
    spyToasts();
    const tripId = await refusedItinerary();

    const pitons = await card('Pitons week');
    expect(pitons.getByText('Client not found')).toBeTruthy();
    expect(pitons.queryByLabelText('Client id')).toBeNull();
    expect(pitons.getByText('Marie Auguste (deleted)')).toBeTruthy();
    expect(
      pitons.getByText(
        "This client was deleted on another device. Restore it from this device's copy, or choose another client.",
      ),
    ).toBeTruthy();

    fireEvent.click(pitons.getByRole('button', { name: 'Restore the client and retry' }));
    await waitFor(async () => expect(await db.outbox.where('state').equals('rejected').count()).toBe(0));
    const [restored, retried] = await db.outbox.orderBy('seq').toArray();
    expect(restored).toMatchObject({ entity: 'clients', op: 'restore', recordId: CLIENT_ID });
    expect(retried).toMatchObject({
      entity: 'itineraries',
      recordId: tripId,
      state: 'pending',
      changes: { clientId: CLIENT_ID, title: 'Pitons week' },
    });
  });

  it('retries a refused itinerary under another client chosen by name', async () => {
    spyToasts();
    const tripId = await refusedItinerary();

    const pitons = await card('Pitons week');
    expect(await offered('Client')).toEqual(['Marie Auguste (deleted)', 'Ana Joseph']);
    fireEvent.click(await screen.findByTitle('Ana Joseph'));
    await waitFor(() =>
      expect(pitons.queryByRole('button', { name: 'Restore the client and retry' })).toBeNull(),
    );
    fireEvent.click(pitons.getByRole('button', { name: 'Retry' }));

    await waitFor(async () => expect(await db.outbox.where('state').equals('rejected').count()).toBe(0));
    const entries = await db.outbox.toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ recordId: tripId, changes: { clientId: otherClient.id } });
    expect((await db.itineraries.get(tripId))?.clientId).toBe(otherClient.id);
  });
});
