import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientMessages } from '@contract/clients.ts';
import { syncMessages, type SyncResult } from '@contract/sync.ts';
import { getTestServer, type TestServer } from '../../test/server.ts';
import { mailSettled } from '../../providers/mail/index.ts';
import { MUTATIONS_PER_TRANSACTION } from '../../sync/push.ts';
import { buildBooking, buildItinerary } from '../clients/officeTestKit.ts';
import { agentOffice, deviceSeq, newBooking, newClient, newEmail, newItinerary } from './syncTestKit.ts';

let t: TestServer;
beforeAll(async () => {
  t = await getTestServer();
});
afterAll(async () => {
  if (t) await mailSettled(t.app);
  await t?.close();
});

const office = () => agentOffice(t);

/** A client made on the device that the server refuses (no last name, no valid e-mail). */
const invalidClient = () => ({ firstName: 'Nameless', email: 'not-an-email' });

const statuses = (results: SyncResult[]) => results.map((result) => result.status);

async function stored(table: string, id: string) {
  return t.db(table).where({ id }).first();
}

describe('POST /api/sync/push: changes leaning on a record refused in the same push', () => {
  it('refuses an itinerary under a refused new client and a booking under it, and applies what is unrelated', async () => {
    const { device } = await office();
    const client = device.create('clients', invalidClient());
    const itinerary = device.create('itineraries', newItinerary(client.recordId));
    const booking = device.create('bookings', newBooking(itinerary.recordId));
    const unrelated = device.create('clients', newClient({ lastName: 'Unrelated' }));

    const response = await device.push([client, itinerary, booking, unrelated]).expect(200);
    expect(response.body).toEqual({
      results: [
        {
          id: client.id,
          status: 'rejected',
          message: clientMessages.lastNameRequired,
          fields: { lastName: clientMessages.lastNameRequired, email: clientMessages.invalidEmail },
        },
        {
          id: itinerary.id,
          status: 'rejected',
          message: syncMessages.parentRefused,
          parent: { entity: 'clients', recordId: client.recordId },
        },
        {
          id: booking.id,
          status: 'rejected',
          message: syncMessages.parentRefused,
          parent: { entity: 'itineraries', recordId: itinerary.recordId },
        },
        { id: unrelated.id, status: 'applied', version: expect.any(Number) },
      ],
      lastSeq: 4,
    });
    expect(await stored('clients', client.recordId)).toBeUndefined();
    expect(await stored('itineraries', itinerary.recordId)).toBeUndefined();
    expect(await stored('bookings', booking.recordId)).toBeUndefined();
    expect(await stored('clients', unrelated.recordId)).toMatchObject({ lastName: 'Unrelated' });
    expect(await deviceSeq(t.db, device.id)).toBe(4);

    // Sent again (its answer lost), the push hears the same answers.
    const again = await device.push([client, itinerary, booking, unrelated]).expect(200);
    expect(again.body).toEqual(response.body);
  });

  it('applies a new client, an itinerary under it and a booking under that, in order', async () => {
    const { session, device } = await office();
    const client = device.create('clients', newClient({ lastName: 'Whole chain' }));
    const itinerary = device.create('itineraries', newItinerary(client.recordId));
    const booking = device.create('bookings', newBooking(itinerary.recordId));

    const response = await device.push([client, itinerary, booking]).expect(200);
    expect(statuses(response.body.results)).toEqual(['applied', 'applied', 'applied']);
    const versions = response.body.results.map((result: SyncResult) => result.version);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    expect(await stored('clients', client.recordId)).toMatchObject({ lastName: 'Whole chain' });
    expect(await t.db('clientAgentAssignments').where({ clientId: client.recordId }).first()).toMatchObject({
      agentId: session.user.id,
    });
    expect(await stored('itineraries', itinerary.recordId)).toMatchObject({ clientId: client.recordId });
    expect(await stored('bookings', booking.recordId)).toMatchObject({ itineraryId: itinerary.recordId });
  });

  it('refuses edits and the delete of a refused record, what moves under it, and the children of those', async () => {
    const { client: existing, device } = await office();
    const trip = await buildItinerary(t.db, existing.id);
    const hotel = await buildBooking(t.db, trip.id);

    const refused = device.create('clients', invalidClient());
    const edit = device.upsert('clients', refused.recordId, { phone: '555-0100' });
    const remove = device.delete('clients', refused.recordId, null);
    // An itinerary already on the server, moved under the refused client.
    const moved = device.upsert(
      'itineraries',
      trip.id,
      { clientId: refused.recordId },
      { baseVersion: Number(trip.version), base: { clientId: existing.id } },
    );
    // Its booking names no parent in its change: the one it has counts.
    const child = device.upsert(
      'bookings',
      hotel.id,
      { title: 'Changed resort' },
      { baseVersion: Number(hotel.version), base: { title: 'Piton-view resort' } },
    );
    const mail = device.create('emails', newEmail({ clientId: refused.recordId, status: 'sent' }));

    const response = await device.push([refused, edit, remove, moved, child, mail]).expect(200);
    const parent = (entity: string, recordId: string) => ({
      status: 'rejected',
      message: syncMessages.parentRefused,
      parent: { entity, recordId },
    });
    expect(response.body.results).toEqual([
      expect.objectContaining({ id: refused.id, status: 'rejected' }),
      { id: edit.id, ...parent('clients', refused.recordId) },
      { id: remove.id, ...parent('clients', refused.recordId) },
      { id: moved.id, ...parent('clients', refused.recordId) },
      { id: child.id, ...parent('itineraries', trip.id) },
      { id: mail.id, ...parent('clients', refused.recordId) },
    ]);
    expect(response.body.lastSeq).toBe(6);
    expect(await stored('itineraries', trip.id)).toMatchObject({
      clientId: existing.id,
      version: trip.version,
    });
    expect(await stored('bookings', hotel.id)).toMatchObject({
      title: 'Piton-view resort',
      version: hotel.version,
    });
    expect(await stored('emails', mail.recordId)).toBeUndefined();
    const to = mail.changes.to;
    if (typeof to !== 'string') throw new Error('the e-mail has no recipient');
    expect(await t.db('outgoingMail').where({ to })).toEqual([]);
  });

  it('runs as usual a change under a record whose edit, not creation, was refused', async () => {
    const { client, device } = await office();
    const badEdit = device.upsert(
      'clients',
      client.id,
      { firstName: ' ' },
      { baseVersion: Number(client.version), base: { firstName: 'Jordan' } },
    );
    const itinerary = device.create('itineraries', newItinerary(client.id));
    const refused = device.create('clients', invalidClient());
    const unrelated = device.create('itineraries', newItinerary(client.id, { title: 'Unrelated trip' }));
    const response = await device.push([badEdit, itinerary, refused, unrelated]).expect(200);
    expect(statuses(response.body.results)).toEqual(['rejected', 'applied', 'rejected', 'applied']);
    expect(response.body.results[0].parent).toBeUndefined();
    expect(await stored('itineraries', itinerary.recordId)).toMatchObject({ clientId: client.id });
  });

  it('refuses a child sent again with more after the answer to its refused parent was lost', async () => {
    const { device } = await office();
    const client = device.create('clients', invalidClient());
    const lost = await device.push([client]).expect(200);
    const itinerary = device.create('itineraries', newItinerary(client.recordId));
    const response = await device.push([client, itinerary]).expect(200);
    expect(response.body.results).toEqual([
      lost.body.results[0],
      {
        id: itinerary.id,
        status: 'rejected',
        message: syncMessages.parentRefused,
        parent: { entity: 'clients', recordId: client.recordId },
      },
    ]);
    expect(response.body.lastSeq).toBe(2);
  });

  it('refuses a child sent in a later transaction of the same push than its refused parent', async () => {
    const { device } = await office();
    const client = device.create('clients', invalidClient());
    const between = Array.from({ length: MUTATIONS_PER_TRANSACTION }, (_, index) =>
      device.create('clients', newClient({ lastName: `Between ${index}` })),
    );
    const itinerary = device.create('itineraries', newItinerary(client.recordId));
    const response = await device.push([client, ...between, itinerary]).expect(200);
    expect(response.body.lastSeq).toBe(MUTATIONS_PER_TRANSACTION + 2);
    expect(response.body.results.at(-1)).toEqual({
      id: itinerary.id,
      status: 'rejected',
      message: syncMessages.parentRefused,
      parent: { entity: 'clients', recordId: client.recordId },
    });
    expect(await stored('itineraries', itinerary.recordId)).toBeUndefined();
  });
});
