import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itineraryMessages } from '@contract/itineraries.ts';
import { syncMessages, type SyncResult } from '@contract/sync.ts';
import { getTestServer, type TestServer } from '../../test/server.ts';
import { rowOf } from '../../test/rows.ts';
import { Device, agentOffice, newBooking, newItinerary, pullAll } from './syncTestKit.ts';

let t: TestServer;
beforeAll(async () => {
  t = await getTestServer();
});
afterAll(async () => {
  await t?.close();
});

const deletedAt = async (table: string, id: string) =>
  ((await t.db(table).where({ id }).first('deletedAt')) as { deletedAt: Date | null }).deletedAt;

/** An agent's itinerary with two bookings, made through the laptop, and the phone of the same agent. */
async function tripOnTwoDevices() {
  const { session, client, device: laptop } = await agentOffice(t);
  const phone = new Device(session);
  const itinerary = laptop.create('itineraries', newItinerary(client.id));
  const hotel = laptop.create('bookings', newBooking(itinerary.recordId));
  const tour = laptop.create(
    'bookings',
    newBooking(itinerary.recordId, { type: 'activity', title: 'Pitons tour' }),
  );
  const created = await laptop.push([itinerary, hotel, tour]).expect(200);
  const [itineraryVersion] = (created.body.results as SyncResult[]).map((result) => result.version!);
  return { session, client, laptop, phone, itinerary, hotel, tour, itineraryVersion };
}

describe('restoring a record deleted on another device (op restore)', () => {
  it('brings an itinerary back under its own id with the bookings deleted with it, the change on top', async () => {
    const trip = await tripOnTwoDevices();
    await trip.laptop
      .push([trip.laptop.delete('itineraries', trip.itinerary.recordId, trip.itineraryVersion)])
      .expect(200);
    const { cursor } = await pullAll(trip.session);
    const edit = trip.phone.upsert(
      'itineraries',
      trip.itinerary.recordId,
      { title: 'Anniversary, extended' },
      { baseVersion: trip.itineraryVersion, base: { title: 'Saint Lucia Anniversary Escape' } },
    );
    const met = await trip.phone.push([edit]).expect(200);
    expect(met.body.results[0]).toMatchObject({ status: 'conflict', deleted: true });

    const restore = trip.phone.restore('itineraries', trip.itinerary.recordId, met.body.results[0].version, {
      title: 'Anniversary, extended',
    });
    const response = await trip.phone.push([restore]).expect(200);
    expect(response.body.results).toEqual([
      { id: restore.id, status: 'applied', version: expect.any(Number) },
    ]);

    const row = await t.db('itineraries').where({ id: trip.itinerary.recordId }).first();
    expect(row).toMatchObject({ title: 'Anniversary, extended', deletedAt: null, deletionId: null });
    expect(await deletedAt('bookings', trip.hotel.recordId)).toBeNull();
    expect(await deletedAt('bookings', trip.tour.recordId)).toBeNull();
    // Every device hears of all three again, alive.
    const after = await pullAll(trip.session, cursor);
    expect(after.changes.map((change) => [change.recordId, change.deleted]).sort()).toEqual(
      [
        [trip.itinerary.recordId, false],
        [trip.hotel.recordId, false],
        [trip.tour.recordId, false],
      ].sort(),
    );
  });

  it('leaves deleted a booking deleted on its own before, even in the same push as its itinerary', async () => {
    const trip = await tripOnTwoDevices();
    const tourVersion = Number(
      (await rowOf(t.db('bookings').where({ id: trip.tour.recordId }).first())).version,
    );
    await trip.laptop
      .push([
        trip.laptop.delete('bookings', trip.tour.recordId, tourVersion),
        trip.laptop.delete('itineraries', trip.itinerary.recordId, trip.itineraryVersion),
      ])
      .expect(200);
    const restore = trip.phone.restore('itineraries', trip.itinerary.recordId, null);
    const response = await trip.phone.push([restore]).expect(200);
    expect(response.body.results[0].status).toBe('applied');
    expect(await deletedAt('bookings', trip.hotel.recordId)).toBeNull();
    expect(await deletedAt('bookings', trip.tour.recordId)).not.toBeNull();
  });

  it('brings a client back with their itineraries and those itineraries’ bookings', async () => {
    const trip = await tripOnTwoDevices();
    const version = Number((await rowOf(t.db('clients').where({ id: trip.client.id }).first())).version);
    await trip.laptop.push([trip.laptop.delete('clients', trip.client.id, version)]).expect(200);
    expect(await deletedAt('bookings', trip.hotel.recordId)).not.toBeNull();

    const response = await trip.phone.push([trip.phone.restore('clients', trip.client.id, null)]).expect(200);
    expect(response.body.results[0].status).toBe('applied');
    expect(await deletedAt('clients', trip.client.id)).toBeNull();
    expect(await deletedAt('itineraries', trip.itinerary.recordId)).toBeNull();
    expect(await deletedAt('bookings', trip.hotel.recordId)).toBeNull();
    expect(await deletedAt('bookings', trip.tour.recordId)).toBeNull();
  });

  it('refuses an itinerary whose client is still deleted, reviving nothing; the client first, then it applies', async () => {
    const trip = await tripOnTwoDevices();
    const version = Number((await rowOf(t.db('clients').where({ id: trip.client.id }).first())).version);
    await trip.laptop.push([trip.laptop.delete('clients', trip.client.id, version)]).expect(200);

    const alone = trip.phone.restore('itineraries', trip.itinerary.recordId, null, { description: 'Mine' });
    const refused = await trip.phone.push([alone]).expect(200);
    const message = syncMessages.parentStillDeleted('client');
    expect(refused.body.results).toEqual([
      { id: alone.id, status: 'rejected', message, fields: { clientId: message } },
    ]);
    expect(await deletedAt('itineraries', trip.itinerary.recordId)).not.toBeNull();
    expect(await deletedAt('bookings', trip.hotel.recordId)).not.toBeNull();

    const both = [
      trip.phone.restore('clients', trip.client.id, null),
      // Brought back with its client already; what the phone saw before its edit still holds.
      trip.phone.restore(
        'itineraries',
        trip.itinerary.recordId,
        null,
        { description: 'Mine' },
        { description: null },
      ),
    ];
    const response = await trip.phone.push(both).expect(200);
    expect((response.body.results as SyncResult[]).map((result) => result.status)).toEqual([
      'applied',
      'applied',
    ]);
    expect(await t.db('itineraries').where({ id: trip.itinerary.recordId }).first()).toMatchObject({
      description: 'Mine',
      deletedAt: null,
    });
    expect(await deletedAt('bookings', trip.tour.recordId)).toBeNull();
  });

  it('refuses a change the form would refuse, and the record stays deleted with its bookings', async () => {
    const trip = await tripOnTwoDevices();
    await trip.laptop
      .push([trip.laptop.delete('itineraries', trip.itinerary.recordId, trip.itineraryVersion)])
      .expect(200);
    const restore = trip.phone.restore('itineraries', trip.itinerary.recordId, null, {
      endDate: '2027-01-01',
    });
    const response = await trip.phone.push([restore]).expect(200);
    expect(response.body.results[0]).toMatchObject({
      status: 'rejected',
      message: itineraryMessages.endBeforeStart,
    });
    expect(await deletedAt('itineraries', trip.itinerary.recordId)).not.toBeNull();
    expect(await deletedAt('bookings', trip.hotel.recordId)).not.toBeNull();
  });

  it('answers an edit’s conflict when another device restored and changed the record first', async () => {
    const trip = await tripOnTwoDevices();
    await trip.laptop
      .push([trip.laptop.delete('itineraries', trip.itinerary.recordId, trip.itineraryVersion)])
      .expect(200);
    const tablet = new Device(trip.session);
    await tablet
      .push([tablet.restore('itineraries', trip.itinerary.recordId, null, { description: 'Tablet' })])
      .expect(200);
    const restore = trip.phone.restore(
      'itineraries',
      trip.itinerary.recordId,
      trip.itineraryVersion,
      { description: 'Phone' },
      { description: null },
    );
    const response = await trip.phone.push([restore]).expect(200);
    expect(response.body.results[0]).toMatchObject({
      status: 'conflict',
      conflicts: [{ field: 'description', base: null, mine: 'Phone', theirs: 'Tablet' }],
    });
  });

  it('refuses to restore another agent’s record, which stays deleted', async () => {
    const trip = await tripOnTwoDevices();
    await trip.laptop
      .push([trip.laptop.delete('itineraries', trip.itinerary.recordId, trip.itineraryVersion)])
      .expect(200);
    const other = await agentOffice(t);
    const restore = other.device.restore('itineraries', trip.itinerary.recordId, null);
    const response = await other.device.push([restore]).expect(200);
    expect(response.body.results).toEqual([
      { id: restore.id, status: 'rejected', message: syncMessages.notFound },
    ]);
    expect(await deletedAt('itineraries', trip.itinerary.recordId)).not.toBeNull();
    expect(await deletedAt('bookings', trip.hotel.recordId)).not.toBeNull();
  });

  it('answers 400 to an unknown operation, applying nothing', async () => {
    const trip = await tripOnTwoDevices();
    await trip.laptop
      .push([trip.laptop.delete('itineraries', trip.itinerary.recordId, trip.itineraryVersion)])
      .expect(200);
    const restore = { ...trip.phone.restore('itineraries', trip.itinerary.recordId, null), op: 'undelete' };
    const response = await trip.session.http
      .post('/api/sync/push')
      .set('X-CSRF-Token', trip.session.token)
      .send({ deviceId: trip.phone.id, schemaVersion: 1, mutations: [restore] })
      .expect(400);
    expect(response.body).toMatchObject({ success: false, message: expect.stringContaining('op must be') });
    expect(await deletedAt('itineraries', trip.itinerary.recordId)).not.toBeNull();
  });
});
