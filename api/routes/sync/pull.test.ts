import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import {
  MAX_PULL_LIMIT,
  parseCursor,
  syncMessages,
  type SyncChange,
  type SyncPosition,
  type SyncResult,
} from '@contract/sync.ts';
import { updateVersioned } from '@db/versioning.ts';
import { PULL_PAGE_CHARACTERS } from '../../sync/pull.ts';
import { testEngine } from '../../test/db.ts';
import { rowOf } from '../../test/rows.ts';
import { getTestServer, type TestServer } from '../../test/server.ts';
import { assignClient, buildClient, signInAs } from '../../test/factories.ts';
import { mailSettled } from '../../providers/mail/index.ts';
import { clientOf, signedIn, type SignedIn } from '../clients/officeTestKit.ts';
import {
  agentOffice,
  cursorAfterRow,
  Device,
  lastWritingTransaction,
  newBooking,
  newClient,
  newEmail,
  newItinerary,
  newProposal,
  newQuote,
  newTripPlan,
  pull,
  pullAll,
  expectCursorPastEveryWrite,
} from './syncTestKit.ts';

let t: TestServer;
beforeAll(async () => {
  t = await getTestServer();
});
afterAll(async () => {
  if (t) await mailSettled(t.app);
  await t?.close();
});

const office = () => agentOffice(t);

const ids = (changes: SyncChange[]) => changes.map((change) => change.recordId);

describe('GET /api/sync/pull', () => {
  it('sends every entity the agent may see, as the API presents it, and none of another agent’s', async () => {
    const mine = await office();
    const theirs = await office();
    const { device, client } = mine;
    const itinerary = device.create('itineraries', newItinerary(client.id));
    const batch = [
      itinerary,
      device.create('bookings', newBooking(itinerary.recordId)),
      device.create('agent_quotes', newQuote(client.id)),
      device.create('proposals', newProposal(client.id)),
      device.create('trip_plans', newTripPlan({ clientId: client.id })),
      device.create('emails', newEmail({ clientId: client.id })),
    ];
    const pushed = await device.push(batch).expect(200);
    expect(pushed.body.results.every((result: SyncResult) => result.status === 'applied')).toBe(true);
    await theirs.device.push([theirs.device.create('clients', newClient())]).expect(200);

    const { changes } = await pullAll(mine.session);
    expect(changes.map((change) => [change.entity, change.recordId])).toEqual([
      ['clients', client.id],
      ...batch.map((mutation) => [mutation.entity, mutation.recordId]),
    ]);
    const versions = changes.map((change) => change.version);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    expect(changes.every((change) => change.deleted === false)).toBe(true);
    expect(changes[0].record).toMatchObject({
      id: client.id,
      firstName: 'Jordan',
      lastName: 'Reyes',
      version: Number(client.version),
    });
    expect(changes[0].record).not.toHaveProperty('deleted');
    const byEntity = Object.fromEntries(changes.map((change) => [change.entity, change.record]));
    expect(byEntity.itineraries).toMatchObject({ clientId: client.id, totalCost: 480000 });
    expect(byEntity.itineraries).not.toHaveProperty('client');
    expect(byEntity.bookings).toMatchObject({ itineraryId: itinerary.recordId, cost: 320000 });
    expect(byEntity.agent_quotes).toMatchObject({ subtotal: 220000, taxes: 17600, totalCost: 237600 });
    expect(byEntity.proposals).toMatchObject({ status: 'draft', title: 'Saint Lucia Anniversary Escape' });
    expect(byEntity.trip_plans).toMatchObject({ name: 'Lisbon long weekend', clientId: client.id });
    expect(byEntity.emails).toMatchObject({ status: 'draft', subject: 'Your Saint Lucia quote' });

    const other = await pullAll(theirs.session);
    expect(other.changes).toHaveLength(2);
    expect(ids(other.changes)).toContain(theirs.client.id);
    for (const id of ids(changes)) expect(ids(other.changes)).not.toContain(id);
  });

  it('tells on the first page of a pull from 0 how many records the whole pull brings, counting only what the agent may see', async () => {
    const { session, device } = await office();
    const theirs = await office();
    await theirs.device.push([theirs.device.create('clients', newClient())]).expect(200);
    const made = [1, 2, 3].map((n) => device.create('clients', newClient({ lastName: `Count${n}` })));
    const gone = device.create('clients', newClient({ lastName: 'Gone' }));
    const pushed = await device.push([...made, gone]).expect(200);
    const goneVersion = (pushed.body.results as SyncResult[]).find(
      (result) => result.id === gone.id,
    )?.version;
    const removed = await device
      .push([device.delete('clients', gone.recordId, goneVersion ?? null)])
      .expect(200);
    expect(removed.body.results[0].status).toBe('applied');

    const first = await pull(session, '0', 2).expect(200);
    // Their own client and the three made; neither the deleted one nor the other agent's.
    expect(first.body).toMatchObject({ hasMore: true, total: 4 });
    const second = await pull(session, first.body.cursor, 2).expect(200);
    expect(second.body.total).toBeUndefined();
    // A pull from 0 that fits in one page has nothing to count.
    const whole = await pull(session, '0', 100).expect(200);
    expect(whole.body).toMatchObject({ hasMore: false });
    expect(whole.body.total).toBeUndefined();
  });

  it('pages by limit, saying hasMore and handing the cursor of each page to the next', async () => {
    const { session, client, device } = await office();
    const made = [1, 2, 3, 4].map((n) => device.create('clients', newClient({ lastName: `Page${n}` })));
    await device.push(made).expect(200);

    const first = await pull(session, '0', 2).expect(200);
    expect(ids(first.body.changes)).toEqual([client.id, made[0].recordId]);
    expect(first.body).toMatchObject({
      hasMore: true,
      cursor: await cursorAfterRow(t.db, 'clients', made[0].recordId),
    });
    // The four were made by one push: a page may end inside its transaction.
    const second = await pull(session, first.body.cursor, 2).expect(200);
    expect(ids(second.body.changes)).toEqual([made[1].recordId, made[2].recordId]);
    expect(second.body).toMatchObject({
      hasMore: true,
      cursor: await cursorAfterRow(t.db, 'clients', made[2].recordId),
    });
    const third = await pull(session, second.body.cursor, 2).expect(200);
    expect(ids(third.body.changes)).toEqual([made[3].recordId]);
    expect(third.body.hasMore).toBe(false);
    await expectCursorPastEveryWrite(t.db, third.body.cursor);
    expect(third.body.reset).toBeUndefined();
  });

  it('pages through the entities in the order their changes were written, each change once, at any page size', async () => {
    const { session, client, device } = await office();
    // Entities interleaved inside one push and across pushes, and a client changed again last,
    // so a page can end in any entity and the next one starts in another.
    const early = device.create('clients', newClient({ lastName: 'Early' }));
    const trip = device.create('itineraries', newItinerary(client.id));
    const firstPush = [
      early,
      trip,
      device.create('bookings', newBooking(trip.recordId)),
      device.create('emails', newEmail({ clientId: client.id })),
      device.create('clients', newClient({ lastName: 'Between' })),
    ];
    await device.push(firstPush).expect(200);
    const secondPush = [
      device.create('trip_plans', newTripPlan({ clientId: client.id })),
      device.create('bookings', newBooking(trip.recordId)),
    ];
    await device.push(secondPush).expect(200);
    const renamed = await device
      .push([
        device.upsert(
          'clients',
          client.id,
          { notes: 'Window seat' },
          { baseVersion: Number(client.version), base: { notes: null } },
        ),
      ])
      .expect(200);
    expect(renamed.body.results[0].status).toBe('applied');

    const whole = await pullAll(session);
    expect(whole.pages).toBe(1);
    expect(whole.changes.map((change) => change.recordId)).toEqual([
      ...[...firstPush, ...secondPush].map((mutation) => mutation.recordId),
      client.id,
    ]);
    for (const limit of [1, 2, 3]) {
      const paged = await pullAll(session, '0', limit);
      expect(paged.changes).toEqual(whole.changes);
      expect(paged.pages).toBe(Math.ceil(whole.changes.length / limit));
      await expectCursorPastEveryWrite(t.db, paged.cursor);
    }
  });

  it('ends a page early once its records pass the page’s characters, and the next page goes on from there', async () => {
    const { session, client, device } = await office();
    // Long e-mails (the contract allows 100,000 characters), pushed a few at a time as the
    // office does, under the server's body limit.
    const emails = Array.from({ length: 30 }, (_, n) =>
      device.create(
        'emails',
        newEmail({ clientId: client.id, subject: `Long ${n}`, body: 'x'.repeat(99_000) }),
      ),
    );
    for (let from = 0; from < emails.length; from += 8)
      await device.push(emails.slice(from, from + 8)).expect(200);

    const first = await pull(session, '0', MAX_PULL_LIMIT).expect(200);
    const firstIds = ids(first.body.changes);
    expect(first.body.hasMore).toBe(true);
    expect(firstIds.length).toBeGreaterThan(1);
    expect(firstIds.length).toBeLessThan(emails.length + 1);
    const characters = first.body.changes.reduce(
      (sum: number, change: SyncChange) => sum + JSON.stringify(change.record).length,
      0,
    );
    expect(characters).toBeLessThanOrEqual(PULL_PAGE_CHARACTERS);
    expect(first.body.cursor).toBe(await cursorAfterRow(t.db, 'emails', firstIds.at(-1)!));

    const { changes } = await pullAll(session, first.body.cursor);
    expect([...firstIds, ...ids(changes)]).toEqual([client.id, ...emails.map((email) => email.recordId)]);
  });

  it('sends no tombstones on a first pull, and only newer changes on an incremental one', async () => {
    const { session, client, device } = await office();
    const kept = device.create('clients', newClient({ lastName: 'Kept' }));
    const gone = device.create('clients', newClient({ lastName: 'Gone' }));
    const pushed = await device.push([kept, gone]).expect(200);
    await device.push([device.delete('clients', gone.recordId, pushed.body.results[1].version)]).expect(200);

    const first = await pullAll(session);
    expect(ids(first.changes)).toEqual([client.id, kept.recordId]);
    expect(first.changes.every((change) => !change.deleted)).toBe(true);
    await expectCursorPastEveryWrite(t.db, first.cursor);

    const edit = device.upsert(
      'clients',
      kept.recordId,
      { notes: 'Window seat' },
      { baseVersion: pushed.body.results[0].version, base: { notes: null } },
    );
    const edited = await device.push([edit, device.delete('clients', client.id, null)]).expect(200);
    const next = await pullAll(session, first.cursor);
    expect(next.changes).toEqual([
      {
        entity: 'clients',
        recordId: kept.recordId,
        version: edited.body.results[0].version,
        deleted: false,
        record: expect.objectContaining({ notes: 'Window seat', version: edited.body.results[0].version }),
      },
      {
        entity: 'clients',
        recordId: client.id,
        version: edited.body.results[1].version,
        deleted: true,
        record: null,
      },
    ]);
    // Nothing changed since: an empty answer. Its cursor may still move on (transaction ids are
    // the whole server's, and other databases use them meanwhile), never back.
    const idle = (await pull(session, next.cursor).expect(200)).body;
    expect(idle).toMatchObject({ changes: [], hasMore: false });
    expect((parseCursor(idle.cursor) as SyncPosition).txid).toBeGreaterThanOrEqual(
      (parseCursor(next.cursor) as SyncPosition).txid,
    );
    await expectCursorPastEveryWrite(t.db, idle.cursor);
  });

  it('asks for a reset when a client was assigned after the cursor, then sends that client from 0', async () => {
    const { session, client } = await office();
    const { cursor } = await pullAll(session);
    // An older client, assigned later: its version is below the device's cursor.
    const older = await buildClient(t.db, { lastName: 'Older' });
    await assignClient(t.db, older.id as string, session.user.id);

    const response = await pull(session, cursor).expect(200);
    expect(response.body).toEqual({ changes: [], cursor: '0', hasMore: true, reset: true });
    const again = await pullAll(session);
    expect(ids(again.changes).sort()).toEqual([client.id, older.id].sort());
  });

  it('pages from 0 after a reset through rows older than the scope change without asking again', async () => {
    const { session, client } = await office();
    const second = await clientOf(t.db, session.user.id, { lastName: 'Second' });
    const third = await clientOf(t.db, session.user.id, { lastName: 'Third' });

    const all = await pullAll(session, '0', 1);
    expect(ids(all.changes)).toEqual([client.id, second.id, third.id]);
    await expectCursorPastEveryWrite(t.db, all.cursor);
  });

  it('asks for a reset when what the agent may see changes while it pages from 0', async () => {
    const { session, client } = await office();
    await clientOf(t.db, session.user.id, { lastName: 'Second' });
    const first = await pull(session, '0', 1).expect(200);
    expect(ids(first.body.changes)).toEqual([client.id]);
    expect(first.body.hasMore).toBe(true);

    await clientOf(t.db, session.user.id, { lastName: 'Third' });
    const next = await pull(session, first.body.cursor, 1).expect(200);
    expect(next.body).toEqual({ changes: [], cursor: '0', hasMore: true, reset: true });
  });

  it('asks another browser of the agent with an old cursor to reset, though this one pulled from 0', async () => {
    const { session, client } = await office();
    const { cursor } = await pullAll(session);
    const laptop = { ...session, http: t.agent() };
    await signInAs(laptop.http, session.user.email);
    await clientOf(t.db, session.user.id, { lastName: 'Later' });
    await pullAll(session);

    const stale = await pull(laptop, cursor).expect(200);
    expect(stale.body.reset).toBe(true);
    expect(ids((await pullAll(laptop)).changes)).toContain(client.id);
  });

  it('moves the cursor past other agents’ writes when nothing the agent may see changed', async () => {
    const { session } = await office();
    const { cursor } = await pullAll(session);
    const other = await office();
    await other.device.push([other.device.create('clients', newClient())]).expect(200);

    const response = await pull(session, cursor).expect(200);
    expect(response.body).toMatchObject({ changes: [], hasMore: false });
    expect(response.body.cursor).not.toBe(cursor);
    await expectCursorPastEveryWrite(t.db, response.body.cursor);
  });

  it('asks for a reset when the cursor is past the head, as after a restore from an older copy', async () => {
    const { session, client } = await office();
    await pullAll(session);
    const future = `${(await lastWritingTransaction(t.db)) + 1_000_000}-0`;
    const response = await pull(session, future).expect(200);
    expect(response.body).toEqual({ changes: [], cursor: '0', hasMore: true, reset: true });
    expect(ids((await pullAll(session)).changes)).toEqual([client.id]);
  });

  it('sends a device holding a cursor of the old counter back to a pull from 0', async () => {
    const { session, client } = await office();
    const response = await pull(session, '42').expect(200);
    expect(response.body).toEqual({ changes: [], cursor: '0', hasMore: true, reset: true });
    expect(ids((await pullAll(session)).changes)).toEqual([client.id]);
  });

  it('answers 400 with the contract’s messages to a bad cursor or limit', async () => {
    const { session } = await office();
    for (const cursor of ['-1', 'abc', '1.5', '12-', '12-3-4']) {
      const response = await session.http.get('/api/sync/pull').query({ cursor }).expect(400);
      expect(response.body).toMatchObject({ success: false, fields: { cursor: syncMessages.cursorInvalid } });
    }
    for (const limit of ['0', String(MAX_PULL_LIMIT + 1), 'ten']) {
      const response = await session.http.get('/api/sync/pull').query({ limit }).expect(400);
      expect(response.body).toMatchObject({ success: false, fields: { limit: syncMessages.limitInvalid } });
    }
    const twice = await session.http.get('/api/sync/pull?cursor=1&cursor=2').expect(400);
    expect(twice.body.fields).toEqual({ cursor: syncMessages.cursorInvalid });
  });

  it('answers 403 to a client and 401 to an anonymous caller, and lets an admin pull', async () => {
    const client = await signedIn(t, 'client');
    const forbidden = await client.http.get('/api/sync/pull').expect(403);
    expect(forbidden.body).toMatchObject({ success: false, error: 'forbidden' });
    await t.agent().get('/api/sync/pull').expect(401);

    const { client: assigned } = await office();
    const admin = await signedIn(t, 'admin');
    const response = await pull(admin, '0').expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
    // The admin sees every agent's records: this file's long e-mails may fill the first page.
    expect(ids((await pullAll(admin)).changes)).toContain(assigned.id);
  });
});

/** Pulls from `cursor` expecting a reset, then everything again from 0: the records now seen. */
async function resetAndPullAgain(session: SignedIn, cursor: string) {
  const stale = await pull(session, cursor).expect(200);
  expect(stale.body).toEqual({ changes: [], cursor: '0', hasMore: true, reset: true });
  return pullAll(session);
}

describe('GET /api/sync/pull: an agent losing sight of records', () => {
  it('moves an itinerary’s bookings with it to another client: its new agents get them, its old ones reset', async () => {
    const mover = await office();
    const otherClient = await clientOf(t.db, mover.session.user.id, { lastName: 'Other' });
    const oldAgent = await signedIn(t, 'agent');
    const newAgent = await signedIn(t, 'agent');
    await assignClient(t.db, mover.client.id, oldAgent.user.id);
    await assignClient(t.db, otherClient.id, newAgent.user.id);

    const itinerary = mover.device.create('itineraries', newItinerary(mover.client.id));
    const booking = mover.device.create('bookings', newBooking(itinerary.recordId));
    const created = await mover.device.push([itinerary, booking]).expect(200);
    const before = {
      mover: await pullAll(mover.session),
      oldAgent: await pullAll(oldAgent),
      newAgent: await pullAll(newAgent),
    };
    expect(ids(before.oldAgent.changes)).toEqual(
      expect.arrayContaining([itinerary.recordId, booking.recordId]),
    );
    expect(ids(before.newAgent.changes)).not.toContain(booking.recordId);

    const move = mover.device.upsert(
      'itineraries',
      itinerary.recordId,
      { clientId: otherClient.id },
      { baseVersion: created.body.results[0].version, base: { clientId: mover.client.id } },
    );
    expect((await mover.device.push([move]).expect(200)).body.results[0].status).toBe('applied');

    const gained = await pullAll(newAgent, before.newAgent.cursor);
    expect(gained.changes.map((change) => [change.entity, change.recordId, change.deleted])).toEqual([
      ['itineraries', itinerary.recordId, false],
      ['bookings', booking.recordId, false],
    ]);
    const again = await resetAndPullAgain(oldAgent, before.oldAgent.cursor);
    expect(ids(again.changes)).toEqual([mover.client.id]);
    const kept = await pullAll(mover.session, before.mover.cursor);
    expect(ids(kept.changes)).toEqual([itinerary.recordId, booking.recordId]);
  });

  it('tells other agents to reset when a template becomes one agent’s own trip plan', async () => {
    const author = await office();
    const colleague = await office();
    const plan = author.device.create('trip_plans', newTripPlan({ isTemplate: true, name: 'Shared plan' }));
    const created = await author.device.push([plan]).expect(200);
    const authorCursor = (await pullAll(author.session)).cursor;
    const seen = await pullAll(colleague.session);
    expect(ids(seen.changes)).toContain(plan.recordId);

    const own = author.device.upsert(
      'trip_plans',
      plan.recordId,
      { isTemplate: false },
      { baseVersion: created.body.results[0].version, base: { isTemplate: true } },
    );
    expect((await author.device.push([own]).expect(200)).body.results[0].status).toBe('applied');

    const again = await resetAndPullAgain(colleague.session, seen.cursor);
    expect(ids(again.changes)).not.toContain(plan.recordId);
    expect(ids((await pullAll(author.session, authorCursor)).changes)).toEqual([plan.recordId]);
  });

  it('tells an agent to reset when an admin gives their quote to another agent, who then pulls it', async () => {
    const owner = await office();
    const successor = await signedIn(t, 'agent');
    const quote = owner.device.create('agent_quotes', newQuote(owner.client.id));
    const created = await owner.device.push([quote]).expect(200);
    const seen = await pullAll(owner.session);
    expect(ids(seen.changes)).toContain(quote.recordId);
    const successorCursor = (await pullAll(successor)).cursor;

    const admin = new Device(await signedIn(t, 'admin'));
    const reassign = admin.upsert(
      'agent_quotes',
      quote.recordId,
      { agentId: successor.user.id },
      { baseVersion: created.body.results[0].version, base: { agentId: owner.session.user.id } },
    );
    expect((await admin.push([reassign]).expect(200)).body.results[0].status).toBe('applied');

    const again = await resetAndPullAgain(owner.session, seen.cursor);
    expect(ids(again.changes)).not.toContain(quote.recordId);
    const gained = await pullAll(successor, successorCursor);
    expect(gained.changes).toEqual([expect.objectContaining({ recordId: quote.recordId, deleted: false })]);
  });
});

// Writers take no common lock, so a pull must never pass a transaction still running: these need
// two connections at once, which the embedded database does not have.
describe.skipIf(testEngine() === 'pglite')('GET /api/sync/pull: writers running at the same time', () => {
  it('holds the cursor before a transaction still running, and sends what it wrote once it commits', async () => {
    const { session, client, device } = await office();
    const { cursor } = await pullAll(session);
    const slow = await t.db.transaction();
    try {
      await updateVersioned(slow, 'clients', client.id, { notes: 'Written by a slow request' });
      // A later write that commits first.
      const quick = device.create('clients', newClient({ lastName: 'Quick' }));
      await device.push([quick]).expect(200);

      const during = await pullAll(session, cursor);
      expect(ids(during.changes)).toEqual([]);
      const position = parseCursor(during.cursor) as SyncPosition;
      const slowTxid = Number(
        (await rowOf(slow('clients').where({ id: client.id }).select('syncTxid').first())).syncTxid,
      );
      expect(position.txid).toBeLessThanOrEqual(slowTxid);

      await slow.commit();
      const after = await pullAll(session, during.cursor);
      expect(ids(after.changes).sort()).toEqual([client.id, quick.recordId].sort());
      expect(after.changes.find((change) => change.recordId === client.id)?.record).toMatchObject({
        notes: 'Written by a slow request',
      });
    } finally {
      if (!slow.isCompleted()) await slow.rollback();
    }
  });

  it('is not held back by a transaction running in another database of the server', async () => {
    const { session, device } = await office();
    const { cursor } = await pullAll(session);
    const elsewhere = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await elsewhere.connect();
    try {
      await elsewhere.query('begin');
      await elsewhere.query('select pg_current_xact_id()');
      const made = device.create('clients', newClient({ lastName: 'Not held back' }));
      await device.push([made]).expect(200);
      expect(ids((await pullAll(session, cursor)).changes)).toEqual([made.recordId]);
    } finally {
      await elsewhere.query('rollback');
      await elsewhere.end();
    }
  });
});
