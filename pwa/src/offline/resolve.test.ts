import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { syncMessages, type SyncChange } from '@contract/sync';
import { ApiError } from '@pwa/lib/api';
import type { OfficeDatabase } from './db';
import { deleteRecord, saveRecord } from './outbox';
import { pullChanges, pushOutbox } from './syncCycle';
import { dropDatabase, freshDatabase, refusingChains, scriptedTransport } from './testing';
import {
  deleteAnyway,
  discardRefused,
  keepMine,
  keepTheirs,
  recreateDeleted,
  recreateWithParents,
  restoreParentsAndRetry,
  retryRefused,
  waitingBehind,
} from './resolve';

let db: OfficeDatabase;
beforeEach(async () => {
  db = await freshDatabase();
});
afterEach(() => dropDatabase(db));

const queued = async () => db.outbox.orderBy('seq').toArray();

describe('a conflict found while another edit of the record waits', () => {
  /** The notes met another device's value; the phone edit queued after it is not answered yet. */
  async function conflictWithAnotherEditWaiting() {
    await db.clients.put({ id: 'c-1', version: 3, firstName: 'Marie', notes: 'Base', phone: null });
    await saveRecord('clients', 'c-1', { notes: 'Mine' }, db);
    await saveRecord('clients', 'c-1', { phone: '+1 758 555 0101' }, db);
    const { transport } = scriptedTransport({
      results: (input) => [
        {
          id: input.mutations[0].id,
          status: 'conflict',
          version: 8,
          conflicts: [{ field: 'notes', base: 'Base', mine: 'Mine', theirs: 'Theirs' }],
        },
      ],
    });
    await pushOutbox(db, transport);
    const [conflict] = await db.conflicts.toArray();
    return conflict;
  }

  it('Keep mine queues my value over theirs, at the version the conflict was found at', async () => {
    const conflict = await conflictWithAnotherEditWaiting();
    await keepMine(conflict, 'notes', db);

    const entries = await queued();
    expect(entries.at(-1)).toMatchObject({
      op: 'upsert',
      recordId: 'c-1',
      changes: { notes: 'Mine' },
      base: { notes: 'Theirs' },
      baseVersion: 8,
      state: 'pending',
    });
    expect((await db.clients.get('c-1'))?.notes).toBe('Mine');
    expect(await db.conflicts.count()).toBe(0);
  });

  it('Keep theirs shows their value on the device', async () => {
    const conflict = await conflictWithAnotherEditWaiting();
    await db.clients.update('c-1', { notes: 'Mine' });
    await keepTheirs(conflict, 'notes', db);

    expect(await db.clients.get('c-1')).toMatchObject({ notes: 'Theirs', phone: '+1 758 555 0101' });
    expect((await queued()).map((entry) => entry.changes)).toEqual([{ phone: '+1 758 555 0101' }]);
  });

  it('Keep theirs leaves a field a later edit changes again', async () => {
    const conflict = await conflictWithAnotherEditWaiting();
    await saveRecord('clients', 'c-1', { notes: 'Mine, later' }, db);
    await keepTheirs(conflict, 'notes', db);

    expect((await db.clients.get('c-1'))?.notes).toBe('Mine, later');
  });
});

describe('Delete anyway', () => {
  it('deletes over the version the conflict was found at', async () => {
    await db.clients.put({ id: 'c-1', version: 3, firstName: 'Marie' });
    await deleteRecord('clients', 'c-1', db);
    const { transport } = scriptedTransport({
      results: (input) => [
        { id: input.mutations[0].id, status: 'conflict', deleted: false, version: 7, message: 'Changed' },
      ],
    });
    await pushOutbox(db, transport);
    const [conflict] = await db.conflicts.toArray();
    expect(conflict.kind).toBe('changedSinceDelete');

    await deleteAnyway(conflict, db);
    const [entry] = await queued();
    expect(entry).toMatchObject({ op: 'delete', recordId: 'c-1', baseVersion: 7 });
    expect(await db.clients.get('c-1')).toBeUndefined();
  });
});

describe('a refused creation', () => {
  const refuseBadEmail = refusingChains((m) =>
    m.entity === 'clients' && m.changes.email === 'odile@'
      ? {
          id: m.id,
          status: 'rejected',
          message: 'Please check the highlighted fields.',
          fields: { email: 'Please enter a valid email address' },
        }
      : { id: m.id, status: 'applied', version: 50 + m.seq },
  );

  /** Made offline: a client with a bad e-mail, a trip under it, a booking of that trip, an edit. */
  async function offlineWork() {
    const client = await saveRecord(
      'clients',
      null,
      { firstName: 'Odile', lastName: 'Offline', email: 'odile@' },
      db,
    );
    const trip = await saveRecord(
      'itineraries',
      null,
      { clientId: client.record.id, title: 'Pitons week' },
      db,
    );
    const hotel = await saveRecord('bookings', null, { itineraryId: trip.record.id, title: 'Hotel' }, db);
    await saveRecord('clients', client.record.id, { notes: 'Window seat' }, db);
    const other = await saveRecord(
      'clients',
      null,
      { firstName: 'Ana', lastName: 'Other', email: 'a@x.co' },
      db,
    );
    return { client: client.record.id, trip: trip.record.id, hotel: hotel.record.id, other: other.record.id };
  }

  it('goes with what depends on it in one push; refused, holds those back behind it and sends the rest', async () => {
    const ids = await offlineWork();
    const { transport, pushes } = scriptedTransport({ results: refuseBadEmail });
    await pushOutbox(db, transport);

    expect(pushes.flatMap((push) => push.mutations.map((m) => [m.seq, m.recordId]))).toEqual([
      [1, ids.client],
      [2, ids.trip],
      [3, ids.hotel],
      [4, ids.client],
      [5, ids.other],
    ]);
    const entries = await queued();
    expect(entries.map((entry) => [entry.entity, entry.state])).toEqual([
      ['clients', 'rejected'],
      ['itineraries', 'pending'],
      ['bookings', 'pending'],
      ['clients', 'pending'],
    ]);
    // Held back, not refusals of their own: no message, and no number the server still waits for.
    for (const held of entries.slice(1)) {
      expect(held.message).toBeUndefined();
      expect(held.wireSeq).toBeUndefined();
    }
    const waiting = await waitingBehind(db);
    expect(waiting.get(entries[0].id)?.map((entry) => entry.seq)).toEqual(entries.slice(1).map((e) => e.seq));

    // Nothing of the chain goes on later syncs either.
    await saveRecord('clients', ids.client, { phone: '+1 758 555 0101' }, db);
    await saveRecord('bookings', ids.hotel, { bookingReference: 'H-1' }, db);
    await pushOutbox(db, transport);
    expect(pushes).toHaveLength(1);
    expect((await waitingBehind(db)).get(entries[0].id)).toHaveLength(5);
  });

  it('holds back the chain the server refuses for a missing record after a push cut off behind the creation', async () => {
    const ids = await offlineWork();
    const { transport, pushes } = scriptedTransport({
      results: (input, call) => {
        if (call === 0) {
          const [creation] = refuseBadEmail(input, call);
          throw new ApiError(
            503,
            JSON.stringify({
              success: false,
              error: 'unavailable',
              message: 'Try later',
              results: [creation],
            }),
          );
        }
        // Alone, the chain reaches records the server never made.
        return input.mutations.map((m) =>
          m.recordId === ids.other
            ? { id: m.id, status: 'applied', version: 60 }
            : { id: m.id, status: 'rejected', message: 'Not found' },
        );
      },
    });
    await expect(pushOutbox(db, transport)).rejects.toMatchObject({ kind: 'retryLater' });
    await pushOutbox(db, transport);

    expect(pushes.map((push) => push.mutations.map((m) => m.seq))).toEqual([
      [1, 2, 3, 4, 5],
      [2, 3, 4, 5],
    ]);
    const entries = await queued();
    expect(entries.map((entry) => [entry.entity, entry.state])).toEqual([
      ['clients', 'rejected'],
      ['itineraries', 'pending'],
      ['bookings', 'pending'],
      ['clients', 'pending'],
    ]);
    expect((await waitingBehind(db)).get(entries[0].id)).toHaveLength(3);

    await retryRefused(entries[0], { email: 'odile@example.com' }, db);
    await pushOutbox(db, scriptedTransport({}).transport);
    expect(await db.outbox.count()).toBe(0);
  });

  it('holds back a change behind the record the server names, as it holds those made under it', async () => {
    const ids = await offlineWork();
    await db.clients.put({ id: 'c-ana', version: 4, firstName: 'Ana', notes: null });
    await saveRecord('clients', 'c-ana', { notes: 'Travels with Odile' }, db);
    const { transport, pushes } = scriptedTransport({
      results: (input, call) =>
        refuseBadEmail(input, call).map((result, index) =>
          call === 0 && input.mutations[index].recordId === 'c-ana'
            ? {
                id: result.id,
                status: 'rejected',
                message: syncMessages.parentRefused,
                parent: { entity: 'clients', recordId: ids.client },
              }
            : result,
        ),
    });
    await pushOutbox(db, transport);

    const entries = await queued();
    const ana = entries.find((entry) => entry.recordId === 'c-ana')!;
    expect(ana).toMatchObject({ state: 'pending', heldBehind: { entity: 'clients', recordId: ids.client } });
    expect((await waitingBehind(db)).get(entries[0].id)).toContainEqual(ana);
    await pushOutbox(db, transport);
    expect(pushes).toHaveLength(1);

    await retryRefused(entries[0], { email: 'odile@example.com' }, db);
    await pushOutbox(db, transport);
    expect(pushes[1].mutations.map((m) => m.recordId)).toEqual([
      ids.client,
      ids.trip,
      ids.hotel,
      ids.client,
      'c-ana',
    ]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('discarded, takes what waited behind it and what was made under it off the device', async () => {
    const ids = await offlineWork();
    await pushOutbox(db, scriptedTransport({ results: refuseBadEmail }).transport);
    const [refused] = await queued();

    await discardRefused(refused, db);
    expect(await queued()).toEqual([]);
    expect((await db.clients.toArray()).map((client) => client.id)).toEqual([ids.other]);
    expect(await db.itineraries.count()).toBe(0);
    expect(await db.bookings.count()).toBe(0);
    expect(await db.shadows.count()).toBe(0);
  });

  it('corrected and retried, goes again first and its chain follows in order', async () => {
    const ids = await offlineWork();
    const { transport, pushes } = scriptedTransport({ results: refuseBadEmail });
    await pushOutbox(db, transport);
    const [refused] = await queued();

    await retryRefused(refused, { email: 'odile@example.com' }, db);
    expect((await queued()).map((entry) => [entry.entity, entry.state])).toEqual([
      ['clients', 'pending'],
      ['itineraries', 'pending'],
      ['bookings', 'pending'],
      ['clients', 'pending'],
    ]);
    expect((await db.clients.get(ids.client))?.email).toBe('odile@example.com');

    await pushOutbox(db, transport);
    const resent = pushes.slice(1).map((push) => push.mutations.map((m) => [m.seq, m.entity, m.recordId]));
    expect(resent).toEqual([
      [
        [6, 'clients', ids.client],
        [7, 'itineraries', ids.trip],
        [8, 'bookings', ids.hotel],
        [9, 'clients', ids.client],
      ],
    ]);
    expect(pushes[1].mutations[0]).toMatchObject({
      baseVersion: null,
      changes: { firstName: 'Odile', lastName: 'Offline', email: 'odile@example.com' },
    });
    // The client's own later edit goes with its creation, over no version yet: the server
    // applies it over the version the creation produced in the same push.
    expect(pushes[1].mutations[3]).toMatchObject({ changes: { notes: 'Window seat' }, baseVersion: null });
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('a record whose client was deleted on another device', () => {
  const marie = {
    id: 'c-marie',
    version: 2,
    firstName: 'Marie',
    lastName: 'Auguste',
    email: 'marie@example.com',
    phone: null,
    address: null,
    notes: 'Window seat',
  };
  const ana = { id: 'c-ana', version: 4, firstName: 'Ana', lastName: 'Joseph', email: 'ana@example.com' };
  const honeymoon = {
    id: 'i-honeymoon',
    version: 3,
    clientId: marie.id,
    title: 'Honeymoon in Soufriere',
    startDate: '2026-06-01',
    endDate: '2026-06-08',
    currency: 'USD',
    status: 'draft',
  };
  const tombstone = (entity: SyncChange['entity'], recordId: string, version: number): SyncChange => ({
    entity,
    recordId,
    version,
    deleted: true,
    record: null,
  });
  /** The next pull brings the client's deletion (and its itinerary's): both leave the device. */
  const pullDeletion = () =>
    pullChanges(
      db,
      scriptedTransport({
        pages: [
          {
            changes: [tombstone('itineraries', honeymoon.id, 9), tombstone('clients', marie.id, 10)],
            cursor: '10',
            hasMore: false,
          },
        ],
      }).transport,
    );

  beforeEach(async () => {
    await db.clients.bulkPut([marie, ana]);
    await db.itineraries.put(honeymoon);
  });

  /** This device edited the itinerary while another deleted its client (and the itinerary with it). */
  async function editMetDeletion() {
    await saveRecord('itineraries', honeymoon.id, { title: 'Honeymoon, extended' }, db);
    await pushOutbox(
      db,
      scriptedTransport({
        results: (input) => [
          { id: input.mutations[0].id, status: 'conflict', deleted: true, version: 9, message: 'Deleted' },
        ],
      }).transport,
    );
    await pullDeletion();
    const [conflict] = await db.conflicts.toArray();
    return conflict;
  }

  it('keeps the client as the device last knew it with the conflict', async () => {
    const conflict = await editMetDeletion();
    expect(await db.clients.get(marie.id)).toBeUndefined();
    expect(conflict.parents).toEqual([{ entity: 'clients', recordId: marie.id, record: marie }]);
  });

  it('Keep mine restoring the client queues the restoration of the client, then of the itinerary, under their own ids', async () => {
    const conflict = await editMetDeletion();
    await recreateWithParents(conflict, db);

    const [client, trip] = await queued();
    // Restored, not made again: the server brings back what went with them (the bookings).
    expect(client).toMatchObject({ entity: 'clients', op: 'restore', recordId: marie.id, changes: {} });
    expect(trip).toMatchObject({
      entity: 'itineraries',
      op: 'restore',
      recordId: honeymoon.id,
      baseVersion: 9,
      changes: { title: 'Honeymoon, extended' },
      base: { title: honeymoon.title },
    });
    expect(await db.clients.get(marie.id)).toMatchObject({ firstName: 'Marie', lastName: 'Auguste' });
    expect(await db.itineraries.get(honeymoon.id)).toMatchObject({
      clientId: marie.id,
      title: 'Honeymoon, extended',
    });
    expect(await db.conflicts.count()).toBe(0);

    const { transport, pushes } = scriptedTransport({});
    await pushOutbox(db, transport);
    expect(pushes.map((push) => push.mutations.map((m) => [m.entity, m.op]))).toEqual([
      [
        ['clients', 'restore'],
        ['itineraries', 'restore'],
      ],
    ]);
    // Applied: the device keeps both under their ids, waiting for nothing.
    expect(await db.outbox.count()).toBe(0);
    expect(await db.itineraries.get(honeymoon.id)).toMatchObject({ title: 'Honeymoon, extended' });
  });

  it('Keep mine under another client queues the itinerary under the chosen one', async () => {
    const conflict = await editMetDeletion();
    await recreateDeleted(conflict, db, { clientId: ana.id });

    const entries = await queued();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      entity: 'itineraries',
      changes: { clientId: ana.id, title: 'Honeymoon, extended' },
    });
    expect(await db.clients.count()).toBe(1);
  });

  /** This device made an itinerary (and a booking of it) under the client while another deleted it. */
  async function creationRefused() {
    const trip = await saveRecord('itineraries', null, { clientId: marie.id, title: 'Pitons week' }, db);
    const hotel = await saveRecord('bookings', null, { itineraryId: trip.record.id, title: 'Hotel' }, db);
    await pushOutbox(
      db,
      scriptedTransport({
        results: (input) =>
          input.mutations.map((m) => ({ id: m.id, status: 'rejected', message: 'Client not found' })),
      }).transport,
    );
    await pullDeletion();
    const [refused] = await queued();
    return { refused, trip: trip.record.id, hotel: hotel.record.id };
  }

  it('refused, keeps the client as the device last knew it with the refusal', async () => {
    const { refused } = await creationRefused();
    expect(refused).toMatchObject({ state: 'rejected', message: 'Client not found' });
    expect(refused.parents).toEqual([{ entity: 'clients', recordId: marie.id, record: marie }]);
  });

  it('refused, restores the client and retries the itinerary under it, with the booking that waited', async () => {
    const { refused, trip, hotel } = await creationRefused();
    await restoreParentsAndRetry(refused, {}, db);

    const entries = await queued();
    expect(entries.map((entry) => [entry.entity, entry.state])).toEqual([
      ['clients', 'pending'],
      ['itineraries', 'pending'],
      ['bookings', 'pending'],
    ]);
    expect(entries[0]).toMatchObject({ op: 'restore', recordId: marie.id });
    expect(entries[1]).toMatchObject({
      recordId: trip,
      changes: { clientId: marie.id, title: 'Pitons week' },
    });
    expect(entries[2]).toMatchObject({ recordId: hotel, changes: { itineraryId: trip } });
    expect(await db.clients.get(marie.id)).toMatchObject({ firstName: 'Marie' });
  });

  it('refused, retried under another client changes only its client', async () => {
    const { refused, trip } = await creationRefused();
    await retryRefused(refused, { clientId: ana.id }, db);

    const entries = await queued();
    expect(entries.map((entry) => entry.entity)).toEqual(['itineraries', 'bookings']);
    expect(entries[0]).toMatchObject({ recordId: trip, changes: { clientId: ana.id, title: 'Pitons week' } });
    expect((await db.itineraries.get(trip))?.clientId).toBe(ana.id);
    expect(await db.clients.count()).toBe(1);
  });

  it('without a copy of the client, asks for another one and changes nothing', async () => {
    const { refused } = await creationRefused();
    await db.outbox.update(refused.seq, { parents: [] });
    const stored = await queued();

    await expect(restoreParentsAndRetry(refused, {}, db)).rejects.toThrow(
      'No copy of its client is left on this device: choose another client.',
    );
    expect(await queued()).toEqual(stored);
  });
});
