/** Test helpers of the offline protocol: a simulated device that numbers its own mutations. */
import { randomUUID } from 'node:crypto';
import type supertest from 'supertest';
import { expect } from 'vitest';
import {
  formatCursor,
  parseCursor,
  START_CURSOR,
  SYNC_ENTITIES,
  SYNC_SCHEMA_VERSION,
  type SyncChange,
  type SyncEntity,
  type SyncMutation,
  type SyncPullResponse,
} from '@contract/sync.ts';
import type { Db } from '@db/index.ts';
import { uniqueEmail } from '../../test/factories.ts';
import type { TestServer } from '../../test/server.ts';
import { clientOf, signedIn, type SignedIn } from '../clients/officeTestKit.ts';

type Fields = Record<string, unknown>;

interface Edit {
  baseVersion?: number | null;
  base?: Fields;
}

/**
 * One browser profile of an agent: a device id and an outbox counter, so each mutation it
 * makes carries the next sequence number as the real outbox does.
 */
export class Device {
  readonly id: string = randomUUID();
  private seq = 0;

  constructor(readonly session: SignedIn) {}

  /** The next mutation's sequence number, without using it (to build gaps). */
  get nextSeq(): number {
    return this.seq + 1;
  }

  upsert(entity: SyncEntity, recordId: string, changes: Fields, edit: Edit = {}): SyncMutation {
    this.seq += 1;
    return {
      id: `m${this.seq}-${randomUUID().slice(0, 8)}`,
      seq: this.seq,
      entity,
      op: 'upsert',
      recordId,
      baseVersion: edit.baseVersion ?? null,
      base: edit.base ?? {},
      changes,
    };
  }

  /** A record made on this device: a fresh uuid and every field as a change. */
  create(entity: SyncEntity, changes: Fields): SyncMutation {
    return this.upsert(entity, randomUUID(), changes);
  }

  delete(entity: SyncEntity, recordId: string, baseVersion: number | null): SyncMutation {
    this.seq += 1;
    return {
      id: `m${this.seq}-${randomUUID().slice(0, 8)}`,
      seq: this.seq,
      entity,
      op: 'delete',
      recordId,
      baseVersion,
      base: {},
      changes: {},
    };
  }

  /** Keep mine, for a record deleted elsewhere: back under its id, `changes` over it. */
  restore(
    entity: SyncEntity,
    recordId: string,
    baseVersion: number | null,
    changes: Fields = {},
    base: Fields = {},
  ): SyncMutation {
    this.seq += 1;
    return {
      id: `m${this.seq}-${randomUUID().slice(0, 8)}`,
      seq: this.seq,
      entity,
      op: 'restore',
      recordId,
      baseVersion,
      base,
      changes,
    };
  }

  push(mutations: SyncMutation[], schemaVersion = SYNC_SCHEMA_VERSION): supertest.Test {
    return this.session.http
      .post('/api/sync/push')
      .set('X-CSRF-Token', this.session.token)
      .send({ deviceId: this.id, schemaVersion, mutations });
  }
}

export function pull(session: SignedIn, cursor: string, limit?: number): supertest.Test {
  return session.http.get('/api/sync/pull').query({ cursor, ...(limit ? { limit } : {}) });
}

/** Pulls page after page until the server has nothing more, as the device's sync loop does. */
export async function pullAll(
  session: SignedIn,
  cursor = START_CURSOR,
  limit?: number,
): Promise<{ changes: SyncChange[]; cursor: string; pages: number }> {
  const changes: SyncChange[] = [];
  for (let pages = 1; pages <= 50; pages++) {
    const response = await pull(session, cursor, limit).expect(200);
    const body: SyncPullResponse = response.body;
    expect(body.reset).toBeUndefined();
    changes.push(...body.changes);
    cursor = body.cursor;
    if (!body.hasMore) return { changes, cursor, pages };
  }
  throw new Error('the pull never reached the head');
}

/** The cursor just after `id`'s last write: where a page ending on that row leaves the device. */
export async function cursorAfterRow(db: Db, entity: SyncEntity, id: string): Promise<string> {
  const row = await db(entity).where({ id }).first('syncTxid', 'version');
  return formatCursor({ txid: Number(row.syncTxid), version: Number(row.version) });
}

/** The newest transaction that wrote any synced row. */
export async function lastWritingTransaction(db: Db): Promise<number> {
  const txids = await Promise.all(
    SYNC_ENTITIES.map(async (entity) =>
      Number((await db(entity).max({ txid: 'syncTxid' }).first())?.txid ?? 0),
    ),
  );
  return Math.max(...txids);
}

/** A cursor at a transaction boundary (nothing of a transaction half sent), and past every write so far. */
export async function expectCursorPastEveryWrite(db: Db, cursor: string) {
  const position = parseCursor(cursor);
  expect(position).toMatchObject({ version: 0 });
  if (typeof position === 'string') throw new Error(`not a position: ${cursor}`);
  expect(position.txid).toBeGreaterThan(await lastWritingTransaction(db));
}

export async function deviceSeq(db: Db, deviceId: string): Promise<number | undefined> {
  const row = await db('syncDevices').where({ deviceId }).first('lastSeq');
  return row ? Number(row.lastSeq) : undefined;
}

export const newClient = (fields: Fields = {}): Fields => ({
  firstName: 'Grace',
  lastName: 'Okafor',
  email: uniqueEmail('grace'),
  ...fields,
});

export const newItinerary = (clientId: string, fields: Fields = {}): Fields => ({
  clientId,
  title: 'Saint Lucia Anniversary Escape',
  startDate: '2027-02-12',
  endDate: '2027-02-19',
  totalCost: 480000,
  ...fields,
});

export const newBooking = (itineraryId: string, fields: Fields = {}): Fields => ({
  itineraryId,
  type: 'hotel',
  title: 'Piton-view resort',
  cost: 320000,
  startDate: '2027-02-12',
  endDate: '2027-02-19',
  ...fields,
});

export const newQuote = (clientId: string, fields: Fields = {}): Fields => ({
  clientId,
  title: 'Anniversary quote',
  services: [
    { name: 'Flights', price: 50000, quantity: 2 },
    { name: 'Resort', price: 120000, quantity: 1 },
  ],
  validUntil: '2099-12-31',
  ...fields,
});

export const newProposal = (clientId: string, fields: Fields = {}): Fields => ({
  clientId,
  title: 'Saint Lucia Anniversary Escape',
  template: 'luxury',
  destinations: ['Soufriere'],
  startDate: '2027-02-12',
  endDate: '2027-02-19',
  numberOfTravelers: 2,
  validUntil: '2099-12-31',
  totalValue: 1_234_500,
  ...fields,
});

export const newTripPlan = (fields: Fields = {}): Fields => ({
  name: 'Lisbon long weekend',
  destinations: ['Lisbon', 'Sintra'],
  duration: 4,
  budget: 300000,
  currency: 'EUR',
  ...fields,
});

export const newEmail = (fields: Fields = {}): Fields => ({
  to: uniqueEmail('jordan'),
  subject: 'Your Saint Lucia quote',
  body: 'Hi Jordan,\n\nHere is the quote we talked about.',
  status: 'draft',
  ...fields,
});

/** An approved agent signed in, one client of theirs, and a device of their office. */
export async function agentOffice(t: TestServer) {
  const session = await signedIn(t, 'agent', { firstName: 'Alicia', lastName: 'Ellis', approved: true });
  const client = await clientOf(t.db, session.user.id, { firstName: 'Jordan', lastName: 'Reyes' });
  return { session, client, device: new Device(session) };
}
