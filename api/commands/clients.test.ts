import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ClientInput, ClientUpdate, clientMessages } from '@contract/clients.ts';
import type { Db, Trx } from '@db/index.ts';
import { nextVersion } from '@db/versioning.ts';
import { withFileDatabase } from '../test/db.ts';
import { assignClient, buildUser, uniqueEmail } from '../test/factories.ts';
import { idOf, onlyOf, refusal, rowOf } from '../test/rows.ts';
import type { SessionUser } from '../types.ts';
import { clientCreator, clientRemover, clientsCreator, clientUpdater } from './clients.ts';

let db: Db;
withFileDatabase((opened) => (db = opened));

const inTrx = <T>(work: (trx: Trx) => Promise<T>) => db.transaction(work);

const agent = () => buildUser(db, { role: 'agent', approved: true });
const clientRow = (id: string) => rowOf(db('clients').where({ id }).first());
const assignmentsOf = (clientId: string) =>
  db('clientAgentAssignments').where({ clientId }).select('agentId', 'isActive');

const clientInput = (fields: Record<string, unknown> = {}) =>
  v.parse(ClientInput, {
    firstName: ' Marie ',
    lastName: 'Auguste',
    email: uniqueEmail('Guest'),
    phone: '+1 758 555 0100',
    ...fields,
  });

const create = (actor: SessionUser, input: ClientInput) =>
  inTrx((trx) => clientCreator({ trx, actor, input }));
const update = (actor: SessionUser, id: string, changes: Record<string, unknown>) =>
  inTrx((trx) => clientUpdater({ trx, actor, input: { id, changes: v.parse(ClientUpdate, changes) } }));
const remove = (actor: SessionUser, id: string) =>
  inTrx((trx) => clientRemover({ trx, actor, input: { id } }));

/** A client of `owner`'s with an itinerary holding one live and one earlier-removed booking. */
async function clientWithTrip(owner: SessionUser) {
  const clientId = idOf(await create(owner, clientInput()));
  const itinerary = onlyOf(
    await db('itineraries')
      .insert({ clientId, title: 'Pitons week', version: nextVersion(db) })
      .returning('*'),
  );
  const [live, removed] = await db('bookings')
    .insert([
      { itineraryId: itinerary.id, type: 'hotel', title: 'Ladera', version: nextVersion(db) },
      {
        itineraryId: itinerary.id,
        type: 'activity',
        title: 'Cancelled dive',
        version: nextVersion(db),
        deletedAt: '2026-01-02T10:00:00.000Z',
      },
    ])
    .returning('*');
  return { clientId, itineraryId: itinerary.id, liveBookingId: live.id, removedBookingId: removed.id };
}

describe('creating a client', () => {
  it('stores the checked fields with a version and assigns the agent who creates it', async () => {
    const me = await agent();
    const input = clientInput({ email: 'Marie.Auguste@Example.com' });
    const answer = await create(me, input);
    const stored = await clientRow(idOf(answer));
    expect(stored).toMatchObject({
      firstName: 'Marie',
      lastName: 'Auguste',
      email: 'marie.auguste@example.com',
      phone: '+1 758 555 0100',
      address: null,
      userId: null,
      deletedAt: null,
    });
    expect(stored.version).toBeGreaterThan(0);
    expect(answer.version).toBe(stored.version);
    // An agent sees only clients assigned to them: creating one assigns it, so they see it.
    expect(await assignmentsOf(stored.id)).toEqual([{ agentId: me.id, isActive: true }]);
  });

  it('assigns nobody when an admin creates a client', async () => {
    const admin = await buildUser(db, { role: 'admin' });
    const id = idOf(await create(admin, clientInput()));
    expect((await clientRow(id)).lastName).toBe('Auguste');
    expect(await assignmentsOf(id)).toEqual([]);
  });

  it('creates several in the order given, each assigned to the agent, with rising versions', async () => {
    const me = await agent();
    const stored = await inTrx((trx) =>
      clientsCreator({
        trx,
        actor: me,
        input: [
          clientInput({ firstName: 'Ana' }),
          clientInput({ firstName: 'Ben' }),
          clientInput({ firstName: 'Cy' }),
        ],
      }),
    );
    expect(stored.map((row) => row.firstName)).toEqual(['Ana', 'Ben', 'Cy']);
    for (const row of stored)
      expect(await assignmentsOf(idOf(row))).toEqual([{ agentId: me.id, isActive: true }]);
    const versions = await Promise.all(stored.map(async (row) => (await clientRow(idOf(row))).version));
    expect(new Set(versions).size).toBe(3);
  });
});

describe('editing a client', () => {
  it('changes only the fields sent, with a new version', async () => {
    const me = await agent();
    const id = idOf(await create(me, clientInput()));
    const before = await clientRow(id);

    const answer = await update(me, id, { notes: 'Prefers a sea view', lastName: 'Auguste-Joseph' });
    expect(answer).toMatchObject({ id, notes: 'Prefers a sea view', lastName: 'Auguste-Joseph' });
    const after = await clientRow(id);
    expect(after).toEqual({
      ...before,
      notes: 'Prefers a sea view',
      lastName: 'Auguste-Joseph',
      version: after.version,
      updatedAt: after.updatedAt,
      syncTxid: after.syncTxid,
    });
    expect(after.version).toBeGreaterThan(before.version);
  });

  it('writes nothing when no field is sent', async () => {
    const me = await agent();
    const id = idOf(await create(me, clientInput()));
    const before = await clientRow(id);
    expect(await update(me, id, {})).toMatchObject({ id, version: before.version });
    expect(await clientRow(id)).toEqual(before);
  });

  it('answers 404 for another agent’s client and for one whose assignment ended, changing nothing', async () => {
    const owner = await agent();
    const other = await agent();
    const id = idOf(await create(owner, clientInput()));
    const before = await clientRow(id);

    const refused = await refusal(update(other, id, { notes: 'Not mine' }));
    expect(refused).toMatchObject({ status: 404, message: clientMessages.notFound });

    await assignClient(db, id, other.id);
    await db('clientAgentAssignments').where({ clientId: id, agentId: other.id }).update({ isActive: false });
    const ended = await refusal(update(other, id, { notes: 'Not mine any more' }));
    expect(ended).toMatchObject({ status: 404, message: clientMessages.notFound });
    expect(await clientRow(id)).toEqual(before);
  });

  it('lets an admin edit any client', async () => {
    const owner = await agent();
    const admin = await buildUser(db, { role: 'admin' });
    const id = idOf(await create(owner, clientInput()));
    await update(admin, id, { phone: '+1 407 555 0199' });
    expect((await clientRow(id)).phone).toBe('+1 407 555 0199');
  });
});

describe('removing a client', () => {
  it('tombstones the client, their itineraries and those itineraries’ live bookings, under one deletion id', async () => {
    const me = await agent();
    const trip = await clientWithTrip(me);
    const removedBefore = await rowOf(db('bookings').where({ id: trip.removedBookingId }).first());
    const quote = onlyOf(
      await db('agentQuotes')
        .insert({ clientId: trip.clientId, agentId: me.id, title: 'Kept quote', version: nextVersion(db) })
        .returning('*'),
    );
    const clientBefore = await clientRow(trip.clientId);

    await remove(me, trip.clientId);

    const client = await clientRow(trip.clientId);
    const itinerary = await rowOf(db('itineraries').where({ id: trip.itineraryId }).first());
    const booking = await rowOf(db('bookings').where({ id: trip.liveBookingId }).first());
    expect(client.deletedAt).toBeInstanceOf(Date);
    expect(itinerary.deletedAt).toBeInstanceOf(Date);
    expect(booking.deletedAt).toBeInstanceOf(Date);
    expect(client.version).toBeGreaterThan(clientBefore.version);
    expect(client.deletionId).toEqual(expect.any(String));
    expect(itinerary.deletionId).toBe(client.deletionId);
    expect(booking.deletionId).toBe(client.deletionId);

    // A booking removed on its own before stays as it was: restoring the client will not bring it back.
    expect(await rowOf(db('bookings').where({ id: trip.removedBookingId }).first())).toEqual(removedBefore);
    // A quote names its client but is not deleted with it.
    expect(await rowOf(db('agentQuotes').where({ id: quote.id }).first())).toEqual(quote);

    const again = await refusal(remove(me, trip.clientId));
    expect(again).toMatchObject({ status: 404, message: clientMessages.notFound });
  });

  it('answers 404 for another agent’s client, deleting nothing', async () => {
    const owner = await agent();
    const other = await agent();
    const trip = await clientWithTrip(owner);
    const refused = await refusal(remove(other, trip.clientId));
    expect(refused).toMatchObject({ status: 404, message: clientMessages.notFound });
    expect((await clientRow(trip.clientId)).deletedAt).toBeNull();
    expect((await rowOf(db('itineraries').where({ id: trip.itineraryId }).first())).deletedAt).toBeNull();
    expect((await rowOf(db('bookings').where({ id: trip.liveBookingId }).first())).deletedAt).toBeNull();
  });
});
