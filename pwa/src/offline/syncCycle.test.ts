import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  syncMessages,
  type SyncPullResponse,
  type SyncPushInput,
  type SyncPushResponse,
  type SyncResult,
} from '@contract/sync';
import { Dexie } from 'dexie';
import { ApiError } from '@pwa/lib/api';
import { openOfficeDatabase, type OfficeDatabase } from './db';
import { deleteRecord, saveRecord } from './outbox';
import { PUSH_BATCH, PUSH_BYTES, pullChanges, pushOutbox, runSyncCycle } from './syncCycle';
import { SyncEngine, useSyncStatus } from './syncEngine';
import type { SyncTransport } from './transport';

let db: OfficeDatabase;
beforeEach(async () => {
  db = openOfficeDatabase(`office-test-${crypto.randomUUID()}`);
  await db.open();
});
afterEach(async () => {
  db.close();
  await db.delete();
});

/** A transport whose answers the test writes, remembering what the device sent. */
function scriptedTransport(options: {
  results?: (input: SyncPushInput) => SyncResult[];
  pages?: SyncPullResponse[];
}) {
  const pushes: SyncPushInput[] = [];
  const pulls: string[] = [];
  const pages = [...(options.pages ?? [])];
  const transport: SyncTransport = {
    async push(input): Promise<SyncPushResponse> {
      pushes.push(structuredClone(input));
      const results =
        options.results?.(input) ??
        input.mutations.map((m) => ({ id: m.id, status: 'applied' as const, version: 1 }));
      return { results, lastSeq: input.mutations.at(-1)?.seq ?? 0 };
    },
    async pull(cursor): Promise<SyncPullResponse> {
      pulls.push(cursor);
      return pages.shift() ?? { changes: [], cursor, hasMore: false };
    },
  };
  return { transport, pushes, pulls };
}

const serverClient = (id: string, version: number, fields: Record<string, unknown> = {}) => ({
  entity: 'clients' as const,
  recordId: id,
  version,
  deleted: false,
  record: { id, firstName: 'Marie', lastName: 'Auguste', email: 'marie@example.com', notes: null, ...fields },
});

describe('writing on the device', () => {
  it('queues a new record and then only the fields an edit changes, with what they were before', async () => {
    const { record } = await saveRecord(
      'clients',
      null,
      { firstName: 'Marie', lastName: 'Auguste', email: 'm@x.co' },
      db,
    );
    await saveRecord('clients', record.id, { firstName: 'Marie', lastName: 'Joseph', email: 'm@x.co' }, db);

    const outbox = await db.outbox.orderBy('seq').toArray();
    expect(outbox.map((entry) => entry.seq)).toEqual([1, 2]);
    expect(outbox[0]).toMatchObject({
      op: 'upsert',
      recordId: record.id,
      baseVersion: null,
      state: 'pending',
    });
    expect(outbox[1]).toMatchObject({ changes: { lastName: 'Joseph' }, base: { lastName: 'Auguste' } });
    expect(await db.clients.get(record.id)).toMatchObject({ lastName: 'Joseph', version: 0 });
  });

  it('queues nothing when a save changes nothing', async () => {
    const { record } = await saveRecord('clients', null, { firstName: 'Ana' }, db);
    const again = await saveRecord('clients', record.id, { firstName: 'Ana' }, db);
    expect(again.queued).toBe(false);
    expect(await db.outbox.count()).toBe(1);
  });

  it('removes an itinerary with its bookings on the device and queues one deletion', async () => {
    await db.itineraries.put({ id: 'it-1', version: 4, clientId: 'c-1', title: 'Pitons week' });
    await db.bookings.bulkPut([
      { id: 'b-1', version: 5, itineraryId: 'it-1', title: 'Hotel' },
      { id: 'b-2', version: 6, itineraryId: 'other', title: 'Ferry' },
    ]);
    await deleteRecord('itineraries', 'it-1', db);

    expect(await db.itineraries.get('it-1')).toBeUndefined();
    expect((await db.bookings.toArray()).map((booking) => booking.id)).toEqual(['b-2']);
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ op: 'delete', recordId: 'it-1', baseVersion: 4 });
  });
});

describe('pushing the outbox', () => {
  it('sends every pending mutation in order with one device id and clears what the server applied; a record made under a new one goes in the same push, after it', async () => {
    const first = await saveRecord('clients', null, { firstName: 'A', lastName: 'B', email: 'a@b.co' }, db);
    await saveRecord('itineraries', null, { clientId: first.record.id, title: 'Trip' }, db);
    const { transport, pushes } = scriptedTransport({});

    expect(await pushOutbox(db, transport)).toBe(2);
    await saveRecord('clients', first.record.id, { notes: 'Window seat' }, db);
    await pushOutbox(db, transport);

    expect(pushes.map((push) => push.mutations.map((m) => m.seq))).toEqual([[1, 2], [3]]);
    expect(new Set(pushes.map((push) => push.deviceId)).size).toBe(1);
    expect(pushes[0].mutations[1]).toMatchObject({ entity: 'itineraries', changes: { title: 'Trip' } });
    expect(await db.outbox.count()).toBe(0);
  });

  it('sends new clients with the itineraries, bookings and edits made under them in full batches, in queue order', async () => {
    for (let i = 0; i < 60; i++) {
      const client = await saveRecord(
        'clients',
        null,
        { firstName: 'A', lastName: `B${i}`, email: `a${i}@b.co` },
        db,
      );
      let booking = '';
      for (const title of ['Pitons week', 'Orlando parks']) {
        const trip = await saveRecord('itineraries', null, { clientId: client.record.id, title }, db);
        for (let b = 0; b < 3; b++) {
          booking = (
            await saveRecord('bookings', null, { itineraryId: trip.record.id, title: `Stay ${b}` }, db)
          ).record.id;
        }
      }
      await saveRecord('bookings', booking, { bookingReference: `REF-${i}` }, db);
    }
    const queue = await db.outbox.orderBy('seq').toArray();
    const { transport, pushes } = scriptedTransport({});

    expect(await pushOutbox(db, transport)).toBe(600);
    expect(pushes.map((push) => push.mutations.length)).toEqual([PUSH_BATCH, 600 - PUSH_BATCH]);
    expect(pushes.flatMap((push) => push.mutations.map((m) => [m.seq, m.id]))).toEqual(
      queue.map((entry, index) => [index + 1, entry.id]),
    );
    expect(await db.outbox.count()).toBe(0);
  });

  it('sends a new record again alone when its answer was lost, and what was made under it meanwhile after the answer', async () => {
    const client = await saveRecord('clients', null, { firstName: 'A', lastName: 'B', email: 'a@b.co' }, db);
    const { transport, pushes } = scriptedTransport({});
    const answer = transport.push;
    transport.push = async (input) => {
      const response = await answer(input);
      // The server applied the first push, but its answer never reached the device.
      if (pushes.length === 1) throw new TypeError('Failed to fetch');
      return response;
    };
    await expect(pushOutbox(db, transport)).rejects.toMatchObject({ kind: 'offline' });
    await saveRecord('itineraries', null, { clientId: client.record.id, title: 'Trip' }, db);
    await pushOutbox(db, transport);

    expect(pushes.map((push) => push.mutations.map((m) => [m.seq, m.entity]))).toEqual([
      [[1, 'clients']],
      [[1, 'clients']],
      [[2, 'itineraries']],
    ]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('pushes a long outbox of new clients and their itineraries in full batches', async () => {
    const clients = [];
    for (let i = 0; i < 550; i++) {
      clients.push(
        await saveRecord('clients', null, { firstName: 'A', lastName: `B${i}`, email: `a${i}@b.co` }, db),
      );
    }
    for (const client of clients.slice(0, 100)) {
      await saveRecord('itineraries', null, { clientId: client.record.id, title: 'Trip' }, db);
    }
    const { transport, pushes } = scriptedTransport({});
    expect(await pushOutbox(db, transport)).toBe(650);
    // The itineraries lean on clients answered in the first batch, so they ride along with the last ones.
    expect(pushes.map((push) => push.mutations.length)).toEqual([PUSH_BATCH, 650 - PUSH_BATCH]);
    expect(pushes.flatMap((push) => push.mutations.map((m) => m.seq))).toEqual(
      Array.from({ length: 650 }, (_, index) => index + 1),
    );
    expect(await db.outbox.count()).toBe(0);
  });

  it('splits large changes over several pushes that each stay inside the body limit', async () => {
    const notes = 'n'.repeat(200_000);
    for (const name of ['A', 'B', 'C']) {
      await saveRecord('clients', null, { firstName: name, lastName: 'B', email: `${name}@b.co`, notes }, db);
    }
    const { transport, pushes } = scriptedTransport({});
    expect(await pushOutbox(db, transport)).toBe(3);
    expect(pushes.map((push) => push.mutations.map((m) => m.seq))).toEqual([[1, 2], [3]]);
    for (const push of pushes) expect(JSON.stringify(push).length).toBeLessThan(PUSH_BYTES + 1024);
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps a refused mutation with its message and goes on with the next one', async () => {
    await saveRecord('clients', null, { firstName: '', email: 'bad' }, db);
    await saveRecord('clients', null, { firstName: 'Ok', lastName: 'Fine', email: 'ok@x.co' }, db);
    const { transport } = scriptedTransport({
      results: (input) => [
        {
          id: input.mutations[0].id,
          status: 'rejected',
          message: 'First name is required',
          fields: { firstName: 'First name is required' },
        },
        { id: input.mutations[1].id, status: 'applied', version: 9 },
      ],
    });
    await pushOutbox(db, transport);

    const left = await db.outbox.toArray();
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ seq: 1, state: 'rejected', message: 'First name is required' });
  });

  it('shows a change as refused when the record the server says it waits for is no refused one of this device', async () => {
    await db.clients.put({ id: 'c-1', version: 3, firstName: 'Marie', notes: null });
    await saveRecord('clients', 'c-1', { notes: 'VIP' }, db);
    const { transport, pushes } = scriptedTransport({
      results: (input) =>
        input.mutations.map((m) => ({
          id: m.id,
          status: 'rejected',
          message: syncMessages.parentRefused,
          parent: { entity: 'clients', recordId: crypto.randomUUID() },
        })),
    });
    await pushOutbox(db, transport);

    expect(pushes).toHaveLength(1);
    expect(await db.outbox.toArray()).toMatchObject([
      { state: 'rejected', message: syncMessages.parentRefused },
    ]);
  });

  it("records a conflict field by field and shows the server's value until the agent chooses", async () => {
    await db.clients.put({ id: 'c-1', version: 3, firstName: 'Marie', lastName: 'Auguste' });
    await saveRecord('clients', 'c-1', { lastName: 'Joseph' }, db);
    const { transport } = scriptedTransport({
      results: (input) => [
        {
          id: input.mutations[0].id,
          status: 'conflict',
          version: 4,
          conflicts: [{ field: 'lastName', base: 'Auguste', mine: 'Joseph', theirs: 'Pierre' }],
        },
      ],
    });
    await pushOutbox(db, transport);

    const [conflict] = await db.conflicts.toArray();
    expect(conflict).toMatchObject({
      entity: 'clients',
      recordId: 'c-1',
      kind: 'fields',
      label: 'Marie Joseph',
      conflicts: [{ field: 'lastName', mine: 'Joseph', theirs: 'Pierre' }],
    });
    // The copy the device knew stays with the conflict, whatever the next pull does to the record.
    expect(conflict.record).toMatchObject({ id: 'c-1', firstName: 'Marie', version: 3 });
    expect(await db.clients.get('c-1')).toMatchObject({ lastName: 'Pierre', version: 3 });
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('pulling changes', () => {
  it('stores records page by page, removes tombstones and keeps the cursor', async () => {
    await db.clients.put({ id: 'gone', version: 1, firstName: 'Old' });
    const { transport, pulls } = scriptedTransport({
      pages: [
        { changes: [serverClient('c-1', 2)], cursor: '2', hasMore: true },
        {
          changes: [{ entity: 'clients', recordId: 'gone', version: 3, deleted: true, record: null }],
          cursor: '3',
          hasMore: false,
        },
      ],
    });
    expect(await pullChanges(db, transport)).toBe(2);

    expect(pulls).toEqual(['0', '2']);
    expect(await db.clients.get('c-1')).toMatchObject({ firstName: 'Marie', version: 2 });
    expect(await db.clients.get('gone')).toBeUndefined();
    expect((await db.meta.get('cursor'))?.value).toBe('3');
  });

  it('keeps unsent edits on screen and the server copy underneath', async () => {
    await db.clients.put({ id: 'c-1', version: 1, firstName: 'Marie', notes: null });
    await saveRecord('clients', 'c-1', { notes: 'Vegetarian' }, db);
    const { transport } = scriptedTransport({
      pages: [{ changes: [serverClient('c-1', 5, { firstName: 'Maria' })], cursor: '5', hasMore: false }],
    });
    await pullChanges(db, transport);

    expect(await db.clients.get('c-1')).toMatchObject({ notes: 'Vegetarian', firstName: 'Marie' });
    expect((await db.shadows.get(['clients', 'c-1']))?.record).toMatchObject({
      firstName: 'Maria',
      version: 5,
    });
    expect((await db.outbox.toArray())[0].baseVersion).toBe(1);
  });

  it('keeps the newest server copy under records with unsent edits, and a deletion as no copy', async () => {
    await db.clients.bulkPut([
      { id: 'c-1', version: 5, firstName: 'Marie', notes: null },
      { id: 'c-2', version: 2, firstName: 'Ana', notes: null },
      { id: 'c-3', version: 1, firstName: 'Clean', notes: null },
    ]);
    await saveRecord('clients', 'c-1', { notes: 'Vegetarian' }, db);
    await saveRecord('clients', 'c-2', { notes: 'Aisle' }, db);
    const { transport } = scriptedTransport({
      pages: [
        {
          changes: [
            serverClient('c-1', 4, { firstName: 'Older' }),
            { entity: 'clients', recordId: 'c-2', version: 6, deleted: true, record: null },
            serverClient('c-3', 7, { firstName: 'Newer' }),
          ],
          cursor: '7',
          hasMore: false,
        },
      ],
    });
    await pullChanges(db, transport);

    expect((await db.shadows.get(['clients', 'c-1']))?.record).toMatchObject({
      firstName: 'Marie',
      version: 5,
    });
    expect((await db.shadows.get(['clients', 'c-2']))?.record).toBeNull();
    expect(await db.clients.get('c-2')).toMatchObject({ notes: 'Aisle' });
    expect(await db.clients.get('c-3')).toMatchObject({ firstName: 'Newer', version: 7 });
  });

  it('starts over on reset but keeps records with unsent edits', async () => {
    await db.clients.bulkPut([
      { id: 'clean', version: 1, firstName: 'Clean' },
      { id: 'dirty', version: 1, firstName: 'Dirty' },
    ]);
    await db.meta.put({ key: 'cursor', value: 7 });
    await saveRecord('clients', 'dirty', { firstName: 'Dirtier' }, db);
    const { transport, pulls } = scriptedTransport({
      pages: [
        { changes: [], cursor: '0', hasMore: true, reset: true },
        { changes: [serverClient('new', 8)], cursor: '8', hasMore: false },
      ],
    });
    await pullChanges(db, transport);

    expect(pulls).toEqual(['7', '0']);
    expect((await db.clients.toArray()).map((client) => client.id).sort()).toEqual(['dirty', 'new']);
  });
});

describe('the sync engine', () => {
  afterEach(() => {
    useSyncStatus.setState({ phase: 'idle', message: null, nextRetryAt: null, online: true });
  });

  it('pauses on 401 without touching the outbox and syncs again after sign-in', async () => {
    await saveRecord('clients', null, { firstName: 'Kept' }, db);
    let signedIn = false;
    const { transport, pushes } = scriptedTransport({});
    const guarded: SyncTransport = {
      push: (input) =>
        signedIn ? transport.push(input) : Promise.reject(new ApiError(401, '{"message":"Please sign in"}')),
      pull: (cursor, limit) => transport.pull(cursor, limit),
    };
    const engine = new SyncEngine({ db, transport: guarded });
    await engine.syncNow();
    expect(useSyncStatus.getState().phase).toBe('signedOut');
    expect(await db.outbox.count()).toBe(1);

    await engine.syncNow();
    expect(pushes).toHaveLength(0);

    signedIn = true;
    engine.resume();
    await vi.waitFor(() => expect(pushes).toHaveLength(1));
    await vi.waitFor(() => expect(useSyncStatus.getState().phase).toBe('idle'));
    expect(await db.outbox.count()).toBe(0);
    engine.stop();
  });

  it('reports offline and schedules a retry when the network is down', async () => {
    await saveRecord('clients', null, { firstName: 'Waiting' }, db);
    const offline: SyncTransport = {
      push: () => Promise.reject(new TypeError('Failed to fetch')),
      pull: () => Promise.reject(new TypeError('Failed to fetch')),
    };
    const engine = new SyncEngine({ db, transport: offline });
    await engine.syncNow();
    const status = useSyncStatus.getState();
    expect(status.phase).toBe('offline');
    expect(status.nextRetryAt).toBeGreaterThan(Date.now());
    expect(await db.outbox.count()).toBe(1);
    engine.stop();
  });

  it('writes nothing more once stopped: a page that comes after the agent signed out leaves the deleted data deleted', async () => {
    let secondAsked!: () => void;
    const asked = new Promise<void>((resolve) => (secondAsked = resolve));
    let answer!: (page: SyncPullResponse) => void;
    const transport: SyncTransport = {
      push: () => Promise.reject(new Error('the outbox is empty')),
      pull: (cursor) => {
        if (cursor === '0') {
          return Promise.resolve({ changes: [serverClient('c-1', 1)], cursor: '1', hasMore: true });
        }
        secondAsked();
        return new Promise((resolve) => (answer = resolve));
      },
    };
    const engine = new SyncEngine({ db, transport });
    const syncing = engine.syncNow();
    await asked;
    await vi.waitFor(async () => expect(await db.clients.get('c-1')).toBeTruthy());

    // Signing out unmounts the office (its engine stops, its database closes) and deletes the data.
    engine.stop();
    db.close({ disableAutoOpen: false });
    await Dexie.delete(db.name);
    answer({ changes: [serverClient('c-2', 2)], cursor: '2', hasMore: false });
    await syncing;

    expect(await Dexie.exists(db.name)).toBe(false);
    expect(useSyncStatus.getState().message).toBeNull();
  });

  it('runs one full cycle: push, then pull, then the time of the last sync', async () => {
    await saveRecord('clients', null, { firstName: 'New' }, db);
    const { transport } = scriptedTransport({
      pages: [{ changes: [serverClient('c-9', 1)], cursor: '1', hasMore: false }],
    });
    expect(await runSyncCycle(db, transport)).toEqual({ pushed: 1, pulled: 1 });
    expect(typeof (await db.meta.get('lastSyncedAt'))?.value).toBe('string');
  });

  it('dates the sync from when the cycle began, so nothing made during it counts as synced', async () => {
    const { transport } = scriptedTransport({});
    const slowPull = transport.pull;
    let pullStartedAt = '';
    transport.pull = async (cursor, limit) => {
      // Time passes on the wire: the pull answers a little after the cycle began.
      await new Promise((resolve) => setTimeout(resolve, 20));
      pullStartedAt = new Date().toISOString();
      return slowPull(cursor, limit);
    };
    const before = new Date().toISOString();
    await runSyncCycle(db, transport);
    const syncedAt = String((await db.meta.get('lastSyncedAt'))?.value);
    expect(syncedAt >= before).toBe(true);
    expect(syncedAt < pullStartedAt).toBe(true);
  });
});
