import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookingMessages } from '@contract/bookings.ts';
import { syncMessages, type SyncMutation, type SyncResult } from '@contract/sync.ts';
import { buildUser, uniqueEmail } from '../../test/factories.ts';
import { rowOf } from '../../test/rows.ts';
import { getTestServer, type TestServer } from '../../test/server.ts';
import { mailSettled, readLocalMail } from '../../providers/mail/index.ts';
import { MUTATIONS_PER_TRANSACTION } from '../../sync/push.ts';
import { buildItinerary, clientOf } from '../clients/officeTestKit.ts';
import { agentOffice, deviceSeq, type Device, newBooking, newClient, newEmail } from './syncTestKit.ts';

let t: TestServer;
beforeAll(async () => {
  t = await getTestServer();
});
afterAll(async () => {
  if (t) await mailSettled(t.app);
  await t?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const office = () => agentOffice(t);

/** More new clients than one transaction carries, named `${prefix} n`. */
function manyClients(device: Device, prefix: string, count = MUTATIONS_PER_TRANSACTION + 2) {
  return Array.from({ length: count }, (_, index) =>
    device.create('clients', newClient({ lastName: `${prefix} ${index}` })),
  );
}

async function countLike(table: string, column: string, pattern: string) {
  const row = await t.db(table).whereLike(column, pattern).count('* as n').first();
  return Number(row?.n);
}

async function keptAnswers(deviceId: string) {
  return (await t.db('syncResults').where({ deviceId }).pluck('seq')).map(Number);
}

/**
 * Fails the `nth` statement storing a push's answers, as a dropped connection would. Inside a
 * transaction knex queries through a client made from the class, not from `t.db.client`.
 */
function failStoringAnswers(nth = 1) {
  type Query = (connection: unknown, query: { sql: string }) => Promise<unknown>;
  const driver = Object.getPrototypeOf(t.db.client) as { _query: Query };
  const query = driver._query;
  let seen = 0;
  vi.spyOn(driver, '_query').mockImplementation(function (this: unknown, connection, obj) {
    if (/^insert into "sync_results"/.test(obj.sql) && ++seen === nth) {
      return Promise.reject(
        Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' }),
      );
    }
    return query.call(this, connection, obj);
  });
}

const statuses = (results: SyncResult[]) => results.map((result) => result.status);

describe('POST /api/sync/push: what a stopped push committed is what it answers', () => {
  it('answers 503 with no results and the old lastSeq when its transaction is rolled back, and nothing of it stays', async () => {
    const { client, device } = await office();
    await device.push([device.create('clients', newClient({ lastName: 'Earlier push' }))]).expect(200);
    const made = device.create('clients', newClient({ lastName: 'RolledBack' }));
    const to = uniqueEmail('jordan');
    const email = device.create(
      'emails',
      newEmail({ to, status: 'sent', subject: 'Rolled back, then sent' }),
    );
    const edit = device.upsert(
      'clients',
      client.id,
      { notes: 'Rolled back' },
      { baseVersion: Number(client.version), base: { notes: null } },
    );
    const batch = [made, email, edit];

    failStoringAnswers();
    const response = await device.push(batch).expect(503);
    expect(response.body).toEqual({
      success: false,
      error: 'unavailable',
      message: syncMessages.unavailable,
      results: [],
      lastSeq: 1,
    });
    vi.restoreAllMocks();
    expect(await countLike('clients', 'lastName', 'RolledBack')).toBe(0);
    expect(await t.db('emails').where({ id: email.recordId })).toEqual([]);
    expect(await t.db('outgoingMail').where({ to })).toEqual([]);
    expect((await rowOf(t.db('clients').where({ id: client.id }).first())).notes).toBeNull();
    expect(await deviceSeq(t.db, device.id)).toBe(1);
    expect(await keptAnswers(device.id)).toEqual([1]);

    const retried = await device.push(batch).expect(200);
    expect(statuses(retried.body.results)).toEqual(['applied', 'applied', 'applied']);
    expect(retried.body.lastSeq).toBe(4);
    expect(await countLike('clients', 'lastName', 'RolledBack')).toBe(1);
    await mailSettled(t.app);
    const mails = (await readLocalMail(t.config.dataDir)).filter((mail) => mail.to === to);
    expect(mails).toHaveLength(1);
  });

  it('answers 503 with what the earlier transactions of a long push committed, and replays exactly those', async () => {
    const { device } = await office();
    const batch = manyClients(device, 'Long push');

    failStoringAnswers(2);
    const response = await device.push(batch).expect(503);
    vi.restoreAllMocks();
    expect(response.body).toMatchObject({ error: 'unavailable', lastSeq: MUTATIONS_PER_TRANSACTION });
    expect(response.body.results).toHaveLength(MUTATIONS_PER_TRANSACTION);
    expect(response.body.results).toEqual(
      batch
        .slice(0, MUTATIONS_PER_TRANSACTION)
        .map((mutation) => ({ id: mutation.id, status: 'applied', version: expect.any(Number) })),
    );
    expect(await countLike('clients', 'lastName', 'Long push %')).toBe(MUTATIONS_PER_TRANSACTION);
    expect(await deviceSeq(t.db, device.id)).toBe(MUTATIONS_PER_TRANSACTION);
    expect(await keptAnswers(device.id)).toHaveLength(MUTATIONS_PER_TRANSACTION);

    const retried = await device.push(batch).expect(200);
    expect(retried.body.lastSeq).toBe(batch.length);
    expect(retried.body.results.slice(0, MUTATIONS_PER_TRANSACTION)).toEqual(response.body.results);
    expect(statuses(retried.body.results.slice(MUTATIONS_PER_TRANSACTION))).toEqual(['applied', 'applied']);
    expect(await countLike('clients', 'lastName', 'Long push %')).toBe(batch.length);
  });

  it('answers 409 after a gap in a later transaction with every answer before it, all of them kept', async () => {
    const { device } = await office();
    const before = manyClients(device, 'Before a late gap', MUTATIONS_PER_TRANSACTION + 1);
    device.create('clients', newClient({ lastName: 'Never sent' }));
    const after = device.create('clients', newClient({ lastName: 'After a late gap' }));

    const response = await device.push([...before, after]).expect(409);
    expect(response.body).toMatchObject({
      error: 'conflict',
      message: syncMessages.gap,
      lastSeq: before.length,
    });
    expect(statuses(response.body.results)).toEqual(before.map(() => 'applied'));
    expect(await countLike('clients', 'lastName', 'Before a late gap %')).toBe(before.length);
    expect(await countLike('clients', 'lastName', 'After a late gap')).toBe(0);
    expect(await deviceSeq(t.db, device.id)).toBe(before.length);

    const again = await device.push(before).expect(200);
    expect(again.body.results).toEqual(response.body.results);
  });
});

describe('POST /api/sync/push: pushes longer than one transaction', () => {
  it('applies each mutation once when one device pushes such a batch twice at the same time', async () => {
    const { device } = await office();
    const batch: SyncMutation[] = manyClients(device, 'Concurrent long');
    const [a, b] = await Promise.all([device.push(batch), device.push(batch)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(statuses(a.body.results)).toEqual(batch.map(() => 'applied'));
    expect(b.body).toEqual(a.body);
    expect(a.body.lastSeq).toBe(batch.length);
    expect(await countLike('clients', 'lastName', 'Concurrent long %')).toBe(batch.length);
  });

  it('writes the client’s notices of the bookings a push applies, and none of those it refuses', async () => {
    const { session, device } = await office();
    const traveller = await buildUser(t.db, { role: 'client' });
    const record = await clientOf(t.db, session.user.id, { userId: traveller.id });
    const trip = await buildItinerary(t.db, record.id);
    const booking = device.create('bookings', newBooking(trip.id, { status: 'confirmed' }));
    const refused = device.upsert(
      'bookings',
      booking.recordId,
      { status: 'cancelled', endDate: '2027-02-01' },
      { base: { status: 'confirmed', endDate: '2027-02-19' } },
    );
    const moved = device.upsert(
      'bookings',
      booking.recordId,
      { startDate: '2027-02-13' },
      { base: { startDate: '2027-02-12' } },
    );
    const response = await device.push([booking, refused, moved]).expect(200);
    expect(statuses(response.body.results)).toEqual(['applied', 'rejected', 'applied']);
    expect(response.body.results[1].fields).toEqual({ endDate: bookingMessages.endBeforeStart });

    const notices = await t.db('notifications').where({ agentId: traveller.id }).orderBy('type');
    expect(notices.map((notice) => notice.type)).toEqual(['booking_confirmed', 'booking_updated']);
    expect(notices[1].message).toMatch(/dates: .*2027/);
    expect(notices[1].message).not.toMatch(/cancelled/);
  });
});
