import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { clientMessages } from '@contract/clients.ts';
import { ItineraryInput, ItineraryUpdate, itineraryMessages } from '@contract/itineraries.ts';
import type { Db, Trx } from '@db/index.ts';
import { nextVersion } from '@db/versioning.ts';
import { withFileDatabase } from '../test/db.ts';
import { assignClient, buildUser, uniqueEmail } from '../test/factories.ts';
import { idOf, onlyOf, refusal, rowOf } from '../test/rows.ts';
import type { SessionUser } from '../types.ts';
import { itinerariesCreator, itineraryCreator, itineraryRemover, itineraryUpdater } from './itineraries.ts';

let db: Db;
withFileDatabase((opened) => (db = opened));

const inTrx = <T>(work: (trx: Trx) => Promise<T>) => db.transaction(work);

const agent = () => buildUser(db, { role: 'agent', approved: true });
const itineraryRow = (id: string) => rowOf(db('itineraries').where({ id }).first());
const bookingRow = (id: string) => rowOf(db('bookings').where({ id }).first());
const itineraryCount = async (clientId: string) => (await db('itineraries').where({ clientId })).length;
const scopeVersion = async (userId: string) =>
  (await rowOf(db('users').where({ id: userId }).first())).syncScopeVersion;

/** A client assigned to each of `agents`. */
async function clientOf(...agents: SessionUser[]) {
  const client = onlyOf(
    await db('clients')
      .insert({
        firstName: 'Jordan',
        lastName: 'Small',
        email: uniqueEmail('guest'),
        version: nextVersion(db),
      })
      .returning('id'),
  );
  for (const one of agents) await assignClient(db, client.id, one.id);
  return client.id;
}

const itineraryInput = (clientId: string, fields: Record<string, unknown> = {}) =>
  v.parse(ItineraryInput, {
    clientId,
    title: 'Rodney Bay getaway',
    startDate: '2027-03-01',
    endDate: '2027-03-08',
    totalCost: 450_000,
    ...fields,
  });

const create = (actor: SessionUser, input: ItineraryInput) =>
  inTrx((trx) => itineraryCreator({ trx, actor, input }));
const update = (actor: SessionUser, id: string, changes: Record<string, unknown>) =>
  inTrx((trx) => itineraryUpdater({ trx, actor, input: { id, changes: v.parse(ItineraryUpdate, changes) } }));
const remove = (actor: SessionUser, id: string) =>
  inTrx((trx) => itineraryRemover({ trx, actor, input: { id } }));

/** Two bookings on the itinerary: one live, one removed on its own earlier. */
async function bookingsOn(itineraryId: string) {
  const [live, removed] = await db('bookings')
    .insert([
      { itineraryId, type: 'flight', title: 'AA 1234', version: nextVersion(db) },
      {
        itineraryId,
        type: 'restaurant',
        title: 'Dasheene',
        version: nextVersion(db),
        deletedAt: '2026-01-02T10:00:00.000Z',
      },
    ])
    .returning('*');
  return { live, removed };
}

describe('creating an itinerary', () => {
  it('stores it for a visible client with a version, and answers it with the client’s name', async () => {
    const me = await agent();
    const clientId = await clientOf(me);
    const answer = await create(me, itineraryInput(clientId));
    expect(answer).toMatchObject({ clientId, clientFirstName: 'Jordan', clientLastName: 'Small' });
    const stored = await itineraryRow(idOf(answer));
    expect(stored).toMatchObject({
      clientId,
      title: 'Rodney Bay getaway',
      startDate: '2027-03-01',
      endDate: '2027-03-08',
      totalCost: 450_000,
      currency: 'USD',
      status: 'draft',
      deletedAt: null,
    });
    expect(stored.version).toBeGreaterThan(0);
    expect(answer.version).toBe(stored.version);
  });

  it('answers 404 for a client the agent is not assigned to, storing nothing', async () => {
    const me = await agent();
    const clientId = await clientOf(await agent());
    const refused = await refusal(create(me, itineraryInput(clientId)));
    expect(refused).toMatchObject({ status: 404, message: clientMessages.notFound });
    expect(await itineraryCount(clientId)).toBe(0);
  });

  it('creates several in one go, or none when one client is not visible', async () => {
    const me = await agent();
    const mine = await clientOf(me);
    const theirs = await clientOf(await agent());
    const stored = await inTrx((trx) =>
      itinerariesCreator({
        trx,
        actor: me,
        input: [itineraryInput(mine, { title: 'First' }), itineraryInput(mine, { title: 'Second' })],
      }),
    );
    expect(stored.map((row) => row.title)).toEqual(['First', 'Second']);

    const refused = await refusal(
      inTrx((trx) =>
        itinerariesCreator({ trx, actor: me, input: [itineraryInput(mine), itineraryInput(theirs)] }),
      ),
    );
    expect(refused).toMatchObject({ status: 404, message: clientMessages.notFound });
    expect(await itineraryCount(mine)).toBe(2);
    expect(await itineraryCount(theirs)).toBe(0);
  });
});

describe('editing an itinerary', () => {
  it('changes the fields sent with a new version', async () => {
    const me = await agent();
    const id = idOf(await create(me, itineraryInput(await clientOf(me))));
    const before = await itineraryRow(id);
    const answer = await update(me, id, { status: 'confirmed', agentNotes: 'Deposit paid' });
    expect(answer).toMatchObject({ id, status: 'confirmed', agentNotes: 'Deposit paid' });
    const after = await itineraryRow(id);
    expect(after).toEqual({
      ...before,
      status: 'confirmed',
      agentNotes: 'Deposit paid',
      version: after.version,
      updatedAt: after.updatedAt,
      syncTxid: after.syncTxid,
    });
    expect(after.version).toBeGreaterThan(before.version);
  });

  it('refuses an end date before the stored start date, changing nothing', async () => {
    const me = await agent();
    const id = idOf(await create(me, itineraryInput(await clientOf(me))));
    const before = await itineraryRow(id);
    const refused = await refusal(update(me, id, { endDate: '2027-02-28' }));
    expect(refused).toMatchObject({
      status: 400,
      message: itineraryMessages.endBeforeStart,
      fields: { endDate: itineraryMessages.endBeforeStart },
    });
    expect(await itineraryRow(id)).toEqual(before);
  });

  it('answers 404 for another agent’s itinerary, changing nothing', async () => {
    const owner = await agent();
    const id = idOf(await create(owner, itineraryInput(await clientOf(owner))));
    const before = await itineraryRow(id);
    const refused = await refusal(update(await agent(), id, { title: 'Taken over' }));
    expect(refused).toMatchObject({ status: 404, message: itineraryMessages.notFound });
    expect(await itineraryRow(id)).toEqual(before);
  });

  it('moves it only to a client the actor may see too, changing nothing otherwise', async () => {
    const me = await agent();
    const id = idOf(await create(me, itineraryInput(await clientOf(me))));
    const before = await itineraryRow(id);
    const theirs = await clientOf(await agent());
    const refused = await refusal(update(me, id, { clientId: theirs, title: 'Moved away' }));
    expect(refused).toMatchObject({ status: 404, message: clientMessages.notFound });
    expect(await itineraryRow(id)).toEqual(before);
  });

  it('on a move, gives the live bookings new versions and resets the agents who lose sight of it', async () => {
    const me = await agent();
    const oldOnly = await agent();
    const both = await agent();
    const from = await clientOf(me, oldOnly, both);
    const to = await clientOf(me, both);
    const id = idOf(await create(me, itineraryInput(from)));
    const { live, removed } = await bookingsOn(id);
    const scopes = {
      me: await scopeVersion(me.id),
      oldOnly: await scopeVersion(oldOnly.id),
      both: await scopeVersion(both.id),
    };

    const answer = await update(me, id, { clientId: to });
    expect(answer).toMatchObject({ id, clientId: to });
    expect((await itineraryRow(id)).clientId).toBe(to);

    // The new client's agents pull the bookings as changed rows.
    expect((await bookingRow(live.id)).version).toBeGreaterThan(live.version);
    expect(await bookingRow(removed.id)).toEqual(removed);

    // An agent of the old client only gets no tombstone for rows they no longer see: they start over.
    expect(await scopeVersion(oldOnly.id)).toBeGreaterThan(scopes.oldOnly);
    expect(await scopeVersion(me.id)).toBe(scopes.me);
    expect(await scopeVersion(both.id)).toBe(scopes.both);
  });
});

describe('removing an itinerary', () => {
  it('tombstones it with its live bookings under one deletion id; the earlier-removed booking stays as it was', async () => {
    const me = await agent();
    const id = idOf(await create(me, itineraryInput(await clientOf(me))));
    const { live, removed } = await bookingsOn(id);
    const before = await itineraryRow(id);

    await remove(me, id);

    const itinerary = await itineraryRow(id);
    const booking = await bookingRow(live.id);
    expect(itinerary.deletedAt).toBeInstanceOf(Date);
    expect(itinerary.version).toBeGreaterThan(before.version);
    expect(booking.deletedAt).toBeInstanceOf(Date);
    expect(booking.version).toBeGreaterThan(live.version);
    expect(itinerary.deletionId).toEqual(expect.any(String));
    expect(booking.deletionId).toBe(itinerary.deletionId);
    expect(await bookingRow(removed.id)).toEqual(removed);

    const again = await refusal(remove(me, id));
    expect(again).toMatchObject({ status: 404, message: itineraryMessages.notFound });
  });

  it('answers 404 for another agent’s itinerary, deleting nothing', async () => {
    const owner = await agent();
    const id = idOf(await create(owner, itineraryInput(await clientOf(owner))));
    const { live } = await bookingsOn(id);
    const before = await itineraryRow(id);
    const refused = await refusal(remove(await agent(), id));
    expect(refused).toMatchObject({ status: 404, message: itineraryMessages.notFound });
    expect(await itineraryRow(id)).toEqual(before);
    expect(await bookingRow(live.id)).toEqual(live);
  });
});
