import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { BookingInput, BookingUpdate, bookingMessages } from '@contract/bookings.ts';
import { itineraryMessages } from '@contract/itineraries.ts';
import { syncMessages } from '@contract/sync.ts';
import type { Db, Trx } from '@db/index.ts';
import { nextVersion } from '@db/versioning.ts';
import { withFileDatabase } from '../test/db.ts';
import { assignClient, buildUser } from '../test/factories.ts';
import { idOf, onlyOf, refusal, rowOf } from '../test/rows.ts';
import type { SessionUser } from '../types.ts';
import { bookingCreator, bookingRemover, bookingsCreator, bookingUpdater } from './bookings.ts';

let db: Db;
withFileDatabase((opened) => (db = opened));

const inTrx = <T>(work: (trx: Trx) => Promise<T>) => db.transaction(work);

const bookingRow = (id: string) => rowOf(db('bookings').where({ id }).first());
const bookingCount = async (itineraryId: string) => (await db('bookings').where({ itineraryId })).length;
const noticesOf = (userId: string) =>
  db('notifications').where({ agentId: userId }).orderBy('createdAt').select('type', 'entityId', 'isRead');

/**
 * An agent (approved unless asked) with a client assigned to them and one itinerary of that
 * client; `traveller` is the client's own account, to which notices go.
 */
async function agentWithTrip({ approved = true } = {}) {
  const agent = await buildUser(db, { role: 'agent', approved });
  const traveller = await buildUser(db, { role: 'client' });
  const client = onlyOf(
    await db('clients')
      .insert({
        firstName: 'Marie',
        lastName: 'Auguste',
        email: traveller.email,
        userId: traveller.id,
        version: nextVersion(db),
      })
      .returning('*'),
  );
  await assignClient(db, client.id, agent.id);
  const itinerary = onlyOf(
    await db('itineraries')
      .insert({
        clientId: client.id,
        title: 'Saint Lucia in May',
        startDate: '2027-05-01',
        endDate: '2027-05-10',
        version: nextVersion(db),
      })
      .returning('*'),
  );
  return { agent, traveller, clientId: client.id, itineraryId: itinerary.id };
}

const bookingInput = (itineraryId: string, fields: Record<string, unknown> = {}) =>
  v.parse(BookingInput, {
    itineraryId,
    type: 'hotel',
    title: 'Sugar Beach resort',
    cost: 120_000,
    startDate: '2027-05-01',
    endDate: '2027-05-05',
    ...fields,
  });

const create = (actor: SessionUser, input: BookingInput) =>
  inTrx((trx) => bookingCreator({ trx, actor, input }));

const update = (actor: SessionUser, id: string, changes: Record<string, unknown>) =>
  inTrx((trx) => bookingUpdater({ trx, actor, input: { id, changes: v.parse(BookingUpdate, changes) } }));

const remove = (actor: SessionUser, id: string) =>
  inTrx((trx) => bookingRemover({ trx, actor, input: { id } }));

describe('adding a booking', () => {
  it('stores it on the itinerary with a fresh version, and answers it with its itinerary and client', async () => {
    const { agent, clientId, itineraryId } = await agentWithTrip();
    const answer = await create(agent, bookingInput(itineraryId, { bookingReference: 'SB-1' }));

    expect(answer).toMatchObject({
      itineraryId,
      title: 'Sugar Beach resort',
      itineraryTitle: 'Saint Lucia in May',
      clientId,
      clientFirstName: 'Marie',
      clientLastName: 'Auguste',
    });
    const stored = await bookingRow(idOf(answer));
    expect(stored).toMatchObject({
      itineraryId,
      type: 'hotel',
      title: 'Sugar Beach resort',
      cost: 120_000,
      currency: 'USD',
      status: 'pending',
      bookingReference: 'SB-1',
      startDate: '2027-05-01',
      endDate: '2027-05-05',
      deletedAt: null,
    });
    expect(stored.version).toBeGreaterThan(0);
    expect(answer.version).toBe(stored.version);

    // Each write takes the next version: a second booking's is higher.
    const second = await bookingRow(idOf(await create(agent, bookingInput(itineraryId))));
    expect(second.version).toBeGreaterThan(stored.version);
  });

  it('answers 404 for another agent’s itinerary, storing nothing', async () => {
    const { itineraryId } = await agentWithTrip();
    const { agent: other } = await agentWithTrip();
    const refused = await refusal(create(other, bookingInput(itineraryId)));
    expect(refused).toMatchObject({ status: 404, message: itineraryMessages.notFound });
    expect(await bookingCount(itineraryId)).toBe(0);
  });

  it('answers 404 for a deleted itinerary, storing nothing', async () => {
    const { agent, itineraryId } = await agentWithTrip();
    await db('itineraries').where({ id: itineraryId }).update({ deletedAt: db.fn.now() });
    const refused = await refusal(create(agent, bookingInput(itineraryId)));
    expect(refused).toMatchObject({ status: 404, message: itineraryMessages.notFound });
    expect(await bookingCount(itineraryId)).toBe(0);
  });

  it('lets an admin add a booking to any agent’s itinerary', async () => {
    const { itineraryId } = await agentWithTrip();
    const admin = await buildUser(db, { role: 'admin' });
    const answer = await create(admin, bookingInput(itineraryId, { title: 'Airport transfer' }));
    expect(await bookingRow(idOf(answer))).toMatchObject({ itineraryId, title: 'Airport transfer' });
  });

  it('adds several bookings in the order given, or none when one itinerary is not the actor’s', async () => {
    const mine = await agentWithTrip();
    const theirs = await agentWithTrip();

    const stored = await inTrx((trx) =>
      bookingsCreator({
        trx,
        actor: mine.agent,
        input: [
          bookingInput(mine.itineraryId, { title: 'Flight out' }),
          bookingInput(mine.itineraryId, { title: 'Flight back' }),
        ],
      }),
    );
    expect(stored.map((row) => row.title)).toEqual(['Flight out', 'Flight back']);
    expect(await bookingCount(mine.itineraryId)).toBe(2);

    const refused = await refusal(
      inTrx((trx) =>
        bookingsCreator({
          trx,
          actor: mine.agent,
          input: [bookingInput(mine.itineraryId), bookingInput(theirs.itineraryId)],
        }),
      ),
    );
    expect(refused).toMatchObject({ status: 404, message: itineraryMessages.notFound });
    expect(await bookingCount(mine.itineraryId)).toBe(2);
    expect(await bookingCount(theirs.itineraryId)).toBe(0);
  });
});

describe('editing a booking', () => {
  it('changes only the fields sent, with a new version', async () => {
    const { agent, itineraryId } = await agentWithTrip();
    const id = idOf(await create(agent, bookingInput(itineraryId)));
    const before = await bookingRow(id);

    const answer = await update(agent, id, { cost: 99_000, bookingReference: 'SB-2' });
    expect(answer).toMatchObject({
      id,
      cost: 99_000,
      bookingReference: 'SB-2',
      itineraryTitle: 'Saint Lucia in May',
    });
    const after = await bookingRow(id);
    expect(after).toEqual({
      ...before,
      cost: 99_000,
      bookingReference: 'SB-2',
      version: after.version,
      updatedAt: after.updatedAt,
      syncTxid: after.syncTxid,
    });
    expect(after.version).toBeGreaterThan(before.version);
  });

  it('writes nothing when no field is sent', async () => {
    const { agent, itineraryId } = await agentWithTrip();
    const id = idOf(await create(agent, bookingInput(itineraryId)));
    const before = await bookingRow(id);
    const answer = await update(agent, id, {});
    expect(answer).toMatchObject({ id, version: before.version });
    expect(await bookingRow(id)).toEqual(before);
  });

  it('refuses to move a booking to another itinerary, changing nothing', async () => {
    const { agent, clientId, itineraryId } = await agentWithTrip();
    const other = onlyOf(
      await db('itineraries')
        .insert({ clientId, title: 'Another trip', version: nextVersion(db) })
        .returning('id'),
    );
    const id = idOf(await create(agent, bookingInput(itineraryId)));
    const before = await bookingRow(id);

    const refused = await refusal(
      inTrx((trx) =>
        bookingUpdater({
          trx,
          actor: agent,
          input: { id, changes: v.parse(BookingUpdate, { title: 'Moved' }), itineraryId: other.id },
        }),
      ),
    );
    expect(refused).toMatchObject({
      status: 400,
      message: syncMessages.bookingMoved,
      fields: { itineraryId: syncMessages.bookingMoved },
    });
    expect(await bookingRow(id)).toEqual(before);
  });

  it('refuses an end date before the start date, the stored start date counting when only the end is sent', async () => {
    const { agent, itineraryId } = await agentWithTrip();
    const id = idOf(await create(agent, bookingInput(itineraryId)));
    const before = await bookingRow(id);

    const refused = await refusal(update(agent, id, { endDate: '2027-04-30', title: 'Shorter stay' }));
    expect(refused).toMatchObject({
      status: 400,
      message: bookingMessages.endBeforeStart,
      fields: { endDate: bookingMessages.endBeforeStart },
    });
    expect(await bookingRow(id)).toEqual(before);

    // The same day for both is in order.
    await update(agent, id, { endDate: '2027-05-01' });
    expect((await bookingRow(id)).endDate).toBe('2027-05-01');
  });

  it('answers 404 for another agent’s booking, changing nothing', async () => {
    const { agent, itineraryId } = await agentWithTrip();
    const { agent: other } = await agentWithTrip();
    const id = idOf(await create(agent, bookingInput(itineraryId)));
    const before = await bookingRow(id);
    const refused = await refusal(update(other, id, { title: 'Not yours' }));
    expect(refused).toMatchObject({ status: 404, message: bookingMessages.notFound });
    expect(await bookingRow(id)).toEqual(before);
  });
});

describe('removing a booking', () => {
  it('tombstones it with a new version; a second removal answers 404', async () => {
    const { agent, itineraryId } = await agentWithTrip();
    const id = idOf(await create(agent, bookingInput(itineraryId)));
    const before = await bookingRow(id);

    await remove(agent, id);
    const after = await bookingRow(id);
    expect(after.deletedAt).toBeInstanceOf(Date);
    expect(after.version).toBeGreaterThan(before.version);
    expect(after.title).toBe(before.title);

    const again = await refusal(remove(agent, id));
    expect(again).toMatchObject({ status: 404, message: bookingMessages.notFound });
    expect(await bookingRow(id)).toEqual(after);
  });

  it('answers 404 for another agent’s booking, which stays', async () => {
    const { agent, itineraryId } = await agentWithTrip();
    const { agent: other } = await agentWithTrip();
    const id = idOf(await create(agent, bookingInput(itineraryId)));
    const before = await bookingRow(id);
    const refused = await refusal(remove(other, id));
    expect(refused).toMatchObject({ status: 404, message: bookingMessages.notFound });
    expect(await bookingRow(id)).toEqual(before);
  });
});

describe('telling the traveller', () => {
  it('tells of a confirmation, a change they see and a removal, one unread notice per kind', async () => {
    const { agent, traveller, itineraryId } = await agentWithTrip();
    // A booking added as pending is nothing to tell yet; its confirmation is.
    const pendingId = idOf(await create(agent, bookingInput(itineraryId)));
    expect(await noticesOf(traveller.id)).toEqual([]);
    await update(agent, pendingId, { status: 'confirmed' });
    expect(await noticesOf(traveller.id)).toEqual([
      { type: 'booking_confirmed', entityId: pendingId, isRead: false },
    ]);
    await db('notifications').where({ agentId: traveller.id }).del();

    const id = idOf(await create(agent, bookingInput(itineraryId, { status: 'confirmed' })));
    expect(await noticesOf(traveller.id)).toEqual([
      { type: 'booking_confirmed', entityId: id, isRead: false },
    ]);

    // A corrected cost is not something the traveller sees: no notice.
    await update(agent, id, { cost: 110_000 });
    expect(await noticesOf(traveller.id)).toHaveLength(1);

    // Two changes they see leave one up-to-date notice, not two.
    await update(agent, id, { bookingReference: 'SB-9' });
    await update(agent, id, { startDate: '2027-05-02' });
    expect(await noticesOf(traveller.id)).toEqual([
      { type: 'booking_confirmed', entityId: id, isRead: false },
      { type: 'booking_updated', entityId: id, isRead: false },
    ]);
    const updated = await rowOf(
      db('notifications').where({ agentId: traveller.id, type: 'booking_updated' }).first(),
    );
    expect(updated.message).toContain('dates:');

    // Once read, the next change is a new notice.
    await db('notifications').where({ agentId: traveller.id }).update({ isRead: true });
    await update(agent, id, { status: 'cancelled' });
    expect(
      await rowOf(
        db('notifications').where({ agentId: traveller.id, type: 'booking_updated', isRead: false }).first(),
      ),
    ).toMatchObject({ entityId: id, message: '"Sugar Beach resort" changed: status: cancelled.' });

    await remove(agent, id);
    expect((await noticesOf(traveller.id)).map((notice) => notice.type)).toEqual([
      'booking_confirmed',
      'booking_updated',
      'booking_updated',
      'booking_removed',
    ]);
  });

  it('tells nobody of a booking on a client record held by an agent awaiting approval', async () => {
    // Anyone can register as an agent and type any address into a client record.
    const { agent, traveller, itineraryId } = await agentWithTrip({ approved: false });
    const id = idOf(await create(agent, bookingInput(itineraryId, { status: 'confirmed' })));
    await update(agent, id, { startDate: '2027-05-03' });
    await remove(agent, id);
    expect(await noticesOf(traveller.id)).toEqual([]);
  });

  it('tells nobody while an agent awaiting approval holds the record beside an approved one', async () => {
    const { agent, traveller, clientId, itineraryId } = await agentWithTrip();
    const pending = await buildUser(db, { role: 'agent', approved: false });
    await assignClient(db, clientId, pending.id);
    await create(agent, bookingInput(itineraryId, { status: 'confirmed' }));
    expect(await noticesOf(traveller.id)).toEqual([]);
  });
});
