import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SyncResult } from '@contract/sync';
import { ApiError } from '@pwa/lib/api';
import type { OfficeDatabase } from './db';
import { deleteRecord, saveRecord } from './outbox';
import { pullChanges, pushOutbox, RESET_CURSOR } from './syncCycle';
import { dropDatabase, freshDatabase, scriptedTransport, serverClient } from './testing';

let db: OfficeDatabase;
beforeEach(async () => {
  db = await freshDatabase();
});
afterEach(() => dropDatabase(db));

const clientIds = async () => (await db.clients.toArray()).map((client) => client.id).sort();
const metaValue = async (key: string) => (await db.meta.get(key))?.value;

describe('a pull that arrives while edits wait to be sent', () => {
  it.each([
    ['duplicate', undefined, 5],
    ['applied', undefined, 5],
    ['applied', 6, 6],
  ] as const)(
    "shows the other device's fields once the push comes back %s (version %s)",
    async (status, version, shownVersion) => {
      await db.clients.put({ id: 'c-1', version: 1, firstName: 'Marie', lastName: 'Auguste', notes: null });
      await saveRecord('clients', 'c-1', { notes: 'Vegetarian' }, db);
      const { transport } = scriptedTransport({
        pages: [{ changes: [serverClient('c-1', 5, { firstName: 'Maria' })], cursor: '5', hasMore: false }],
        results: (input) => [{ id: input.mutations[0].id, status, ...(version ? { version } : {}) }],
      });
      await pullChanges(db, transport);
      await pushOutbox(db, transport);

      expect(await db.clients.get('c-1')).toMatchObject({
        firstName: 'Maria',
        notes: 'Vegetarian',
        version: shownVersion,
      });
      expect(await db.shadows.count()).toBe(0);
    },
  );

  it('keeps every applied edit on the copy pulled between them', async () => {
    await db.clients.put({ id: 'c-1', version: 1, firstName: 'Marie', phone: null, notes: null });
    await saveRecord('clients', 'c-1', { notes: 'Vegetarian' }, db);
    await saveRecord('clients', 'c-1', { phone: '+1 758 555 0101' }, db);
    const { transport } = scriptedTransport({
      pages: [{ changes: [serverClient('c-1', 5, { firstName: 'Maria' })], cursor: '5', hasMore: false }],
      results: (input) =>
        input.mutations.map((m, index) => ({ id: m.id, status: 'applied', version: 6 + index })),
    });
    await pullChanges(db, transport);
    await pushOutbox(db, transport);

    expect(await db.clients.get('c-1')).toMatchObject({
      firstName: 'Maria',
      notes: 'Vegetarian',
      phone: '+1 758 555 0101',
      version: 7,
    });
  });
});

const unavailable = (body: Record<string, unknown>) =>
  new ApiError(503, JSON.stringify({ success: false, error: 'unavailable', message: 'Try later', ...body }));

describe('answers that come with a failure', () => {
  beforeEach(async () => {
    await db.clients.bulkPut([
      { id: 'c-1', version: 1, notes: null },
      { id: 'c-2', version: 1, notes: null },
    ]);
    await saveRecord('clients', 'c-1', { notes: 'One' }, db);
    await saveRecord('clients', 'c-2', { notes: 'Two' }, db);
  });

  it('applies what a 503 says was applied before backing off, and a replayed answer of the retry once', async () => {
    let first = '';
    const { transport, pushes } = scriptedTransport({
      results: (input, call): SyncResult[] => {
        if (call === 0) {
          first = input.mutations[0].id;
          throw unavailable({ results: [{ id: first, status: 'applied', version: 7 }], lastSeq: 1 });
        }
        // The server answers the change it already applied again, as it first did or otherwise.
        return [
          { id: first, status: 'applied', version: 7 },
          { id: first, status: 'conflict', version: 7, conflicts: [] },
          ...input.mutations.map((m) => ({ id: m.id, status: 'applied' as const, version: 8 })),
        ];
      },
    });

    await expect(pushOutbox(db, transport)).rejects.toMatchObject({ kind: 'retryLater' });
    expect((await db.outbox.toArray()).map((entry) => entry.recordId)).toEqual(['c-2']);
    expect(await db.clients.get('c-1')).toMatchObject({ notes: 'One', version: 7 });

    await pushOutbox(db, transport);
    expect(pushes.map((push) => push.mutations.map((m) => [m.seq, m.recordId]))).toEqual([
      [
        [1, 'c-1'],
        [2, 'c-2'],
      ],
      [[2, 'c-2']],
    ]);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.conflicts.count()).toBe(0);
    expect(await db.clients.get('c-2')).toMatchObject({ notes: 'Two', version: 8 });
  });

  it('applies the answers a 409 gap carries', async () => {
    const { transport } = scriptedTransport({
      results: (input) => {
        const gap = { message: 'Some changes from this device are missing on the server.', lastSeq: 1 };
        const results = [{ id: input.mutations[0].id, status: 'rejected', message: 'Notes are too long' }];
        throw new ApiError(409, JSON.stringify({ success: false, error: 'conflict', ...gap, results }));
      },
    });
    await expect(pushOutbox(db, transport)).rejects.toMatchObject({ kind: 'gap' });
    const entries = await db.outbox.orderBy('seq').toArray();
    expect(entries.map((entry) => entry.state)).toEqual(['rejected', 'pending']);
    expect(entries[0].message).toBe('Notes are too long');
  });
});

describe('an edit and then a deletion of one record from this device', () => {
  it('sends the deletion over the version the edit produced, so the two do not conflict', async () => {
    await db.clients.put({ id: 'c-1', version: 4, firstName: 'Marie', notes: null });
    await db.clients.put({ id: 'c-2', version: 9, firstName: 'Ana' });
    await saveRecord('clients', 'c-1', { notes: 'VIP' }, db);
    const { transport, pushes } = scriptedTransport({
      // The agent deletes the client while the edit is on its way.
      during: async (_input, call) => {
        if (call !== 0) return;
        await deleteRecord('clients', 'c-1', db);
        await deleteRecord('clients', 'c-2', db);
      },
      results: (input, call) =>
        input.mutations.map((m) => ({ id: m.id, status: 'applied', version: 5 + call })),
    });
    await pushOutbox(db, transport);

    expect(pushes[1].mutations).toMatchObject([
      { seq: 2, op: 'delete', recordId: 'c-1', baseVersion: 5 },
      { seq: 3, op: 'delete', recordId: 'c-2', baseVersion: 9 },
    ]);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('starting over when the server asks', () => {
  it('keeps the old copy and cursor until the pull from 0 is complete, and goes on after a reload', async () => {
    await db.clients.bulkPut([
      { id: 'clean', version: 1, firstName: 'Clean' },
      { id: 'dirty', version: 1, firstName: 'Dirty' },
      { id: 'kept', version: 2, firstName: 'Kept' },
    ]);
    await db.meta.put({ key: 'cursor', value: '7' });
    await saveRecord('clients', 'dirty', { firstName: 'Dirtier' }, db);
    const dropped = scriptedTransport({
      pages: [
        { changes: [], cursor: '0', hasMore: true, reset: true },
        { changes: [serverClient('kept', 8, { firstName: 'Kept again' })], cursor: '8', hasMore: true },
        new TypeError('Failed to fetch'),
      ],
    });
    await expect(pullChanges(db, dropped.transport)).rejects.toThrow('Failed to fetch');

    expect(dropped.pulls).toEqual(['7', '0', '8']);
    expect(await clientIds()).toEqual(['clean', 'dirty', 'kept']);
    expect((await db.clients.get('kept'))?.firstName).toBe('Kept again');
    expect(await metaValue('cursor')).toBe('7');

    // The office is reloaded: the next pull goes on where the pull from 0 stopped.
    const resumed = scriptedTransport({
      pages: [{ changes: [serverClient('new', 9)], cursor: '9', hasMore: false }],
    });
    await pullChanges(db, resumed.transport);

    expect(resumed.pulls).toEqual(['8']);
    expect(await clientIds()).toEqual(['dirty', 'kept', 'new']);
    expect(await metaValue('cursor')).toBe('9');
    expect(await metaValue(RESET_CURSOR)).toBeUndefined();
  });
});

describe('the next page asked for while one is written', () => {
  /** A page the device cannot store: a record without a usable key. */
  const unwritable = { ...serverClient('c-2', 2), recordId: null as unknown as string };

  it('is asked for before the page in hand is stored, and each cursor is kept with its records', async () => {
    const { transport, pulls } = scriptedTransport({
      pages: [
        { changes: [serverClient('c-1', 1)], cursor: '1', hasMore: true },
        { changes: [serverClient('c-2', 2)], cursor: '2', hasMore: false },
      ],
    });
    let cursorWhenAsked: Promise<unknown> | undefined;
    const watching = {
      ...transport,
      pull: (cursor: string, limit: number) => {
        // Read at the moment the request leaves: the device has not yet stored page 1.
        if (cursor === '1') cursorWhenAsked = metaValue('cursor');
        return transport.pull(cursor, limit);
      },
    };
    expect(await pullChanges(db, watching)).toBe(2);

    expect(pulls).toEqual(['0', '1']);
    expect(await cursorWhenAsked).toBeUndefined();
    expect(await clientIds()).toEqual(['c-1', 'c-2']);
    expect(await metaValue('cursor')).toBe('2');
  });

  it('is dropped unread when the page before it cannot be stored, which keeps the cursor before it', async () => {
    const { transport, pulls } = scriptedTransport({
      pages: [
        { changes: [serverClient('c-1', 1)], cursor: '1', hasMore: true },
        { changes: [unwritable], cursor: '2', hasMore: true },
        { changes: [serverClient('c-3', 3)], cursor: '3', hasMore: false },
      ],
    });
    await expect(pullChanges(db, transport)).rejects.toThrow();

    expect(pulls).toEqual(['0', '1', '2']);
    expect(await clientIds()).toEqual(['c-1']);
    expect(await metaValue('cursor')).toBe('1');

    // The next cycle asks again from the cursor kept, and stores what the server now answers.
    const retried = scriptedTransport({
      pages: [{ changes: [serverClient('c-2', 2), serverClient('c-3', 3)], cursor: '3', hasMore: false }],
    });
    await pullChanges(db, retried.transport);
    expect(retried.pulls).toEqual(['1']);
    expect(await clientIds()).toEqual(['c-1', 'c-2', 'c-3']);
    expect(await metaValue('cursor')).toBe('3');
  });

  it('fails quietly when the page before it cannot be stored: the pull reports the write', async () => {
    const { transport } = scriptedTransport({
      pages: [{ changes: [unwritable], cursor: '2', hasMore: true }, new TypeError('Failed to fetch')],
    });
    const failure = await pullChanges(db, transport).then(
      () => null,
      (error: unknown) => error,
    );

    expect(failure).toBeInstanceOf(Error);
    expect(String(failure)).not.toContain('Failed to fetch');
    expect(await metaValue('cursor')).toBeUndefined();
  });

  it('stores the page in hand when asking for the next one fails, and reports the lost connection', async () => {
    const { transport, pulls } = scriptedTransport({
      pages: [
        { changes: [serverClient('c-1', 1)], cursor: '1', hasMore: true },
        new TypeError('Failed to fetch'),
      ],
    });
    await expect(pullChanges(db, transport)).rejects.toThrow('Failed to fetch');

    expect(pulls).toEqual(['0', '1']);
    expect(await clientIds()).toEqual(['c-1']);
    expect(await metaValue('cursor')).toBe('1');
  });
});
