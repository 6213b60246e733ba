import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clientMessages } from '@contract/clients.ts';
import { itineraryMessages } from '@contract/itineraries.ts';
import { quoteMessages } from '@contract/agentQuotes.ts';
import { emailMessages } from '@contract/emails.ts';
import { SYNC_SCHEMA_VERSION, syncMessages, type SyncResult } from '@contract/sync.ts';
import { updateVersioned } from '@db/versioning.ts';
import { csrfToken, getTestServer, type TestServer } from '../../test/server.ts';
import { mailSettled, readLocalMail } from '../../providers/mail/index.ts';
import { clientsSync } from '../../sync/entities/clients.ts';
import { bookingsSync } from '../../sync/entities/bookings.ts';
import { KEPT_RESULTS_PER_DEVICE } from '../../sync/push.ts';
import { buildItinerary, clientOf, signedIn } from '../clients/officeTestKit.ts';
import { buildClient, buildUser } from '../../test/factories.ts';
import {
  agentOffice,
  Device,
  deviceSeq,
  newBooking,
  newClient,
  newEmail,
  newItinerary,
  newProposal,
  newQuote,
  newTripPlan,
  pullAll,
} from './syncTestKit.ts';
import { rowOf } from '../../test/rows.ts';

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

/** A new agent with one assigned client, signed in, and a device of theirs. */
const office = () => agentOffice(t);

const statuses = (results: SyncResult[]) => results.map((result) => result.status);

/** Until some query of this database waits for a row lock another transaction holds. */
async function untilSomeoneWaitsForALock() {
  for (let attempt = 0; attempt < 100; attempt++) {
    const row = await t
      .db('pg_stat_activity')
      .whereRaw('datname = current_database()')
      .where({ waitEventType: 'Lock' })
      .count('* as n')
      .first();
    if (Number(row?.n) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('nothing ever waited for a lock');
}

async function count(table: string, where: Record<string, unknown>) {
  const row = await t.db(table).where(where).count('* as n').first();
  return Number(row?.n);
}

describe('POST /api/sync/push: each entity', () => {
  it('creates, edits and tombstones a client made on the device, assigning it to the agent', async () => {
    const { session, device } = await office();
    const create = device.create('clients', newClient({ firstName: ' Grace ', phone: '' }));
    const created = await device.push([create]).expect(200);
    expect(created.body).toEqual({
      results: [{ id: create.id, status: 'applied', version: expect.any(Number) }],
      lastSeq: 1,
    });
    const row = await rowOf(t.db('clients').where({ id: create.recordId }).first());
    expect(row).toMatchObject({ firstName: 'Grace', phone: null, deletedAt: null });
    expect(Number(row.version)).toBe(created.body.results[0].version);
    const assignment = await t.db('clientAgentAssignments').where({ clientId: create.recordId }).first();
    expect(assignment).toMatchObject({ agentId: session.user.id, isActive: true });

    const edit = device.upsert(
      'clients',
      create.recordId,
      { phone: '555-0100' },
      { baseVersion: Number(row.version), base: { phone: null } },
    );
    const edited = await device.push([edit]).expect(200);
    expect(edited.body.results[0]).toMatchObject({ status: 'applied' });
    expect(edited.body.results[0].version).toBeGreaterThan(Number(row.version));
    expect((await rowOf(t.db('clients').where({ id: create.recordId }).first())).phone).toBe('555-0100');

    const remove = device.delete('clients', create.recordId, edited.body.results[0].version);
    const removed = await device.push([remove]).expect(200);
    expect(removed.body).toMatchObject({ results: [{ status: 'applied' }], lastSeq: 3 });
    expect((await rowOf(t.db('clients').where({ id: create.recordId }).first())).deletedAt).not.toBeNull();
  });

  it('creates, edits and tombstones an itinerary and a booking', async () => {
    const { client, device } = await office();
    const itinerary = device.create('itineraries', newItinerary(client.id));
    const booking = device.create('bookings', newBooking(itinerary.recordId));
    const created = await device.push([itinerary, booking]).expect(200);
    expect(statuses(created.body.results)).toEqual(['applied', 'applied']);
    expect(await t.db('itineraries').where({ id: itinerary.recordId }).first()).toMatchObject({
      clientId: client.id,
      title: 'Saint Lucia Anniversary Escape',
      totalCost: 480000,
      status: 'draft',
    });
    expect(await t.db('bookings').where({ id: booking.recordId }).first()).toMatchObject({
      itineraryId: itinerary.recordId,
      cost: 320000,
      status: 'pending',
    });

    const [itineraryVersion, bookingVersion] = created.body.results.map((r: SyncResult) => r.version);
    const edits = await device
      .push([
        device.upsert(
          'itineraries',
          itinerary.recordId,
          { status: 'confirmed', title: 'Saint Lucia, confirmed' },
          {
            baseVersion: itineraryVersion,
            base: { status: 'draft', title: 'Saint Lucia Anniversary Escape' },
          },
        ),
        device.upsert(
          'bookings',
          booking.recordId,
          { status: 'confirmed', bookingReference: 'PX-42' },
          { baseVersion: bookingVersion, base: { status: 'pending', bookingReference: null } },
        ),
      ])
      .expect(200);
    expect(statuses(edits.body.results)).toEqual(['applied', 'applied']);
    expect(await t.db('itineraries').where({ id: itinerary.recordId }).first()).toMatchObject({
      status: 'confirmed',
      title: 'Saint Lucia, confirmed',
    });
    expect(await t.db('bookings').where({ id: booking.recordId }).first()).toMatchObject({
      status: 'confirmed',
      bookingReference: 'PX-42',
    });

    const removed = await device
      .push([device.delete('bookings', booking.recordId, edits.body.results[1].version)])
      .expect(200);
    expect(removed.body.results[0].status).toBe('applied');
    expect((await rowOf(t.db('bookings').where({ id: booking.recordId }).first())).deletedAt).not.toBeNull();
    expect((await rowOf(t.db('itineraries').where({ id: itinerary.recordId }).first())).deletedAt).toBeNull();
  });

  it('computes a quote’s subtotal, 8% tax and total on the server, and again after an edit', async () => {
    const { session, client, device } = await office();
    const quote = device.create('agent_quotes', newQuote(client.id));
    const created = await device.push([quote]).expect(200);
    expect(created.body.results[0]).toMatchObject({ status: 'applied' });
    expect(await t.db('agentQuotes').where({ id: quote.recordId }).first()).toMatchObject({
      agentId: session.user.id,
      clientId: client.id,
      subtotal: 220000,
      taxes: 17600,
      totalCost: 237600,
      status: 'draft',
    });

    const services = [{ name: 'Resort', price: 100000, quantity: 3 }];
    const edited = await device
      .push([
        device.upsert(
          'agent_quotes',
          quote.recordId,
          { services, title: 'Anniversary, longer stay' },
          { baseVersion: created.body.results[0].version, base: {} },
        ),
      ])
      .expect(200);
    expect(edited.body.results[0].status).toBe('applied');
    expect(await t.db('agentQuotes').where({ id: quote.recordId }).first()).toMatchObject({
      title: 'Anniversary, longer stay',
      services,
      subtotal: 300000,
      taxes: 24000,
      totalCost: 324000,
    });

    // The totals are never the device's to set.
    const totals = device.upsert('agent_quotes', quote.recordId, { totalCost: 1 });
    const refused = await device.push([totals]).expect(200);
    expect(refused.body.results[0]).toEqual({
      id: totals.id,
      status: 'rejected',
      message: syncMessages.unknownField('totalCost'),
      fields: { totalCost: syncMessages.unknownField('totalCost') },
    });
    expect((await rowOf(t.db('agentQuotes').where({ id: quote.recordId }).first())).totalCost).toBe(324000);

    const removed = await device
      .push([device.delete('agent_quotes', quote.recordId, edited.body.results[0].version)])
      .expect(200);
    expect(removed.body.results[0].status).toBe('applied');
    expect((await rowOf(t.db('agentQuotes').where({ id: quote.recordId }).first())).deletedAt).not.toBeNull();
  });

  it('saves a proposal as a draft, edits it, and sends it to the client when asked for status sent', async () => {
    const { session, client, device } = await office();
    const proposal = device.create('proposals', newProposal(client.id));
    const created = await device.push([proposal]).expect(200);
    expect(created.body.results[0].status).toBe('applied');
    expect(await t.db('proposals').where({ id: proposal.recordId }).first()).toMatchObject({
      agentId: session.user.id,
      status: 'draft',
      publicToken: null,
    });

    const version = created.body.results[0].version;
    const send = device.upsert(
      'proposals',
      proposal.recordId,
      { title: 'Saint Lucia, final', status: 'sent' },
      { baseVersion: version, base: { title: 'Saint Lucia Anniversary Escape', status: 'draft' } },
    );
    const sent = await device.push([send]).expect(200);
    expect(sent.body.results[0]).toMatchObject({ status: 'applied' });
    const row = await rowOf(t.db('proposals').where({ id: proposal.recordId }).first());
    expect(row).toMatchObject({ title: 'Saint Lucia, final', status: 'sent' });
    expect(row.publicToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(row.sentAt).not.toBeNull();

    // Pushed again (a lost response), the proposal is not sent a second time.
    await device.push([send]).expect(200);
    await mailSettled(t.app);
    const mails = (await readLocalMail(t.config.dataDir)).filter((mail) => mail.to === client.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain('Saint Lucia, final');
    expect(mails[0].text).toContain(`${t.config.appUrl}/p/${row.publicToken}`);
    expect(await t.db('emails').where({ clientId: client.id })).toEqual([
      expect.objectContaining({ agentId: session.user.id, to: client.email, status: 'sent' }),
    ]);

    const removed = await device
      .push([device.delete('proposals', proposal.recordId, Number(row.version))])
      .expect(200);
    expect(removed.body.results[0].status).toBe('applied');
    expect(
      (await rowOf(t.db('proposals').where({ id: proposal.recordId }).first())).deletedAt,
    ).not.toBeNull();
  });

  it('refuses any proposal status but sent, and a second send', async () => {
    const { client, device } = await office();
    const proposal = device.create('proposals', newProposal(client.id, { status: 'sent' }));
    const accepted = device.upsert('proposals', proposal.recordId, { status: 'accepted' });
    const resend = device.upsert('proposals', proposal.recordId, { status: 'sent' });
    const response = await device.push([proposal, accepted, resend]).expect(200);
    expect(response.body.results).toEqual([
      expect.objectContaining({ status: 'applied' }),
      expect.objectContaining({ status: 'rejected', fields: { status: expect.any(String) } }),
      expect.objectContaining({ status: 'applied' }),
    ]);
    expect((await rowOf(t.db('proposals').where({ id: proposal.recordId }).first())).status).toBe('sent');
  });

  it('creates, edits and tombstones a trip plan', async () => {
    const { session, client, device } = await office();
    const plan = device.create('trip_plans', newTripPlan({ clientId: client.id }));
    const created = await device.push([plan]).expect(200);
    expect(created.body.results[0].status).toBe('applied');
    expect(await t.db('tripPlans').where({ id: plan.recordId }).first()).toMatchObject({
      agentId: session.user.id,
      clientId: client.id,
      name: 'Lisbon long weekend',
      budget: 300000,
      currency: 'EUR',
    });

    const edited = await device
      .push([
        device.upsert(
          'trip_plans',
          plan.recordId,
          { duration: 6, tags: ['food'] },
          { baseVersion: created.body.results[0].version, base: { duration: 4, tags: null } },
        ),
      ])
      .expect(200);
    expect(edited.body.results[0].status).toBe('applied');
    expect(await t.db('tripPlans').where({ id: plan.recordId }).first()).toMatchObject({
      duration: 6,
      name: 'Lisbon long weekend',
    });

    const removed = await device
      .push([device.delete('trip_plans', plan.recordId, edited.body.results[0].version)])
      .expect(200);
    expect(removed.body.results[0].status).toBe('applied');
    expect((await rowOf(t.db('tripPlans').where({ id: plan.recordId }).first())).deletedAt).not.toBeNull();
  });

  it('stores an e-mail with status draft as a draft and sends nothing', async () => {
    const { session, client, device } = await office();
    const draft = device.create('emails', newEmail({ clientId: client.id }));
    const response = await device.push([draft]).expect(200);
    expect(response.body.results[0].status).toBe('applied');
    const row = await rowOf(t.db('emails').where({ id: draft.recordId }).first());
    expect(row).toMatchObject({
      status: 'draft',
      agentId: session.user.id,
      from: session.user.email,
      sentAt: null,
    });

    const edited = await device
      .push([
        device.upsert(
          'emails',
          draft.recordId,
          { subject: 'Your quote, revised', isStarred: true },
          { baseVersion: Number(row.version), base: { subject: 'Your Saint Lucia quote', isStarred: false } },
        ),
      ])
      .expect(200);
    expect(edited.body.results[0].status).toBe('applied');
    expect(await t.db('emails').where({ id: draft.recordId }).first()).toMatchObject({
      subject: 'Your quote, revised',
      isStarred: true,
      status: 'draft',
    });
    await mailSettled(t.app);
    expect((await readLocalMail(t.config.dataDir)).filter((mail) => mail.to === draft.changes.to)).toEqual(
      [],
    );
  });

  it('sends an e-mail with status sent through the mail provider exactly once, though pushed twice', async () => {
    const { session, device } = await office();
    const email = device.create('emails', newEmail({ status: 'sent' }));
    const first = await device.push([email]).expect(200);
    const second = await device.push([email]).expect(200);
    expect(first.body.results[0].status).toBe('applied');
    expect(second.body).toEqual(first.body);

    await mailSettled(t.app);
    const mails = (await readLocalMail(t.config.dataDir)).filter((mail) => mail.to === email.changes.to);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Your Saint Lucia quote');
    expect(await t.db('emails').where({ id: email.recordId })).toEqual([
      expect.objectContaining({ status: 'sent', agentId: session.user.id }),
    ]);
  });

  it('sends a draft when a later change asks for status sent, and refuses edits of what was sent', async () => {
    const { device } = await office();
    const draft = device.create('emails', newEmail());
    const send = device.upsert('emails', draft.recordId, { status: 'sent' }, { base: { status: 'draft' } });
    const edit = device.upsert('emails', draft.recordId, { body: 'Changed after sending' });
    const response = await device.push([draft, send, edit]).expect(200);
    expect(statuses(response.body.results)).toEqual(['applied', 'applied', 'rejected']);
    const row = await rowOf(t.db('emails').where({ id: draft.recordId }).first());
    expect(row.status).toBe('sent');
    expect(row.body).toBe(draft.changes.body);

    await mailSettled(t.app);
    const mails = (await readLocalMail(t.config.dataDir)).filter((mail) => mail.to === draft.changes.to);
    expect(mails).toHaveLength(1);
  });
});

describe('POST /api/sync/push: mail in the agency’s name', () => {
  it('rejects sending from the device of an agent an admin has not approved, keeping the draft and going on', async () => {
    const session = await signedIn(t, 'agent');
    const device = new Device(session);
    const sent = device.create('emails', newEmail({ status: 'sent' }));
    const draft = device.create('emails', newEmail());
    const sendDraft = device.upsert(
      'emails',
      draft.recordId,
      { status: 'sent' },
      { base: { status: 'draft' } },
    );
    const response = await device.push([sent, draft, sendDraft]).expect(200);
    expect(statuses(response.body.results)).toEqual(['rejected', 'applied', 'rejected']);
    expect(response.body.results[0].message).toBe(emailMessages.awaitingApproval);
    expect(response.body.results[2].message).toBe(emailMessages.awaitingApproval);
    expect(await t.db('emails').where({ id: sent.recordId })).toEqual([]);
    expect((await rowOf(t.db('emails').where({ id: draft.recordId }).first())).status).toBe('draft');
    await mailSettled(t.app);
    expect((await readLocalMail(t.config.dataDir)).some((mail) => mail.to === draft.changes.to)).toBe(false);
  });

  it('rejects a proposal sent from the device of an agent an admin has not approved', async () => {
    const session = await signedIn(t, 'agent');
    const client = await clientOf(t.db, session.user.id, { firstName: 'Jordan', lastName: 'Reyes' });
    const device = new Device(session);
    const proposal = device.create('proposals', newProposal(client.id));
    const send = device.upsert(
      'proposals',
      proposal.recordId,
      { status: 'sent' },
      { base: { status: 'draft' } },
    );
    const response = await device.push([proposal, send]).expect(200);
    expect(statuses(response.body.results)).toEqual(['applied', 'rejected']);
    expect(response.body.results[1].message).toBe(emailMessages.awaitingApproval);
    expect((await rowOf(t.db('proposals').where({ id: proposal.recordId }).first())).status).toBe('draft');
  });

  it('rejects an e-mail to more than 20 recipients made offline', async () => {
    const { device } = await office();
    const bcc = Array.from({ length: 25 }, (_, index) => `guest${index}@example.com`).join(', ');
    const email = device.create('emails', newEmail({ status: 'sent', bcc }));
    const response = await device.push([email]).expect(200);
    expect(response.body.results[0]).toMatchObject({
      status: 'rejected',
      fields: { bcc: emailMessages.tooManyRecipients },
    });
    expect(await t.db('emails').where({ id: email.recordId })).toEqual([]);
  });
});

describe('POST /api/sync/push: order, retries and concurrency', () => {
  it('answers a batch pushed twice with its first answers and applies nothing twice', async () => {
    const { client, device } = await office();
    const made = device.create('clients', newClient({ lastName: 'Twice' }));
    const itinerary = device.create('itineraries', newItinerary(client.id, { title: 'Twice trip' }));
    const edit = device.upsert('clients', client.id, { notes: 'Aisle seat' }, { base: { notes: null } });
    const batch = [made, itinerary, edit];

    const first = await device.push(batch).expect(200);
    expect(statuses(first.body.results)).toEqual(['applied', 'applied', 'applied']);
    const version = Number((await rowOf(t.db('clients').where({ id: client.id }).first())).version);
    const second = await device.push(batch).expect(200);
    expect(second.body).toEqual(first.body);
    expect(second.body.lastSeq).toBe(3);
    expect(await count('clients', { lastName: 'Twice' })).toBe(1);
    expect(await count('itineraries', { title: 'Twice trip' })).toBe(1);
    expect(Number((await rowOf(t.db('clients').where({ id: client.id }).first())).version)).toBe(version);
    expect(await deviceSeq(t.db, device.id)).toBe(3);
  });

  it('answers 409 with lastSeq on a gap in the sequence and applies nothing from the gap on', async () => {
    const { client, device } = await office();
    const first = device.create('clients', newClient({ lastName: 'BeforeGap' }));
    await device.push([first]).expect(200);
    device.create('clients', newClient({ lastName: 'Lost' })); // never reaches the server
    const afterGap = device.create('clients', newClient({ lastName: 'AfterGap' }));
    const edit = device.upsert('clients', client.id, { notes: 'After the gap' });

    const response = await device.push([afterGap, edit]).expect(409);
    expect(response.body).toMatchObject({ success: false, message: syncMessages.gap, lastSeq: 1 });
    expect(await count('clients', { lastName: 'AfterGap' })).toBe(0);
    expect((await rowOf(t.db('clients').where({ id: client.id }).first())).notes).toBeNull();
    expect(await deviceSeq(t.db, device.id)).toBe(1);
  });

  it('applies only the new mutations when a batch whose response was lost is sent again with more', async () => {
    const { client, device } = await office();
    const old = [
      device.create('clients', newClient({ lastName: 'Lost response' })),
      device.upsert('clients', client.id, { phone: '555-0101' }, { base: { phone: null } }),
    ];
    const lost = await device.push(old).expect(200); // the device never hears this answer
    const fresh = [
      device.create('itineraries', newItinerary(client.id, { title: 'After the retry' })),
      device.upsert('clients', client.id, { notes: 'Retried' }, { base: { notes: null } }),
    ];
    const response = await device.push([...old, ...fresh]).expect(200);
    expect(response.body.lastSeq).toBe(4);
    expect(statuses(response.body.results)).toEqual(['applied', 'applied', 'applied', 'applied']);
    expect(response.body.results.slice(0, 2)).toEqual(lost.body.results);
    expect(await count('clients', { lastName: 'Lost response' })).toBe(1);
    expect(await count('itineraries', { title: 'After the retry' })).toBe(1);
    expect(await t.db('clients').where({ id: client.id }).first()).toMatchObject({
      phone: '555-0101',
      notes: 'Retried',
    });
  });

  it('answers a conflict and a refusal whose response was lost with the same conflict and refusal', async () => {
    const { session, client, device: laptop } = await office();
    const phone = new Device(session);
    const baseVersion = Number(client.version);
    await laptop
      .push([
        laptop.upsert(
          'clients',
          client.id,
          { firstName: 'Jordy' },
          { baseVersion, base: { firstName: 'Jordan' } },
        ),
      ])
      .expect(200);
    const batch = [
      phone.upsert('clients', client.id, { firstName: 'Jo' }, { baseVersion, base: { firstName: 'Jordan' } }),
      phone.create('clients', { firstName: 'Nameless' }),
    ];
    const lost = await phone.push(batch).expect(200); // the phone never hears this answer
    expect(statuses(lost.body.results)).toEqual(['conflict', 'rejected']);

    const again = await phone.push(batch).expect(200);
    expect(again.body).toEqual(lost.body);
    expect(again.body.results[0]).toMatchObject({
      conflicts: [{ field: 'firstName', base: 'Jordan', mine: 'Jo', theirs: 'Jordy' }],
      version: expect.any(Number),
    });
    expect(again.body.results[1]).toMatchObject({
      message: clientMessages.lastNameRequired,
      fields: { lastName: clientMessages.lastNameRequired },
    });
    expect((await rowOf(t.db('clients').where({ id: client.id }).first())).firstName).toBe('Jordy');
  });

  it('answers duplicate to a mutation whose answer is no longer kept, keeping a device’s latest answers only', async () => {
    const { device } = await office();
    const refused = device.create('clients', { firstName: 'Nameless' });
    await device.push([refused]).expect(200);
    // As if the device had since pushed as many mutations as the server keeps answers of.
    await t.db('syncDevices').where({ deviceId: device.id }).update({ lastSeq: KEPT_RESULTS_PER_DEVICE });
    const latest = { ...device.create('clients', newClient()), seq: KEPT_RESULTS_PER_DEVICE + 1 };
    await device.push([latest]).expect(200);

    const again = await device.push([refused]).expect(200);
    expect(again.body).toEqual({
      results: [{ id: refused.id, status: 'duplicate' }],
      lastSeq: KEPT_RESULTS_PER_DEVICE + 1,
    });
    const kept = await t.db('syncResults').where({ deviceId: device.id }).pluck('seq');
    expect(kept.map(Number)).toEqual([KEPT_RESULTS_PER_DEVICE + 1]);
  });

  it('answers 409 with the answers of the mutations before the gap, which applied', async () => {
    const { device } = await office();
    const first = device.create('clients', newClient({ lastName: 'BeforeTheGap' }));
    device.create('clients', newClient({ lastName: 'Lost' })); // never reaches the server
    const afterGap = device.create('clients', newClient({ lastName: 'AfterTheGap' }));
    const response = await device.push([first, afterGap]).expect(409);
    expect(response.body).toEqual({
      success: false,
      error: 'conflict',
      message: syncMessages.gap,
      results: [{ id: first.id, status: 'applied', version: expect.any(Number) }],
      lastSeq: 1,
    });
    expect(await count('clients', { lastName: 'BeforeTheGap' })).toBe(1);
    expect(await count('clients', { lastName: 'AfterTheGap' })).toBe(0);
  });

  it.skipIf(process.env.TEST_DB !== 'postgres')(
    'applies a push that meets another writer of the same record without a deadlock',
    async () => {
      const { client, device } = await office();
      const edit = device.upsert(
        'clients',
        client.id,
        { notes: 'From the device' },
        { baseVersion: Number(client.version), base: { notes: null } },
      );
      let pushing: Promise<{ status: number; body: { results: SyncResult[] } }> | undefined;
      await t.db.transaction(async (trx) => {
        // An office writer holds the row; the push waits for it rather than failing.
        await updateVersioned(trx, 'clients', client.id, { phone: '555-0199' });
        pushing = device.push([edit]).then((response) => response);
        await untilSomeoneWaitsForALock();
      });
      const response = await pushing!;
      expect(response.status).toBe(200);
      expect(response.body.results[0]).toMatchObject({ status: 'applied' });
      expect(await t.db('clients').where({ id: client.id }).first()).toMatchObject({
        notes: 'From the device',
        phone: '555-0199',
      });
    },
  );

  it.skipIf(process.env.TEST_DB !== 'postgres')(
    'applies a push while another agent’s write is still open: writers of different records never wait on each other',
    async () => {
      const mine = await office();
      const theirs = await office();
      const slow = await t.db.transaction();
      try {
        await updateVersioned(slow, 'clients', theirs.client.id, { notes: 'A slow request' });
        const made = mine.device.create('clients', newClient({ lastName: 'Not kept waiting' }));
        const edit = mine.device.upsert(
          'clients',
          mine.client.id,
          { notes: 'While the other is open' },
          { baseVersion: Number(mine.client.version), base: { notes: null } },
        );
        const response = await mine.device.push([made, edit]).expect(200);
        expect(response.body.results.map((result: SyncResult) => result.status)).toEqual([
          'applied',
          'applied',
        ]);
        expect(await t.db('clients').where({ id: made.recordId }).first('lastName')).toEqual({
          lastName: 'Not kept waiting',
        });
      } finally {
        await slow.rollback();
      }
    },
  );

  it('applies each mutation once when one device pushes the same batch twice at the same time', async () => {
    const { client, device } = await office();
    const batch = [
      device.create('clients', newClient({ lastName: 'Concurrent' })),
      device.create('itineraries', newItinerary(client.id, { title: 'Concurrent trip' })),
      device.create('emails', newEmail({ status: 'sent', subject: 'Sent once' })),
      device.upsert('clients', client.id, { notes: 'Once' }, { base: { notes: null } }),
    ];
    const [a, b] = await Promise.all([device.push(batch), device.push(batch)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    // One push applied each mutation, the other replayed that answer.
    for (const [index, mutation] of batch.entries()) {
      expect(a.body.results[index]).toMatchObject({ id: mutation.id, status: 'applied' });
      expect(b.body.results[index]).toEqual(a.body.results[index]);
    }
    expect([a.body.lastSeq, b.body.lastSeq]).toEqual([4, 4]);
    expect(await count('clients', { lastName: 'Concurrent' })).toBe(1);
    expect(await count('itineraries', { title: 'Concurrent trip' })).toBe(1);
    // The edit was made once: the row carries the version its one application answered.
    expect(await t.db('clients').where({ id: client.id }).first()).toMatchObject({
      notes: 'Once',
      version: a.body.results[3].version,
    });
    await mailSettled(t.app);
    const mails = (await readLocalMail(t.config.dataDir)).filter((mail) => mail.subject === 'Sent once');
    expect(mails).toHaveLength(1);
  });

  it('creates a whole chain made offline in one batch: client, itinerary, booking, quote, proposal', async () => {
    const { session, device } = await office();
    const client = device.create('clients', newClient({ lastName: 'Chain' }));
    const itinerary = device.create('itineraries', newItinerary(client.recordId));
    const booking = device.create('bookings', newBooking(itinerary.recordId));
    const quote = device.create('agent_quotes', newQuote(client.recordId));
    const proposal = device.create(
      'proposals',
      newProposal(client.recordId, {
        quoteId: quote.recordId,
        includedQuotes: [quote.recordId],
        includedItineraries: [itinerary.recordId],
      }),
    );
    const response = await device.push([client, itinerary, booking, quote, proposal]).expect(200);
    expect(statuses(response.body.results)).toEqual(['applied', 'applied', 'applied', 'applied', 'applied']);
    const versions = response.body.results.map((result: SyncResult) => result.version);
    expect(versions).toEqual([...versions].sort((x, y) => x - y));

    expect(await t.db('itineraries').where({ id: itinerary.recordId }).first()).toMatchObject({
      clientId: client.recordId,
    });
    expect(await t.db('bookings').where({ id: booking.recordId }).first()).toMatchObject({
      itineraryId: itinerary.recordId,
    });
    expect(await t.db('agentQuotes').where({ id: quote.recordId }).first()).toMatchObject({
      clientId: client.recordId,
      agentId: session.user.id,
    });
    expect(await t.db('proposals').where({ id: proposal.recordId }).first()).toMatchObject({
      clientId: client.recordId,
      quoteId: quote.recordId,
    });
  });
});

describe('POST /api/sync/push: new records made together', () => {
  it('creates a run of new clients in one go, each answered with its own version and assigned to the agent', async () => {
    const { session, device } = await office();
    const made = [1, 2, 3].map((n) => device.create('clients', newClient({ lastName: `Together${n}` })));
    const together = vi.spyOn(clientsSync, 'createMany');
    const one = vi.spyOn(clientsSync, 'create');

    const response = await device.push(made).expect(200);

    expect(statuses(response.body.results)).toEqual(['applied', 'applied', 'applied']);
    expect(response.body.results.map((result: SyncResult) => result.id)).toEqual(made.map((m) => m.id));
    const versions = response.body.results.map((result: SyncResult) => result.version);
    expect(new Set(versions).size).toBe(3);
    expect(together).toHaveBeenCalledTimes(1);
    expect(one).not.toHaveBeenCalled();
    const stored = await t.db('clients').whereIn(
      'id',
      made.map((m) => m.recordId),
    );
    expect(new Map(stored.map((row) => [row.id, Number(row.version)]))).toEqual(
      new Map(made.map((m, index) => [m.recordId, versions[index]])),
    );
    const assigned = await t
      .db('clientAgentAssignments')
      .where({ agentId: session.user.id })
      .whereIn(
        'clientId',
        made.map((m) => m.recordId),
      );
    expect(assigned).toHaveLength(3);
  });

  it('refuses only the run’s bad record, with its own message, and creates the others', async () => {
    const { device } = await office();
    const first = device.create('clients', newClient({ lastName: 'RunFirst' }));
    const bad = device.create('clients', newClient({ lastName: 'RunBad', email: 'not-an-address' }));
    const last = device.create('clients', newClient({ lastName: 'RunLast' }));

    const response = await device.push([first, bad, last]).expect(200);

    expect(statuses(response.body.results)).toEqual(['applied', 'rejected', 'applied']);
    expect(response.body.results[1].fields).toEqual({ email: expect.any(String) });
    expect(response.body.lastSeq).toBe(3);
    expect(await count('clients', { lastName: 'RunFirst' })).toBe(1);
    expect(await count('clients', { lastName: 'RunBad' })).toBe(0);
    expect(await count('clients', { lastName: 'RunLast' })).toBe(1);
  });

  it('creates a new client’s itineraries together, and refuses one for a client the agent may not see', async () => {
    const { device } = await office();
    const stranger = await buildClient(t.db, { lastName: 'NotTheirs' });
    const client = device.create('clients', newClient({ lastName: 'WithTrips' }));
    const trips = [
      device.create('itineraries', newItinerary(client.recordId, { title: 'Trip one' })),
      device.create('itineraries', newItinerary(stranger.id as string, { title: 'Not theirs' })),
      device.create('itineraries', newItinerary(client.recordId, { title: 'Trip two' })),
    ];

    const response = await device.push([client, ...trips]).expect(200);

    expect(statuses(response.body.results)).toEqual(['applied', 'applied', 'rejected', 'applied']);
    expect(response.body.results[2].message).toBe(clientMessages.notFound);
    const stored = await t
      .db('itineraries')
      .where({ clientId: client.recordId })
      .orderBy('title')
      .pluck('title');
    expect(stored).toEqual(['Trip one', 'Trip two']);
    expect(await count('itineraries', { clientId: stranger.id })).toBe(0);

    // Sent again after a lost response: the same answers, nothing made twice.
    const again = await device.push([client, ...trips]).expect(200);
    expect(again.body.results).toEqual(response.body.results);
    expect(await count('itineraries', { clientId: client.recordId })).toBe(2);
  });

  it('adds a run of bookings together, telling the traveller of the confirmed one, and refuses one for a trip not theirs', async () => {
    const { session, device } = await office();
    const traveller = await buildUser(t.db, { role: 'client' });
    const record = await clientOf(t.db, session.user.id, { userId: traveller.id });
    const trip = await buildItinerary(t.db, record.id);
    const strangersTrip = await buildItinerary(t.db, (await buildClient(t.db)).id as string);
    const run = [
      device.create('bookings', newBooking(trip.id, { title: 'Hotel', status: 'confirmed' })),
      device.create('bookings', newBooking(trip.id, { title: 'Transfer' })),
      device.create('bookings', newBooking(strangersTrip.id as string, { title: 'Not theirs' })),
    ];
    const onTrip = [run[0], run[1]];
    const together = vi.spyOn(bookingsSync, 'createMany');

    const response = await device.push(run).expect(200);
    expect(statuses(response.body.results)).toEqual(['applied', 'applied', 'rejected']);
    expect(response.body.results[2].message).toBe(itineraryMessages.notFound);
    expect(together).toHaveBeenCalledTimes(1);
    expect(await t.db('bookings').where({ itineraryId: trip.id }).orderBy('title').pluck('title')).toEqual([
      'Hotel',
      'Transfer',
    ]);
    const notices = await t.db('notifications').where({ agentId: traveller.id });
    expect(notices.map((notice) => [notice.type, notice.entityId])).toEqual([
      ['booking_confirmed', onTrip[0].recordId],
    ]);

    // The two on the agent's trip, pushed by another device of theirs, go in together.
    const tablet = new Device(session);
    const more = [1, 2].map((n) =>
      tablet.create('bookings', newBooking(trip.id, { title: `Tour ${n}`, status: 'confirmed' })),
    );
    const second = await tablet.push(more).expect(200);
    expect(statuses(second.body.results)).toEqual(['applied', 'applied']);
    expect(together).toHaveBeenCalledTimes(2);
    expect(await count('notifications', { agentId: traveller.id, type: 'booking_confirmed' })).toBe(3);
  });
});

describe('POST /api/sync/push: a device’s own edits of one record', () => {
  it('applies an edit and then a delete queued on the same version the device last pulled', async () => {
    const { client, device } = await office();
    const baseVersion = Number(client.version);
    const edit = device.upsert(
      'clients',
      client.id,
      { notes: 'Moving' },
      { baseVersion, base: { notes: null } },
    );
    const remove = device.delete('clients', client.id, baseVersion);
    const response = await device.push([edit, remove]).expect(200);
    expect(statuses(response.body.results)).toEqual(['applied', 'applied']);
    expect((await rowOf(t.db('clients').where({ id: client.id }).first())).deletedAt).not.toBeNull();
  });

  it('applies a second edit of a record queued on the same version, even of a field sent without base', async () => {
    const { client, device } = await office();
    const baseVersion = Number(client.version);
    const first = device.upsert(
      'clients',
      client.id,
      { notes: 'One' },
      { baseVersion, base: { notes: null } },
    );
    const second = device.upsert('clients', client.id, { phone: '555-0104' }, { baseVersion, base: {} });
    const response = await device.push([first, second]).expect(200);
    expect(statuses(response.body.results)).toEqual(['applied', 'applied']);
    expect(await t.db('clients').where({ id: client.id }).first()).toMatchObject({
      notes: 'One',
      phone: '555-0104',
    });
  });

  it('still answers conflict to the delete when the edit before it met another device’s change', async () => {
    const { session, client, device: laptop } = await office();
    const phone = new Device(session);
    const baseVersion = Number(client.version);
    await laptop
      .push([
        laptop.upsert('clients', client.id, { notes: 'Laptop' }, { baseVersion, base: { notes: null } }),
      ])
      .expect(200);
    const edit = phone.upsert(
      'clients',
      client.id,
      { notes: 'Phone' },
      { baseVersion, base: { notes: null } },
    );
    const remove = phone.delete('clients', client.id, baseVersion);
    const response = await phone.push([edit, remove]).expect(200);
    expect(statuses(response.body.results)).toEqual(['conflict', 'conflict']);
    expect(response.body.results[1]).toMatchObject({
      deleted: false,
      message: syncMessages.changedSinceDelete,
    });
    expect(await t.db('clients').where({ id: client.id }).first()).toMatchObject({
      notes: 'Laptop',
      deletedAt: null,
    });
  });
});

describe('POST /api/sync/push: merging', () => {
  it('keeps both edits when two devices of one agent change different fields of a client', async () => {
    const { session, client, device: laptop } = await office();
    const phone = new Device(session);
    const baseVersion = Number(client.version);
    const [a, b] = await Promise.all([
      laptop.push([
        laptop.upsert('clients', client.id, { phone: '555-0102' }, { baseVersion, base: { phone: null } }),
      ]),
      phone.push([
        phone.upsert('clients', client.id, { notes: 'Honeymoon' }, { baseVersion, base: { notes: null } }),
      ]),
    ]);
    expect([a.body.results[0].status, b.body.results[0].status]).toEqual(['applied', 'applied']);
    expect(await t.db('clients').where({ id: client.id }).first()).toMatchObject({
      phone: '555-0102',
      notes: 'Honeymoon',
    });
  });

  it('answers conflict with base, mine and theirs when two devices change the same field; the first stays', async () => {
    const { session, client, device: laptop } = await office();
    const phone = new Device(session);
    const baseVersion = Number(client.version);
    const base = { firstName: 'Jordan', phone: null };
    const first = await laptop
      .push([laptop.upsert('clients', client.id, { firstName: 'Jordy' }, { baseVersion, base })])
      .expect(200);
    expect(first.body.results[0].status).toBe('applied');

    const late = phone.upsert(
      'clients',
      client.id,
      { firstName: 'Jo', phone: '555-0103' },
      { baseVersion, base },
    );
    const second = await phone.push([late]).expect(200);
    const row = await rowOf(t.db('clients').where({ id: client.id }).first());
    expect(second.body).toEqual({
      results: [
        {
          id: late.id,
          status: 'conflict',
          version: Number(row.version),
          conflicts: [{ field: 'firstName', base: 'Jordan', mine: 'Jo', theirs: 'Jordy' }],
        },
      ],
      lastSeq: 1,
    });
    // The other field of the same edit still merges.
    expect(row).toMatchObject({ firstName: 'Jordy', phone: '555-0103' });
  });

  it('answers conflict to a field sent without base when the record changed since, keeping theirs', async () => {
    const { session, client, device: laptop } = await office();
    const phone = new Device(session);
    const baseVersion = Number(client.version);
    await laptop
      .push([
        laptop.upsert('clients', client.id, { notes: 'Laptop' }, { baseVersion, base: { notes: null } }),
      ])
      .expect(200);
    const blind = phone.upsert(
      'clients',
      client.id,
      { notes: 'Phone', phone: '555-0105' },
      { baseVersion, base: { phone: null } },
    );
    const response = await phone.push([blind]).expect(200);
    const row = await rowOf(t.db('clients').where({ id: client.id }).first());
    expect(response.body.results).toEqual([
      {
        id: blind.id,
        status: 'conflict',
        version: Number(row.version),
        conflicts: [{ field: 'notes', base: null, mine: 'Phone', theirs: 'Laptop' }],
      },
    ]);
    expect(row).toMatchObject({ notes: 'Laptop', phone: '555-0105' });

    // Unchanged since the device's version, the same kind of change applies.
    const unchanged = phone.upsert(
      'clients',
      client.id,
      { notes: 'Phone' },
      { baseVersion: Number(row.version), base: {} },
    );
    const applied = await phone.push([unchanged]).expect(200);
    expect(applied.body.results[0].status).toBe('applied');
    expect((await rowOf(t.db('clients').where({ id: client.id }).first())).notes).toBe('Phone');
  });

  it('answers a creation of a record the server already has as an edit: one row, its values kept', async () => {
    const { session, device: laptop } = await office();
    const phone = new Device(session);
    const fields = newClient({ lastName: 'MadeTwice', notes: 'From the laptop' });
    const made = laptop.create('clients', fields);
    const first = await laptop.push([made]).expect(200);
    const version = first.body.results[0].version;

    // The same record sent as new again (restored devices), once changed and once as it is.
    const changed = phone.upsert('clients', made.recordId, { ...fields, notes: 'From the phone' });
    expect((await phone.push([changed]).expect(200)).body.results).toEqual([
      {
        id: changed.id,
        status: 'conflict',
        version,
        conflicts: [{ field: 'notes', base: null, mine: 'From the phone', theirs: 'From the laptop' }],
      },
    ]);
    const tablet = new Device(session);
    const same = tablet.upsert('clients', made.recordId, fields);
    expect((await tablet.push([same]).expect(200)).body.results).toEqual([
      { id: same.id, status: 'applied', version },
    ]);
    expect(await t.db('clients').where({ lastName: 'MadeTwice' }).select('id', 'notes', 'version')).toEqual([
      { id: made.recordId, notes: 'From the laptop', version: expect.anything() },
    ]);
    expect(Number((await rowOf(t.db('clients').where({ id: made.recordId }).first())).version)).toBe(version);
  });

  it('applies one of two simultaneous edits of the same field and answers the other with a conflict', async () => {
    const { session, client, device: laptop } = await office();
    const phone = new Device(session);
    const baseVersion = Number(client.version);
    const base = { lastName: 'Reyes' };
    const [a, b] = await Promise.all([
      laptop.push([laptop.upsert('clients', client.id, { lastName: 'Laptop' }, { baseVersion, base })]),
      phone.push([phone.upsert('clients', client.id, { lastName: 'Phone' }, { baseVersion, base })]),
    ]);
    const results = [a.body.results[0], b.body.results[0]] as SyncResult[];
    const winner = results.findIndex((result) => result.status === 'applied');
    const loser = results[1 - winner];
    const kept = winner === 0 ? 'Laptop' : 'Phone';
    expect(loser).toMatchObject({
      status: 'conflict',
      conflicts: [
        { field: 'lastName', base: 'Reyes', mine: winner === 0 ? 'Phone' : 'Laptop', theirs: kept },
      ],
    });
    expect((await rowOf(t.db('clients').where({ id: client.id }).first())).lastName).toBe(kept);
  });

  it('tombstones an itinerary’s bookings with it, and a pull then shows both deleted without a record', async () => {
    const { session, client, device } = await office();
    const itinerary = device.create('itineraries', newItinerary(client.id));
    const booking = device.create('bookings', newBooking(itinerary.recordId));
    const created = await device.push([itinerary, booking]).expect(200);
    const { cursor } = await pullAll(session);

    const removed = await device
      .push([device.delete('itineraries', itinerary.recordId, created.body.results[0].version)])
      .expect(200);
    expect(removed.body.results[0].status).toBe('applied');
    expect((await rowOf(t.db('bookings').where({ id: booking.recordId }).first())).deletedAt).not.toBeNull();

    const after = await pullAll(session, cursor);
    expect(after.changes).toEqual(
      expect.arrayContaining([
        {
          entity: 'itineraries',
          recordId: itinerary.recordId,
          version: expect.any(Number),
          deleted: true,
          record: null,
        },
        {
          entity: 'bookings',
          recordId: booking.recordId,
          version: expect.any(Number),
          deleted: true,
          record: null,
        },
      ]),
    );
    expect(after.changes).toHaveLength(2);
  });

  it('answers conflict (deleted) to an edit of a record deleted on another device, leaving it deleted', async () => {
    const { session, client, device: laptop } = await office();
    const phone = new Device(session);
    const baseVersion = Number(client.version);
    await laptop.push([laptop.delete('clients', client.id, baseVersion)]).expect(200);
    const edit = phone.upsert(
      'clients',
      client.id,
      { notes: 'Too late' },
      { baseVersion, base: { notes: null } },
    );
    const response = await phone.push([edit]).expect(200);
    const row = await rowOf(t.db('clients').where({ id: client.id }).first());
    expect(response.body.results).toEqual([
      {
        id: edit.id,
        status: 'conflict',
        deleted: true,
        message: syncMessages.deleted,
        version: Number(row.version),
      },
    ]);
    expect(row).toMatchObject({ notes: null, deletedAt: expect.anything() });
    expect(response.body.lastSeq).toBe(1);
  });

  it('answers conflict to a delete of a record changed since the device’s version, keeping it', async () => {
    const { session, client, device: laptop } = await office();
    const phone = new Device(session);
    const baseVersion = Number(client.version);
    await laptop
      .push([
        laptop.upsert('clients', client.id, { notes: 'Changed' }, { baseVersion, base: { notes: null } }),
      ])
      .expect(200);
    const remove = phone.delete('clients', client.id, baseVersion);
    const response = await phone.push([remove]).expect(200);
    const row = await rowOf(t.db('clients').where({ id: client.id }).first());
    expect(response.body.results).toEqual([
      {
        id: remove.id,
        status: 'conflict',
        deleted: false,
        message: syncMessages.changedSinceDelete,
        version: Number(row.version),
      },
    ]);
    expect(row).toMatchObject({ notes: 'Changed', deletedAt: null });
  });
});

describe('POST /api/sync/push: refusals', () => {
  it('rejects an invalid change with the form’s messages, advances lastSeq and applies the next one', async () => {
    const { client, device } = await office();
    const invalid = device.create('clients', { firstName: ' ', email: 'not-an-email' });
    const badDates = device.create(
      'itineraries',
      newItinerary(client.id, { startDate: '2027-02-19', endDate: '2027-02-12' }),
    );
    const valid = device.create('clients', newClient({ lastName: 'AfterRejected' }));
    const response = await device.push([invalid, badDates, valid]).expect(200);
    expect(response.body.lastSeq).toBe(3);
    expect(response.body.results).toEqual([
      {
        id: invalid.id,
        status: 'rejected',
        message: clientMessages.firstNameRequired,
        fields: {
          firstName: clientMessages.firstNameRequired,
          lastName: clientMessages.lastNameRequired,
          email: clientMessages.invalidEmail,
        },
      },
      {
        id: badDates.id,
        status: 'rejected',
        message: itineraryMessages.endBeforeStart,
        fields: { endDate: itineraryMessages.endBeforeStart },
      },
      { id: valid.id, status: 'applied', version: expect.any(Number) },
    ]);
    expect(await t.db('clients').where({ id: invalid.recordId }).first()).toBeUndefined();
    expect(await t.db('itineraries').where({ id: badDates.recordId }).first()).toBeUndefined();
    expect(await count('clients', { lastName: 'AfterRejected' })).toBe(1);
    expect(await deviceSeq(t.db, device.id)).toBe(3);

    const quote = device.create('agent_quotes', newQuote(client.id, { services: [] }));
    const refused = await device.push([quote]).expect(200);
    expect(refused.body.results[0]).toMatchObject({
      status: 'rejected',
      fields: { services: quoteMessages.servicesRequired },
    });
  });

  it('rejects a change to a field that is not the device’s to set, and stores none of it', async () => {
    const { client, device } = await office();
    const edit = device.upsert('clients', client.id, { notes: 'Fine', userId: randomUUID() });
    const next = device.upsert(
      'clients',
      client.id,
      { notes: 'Next' },
      { baseVersion: Number(client.version), base: { notes: null } },
    );
    const response = await device.push([edit, next]).expect(200);
    expect(response.body.results).toEqual([
      {
        id: edit.id,
        status: 'rejected',
        message: syncMessages.unknownField('userId'),
        fields: { userId: syncMessages.unknownField('userId') },
      },
      { id: next.id, status: 'applied', version: expect.any(Number) },
    ]);
    expect(await t.db('clients').where({ id: client.id }).first()).toMatchObject({
      notes: 'Next',
      userId: null,
    });
  });

  it('rejects moving a booking to another itinerary, and an agent giving a quote to another agent', async () => {
    const { client, device } = await office();
    const other = await signedIn(t, 'agent');
    const itinerary = device.create('itineraries', newItinerary(client.id));
    const elsewhere = device.create('itineraries', newItinerary(client.id, { title: 'Elsewhere' }));
    const booking = device.create('bookings', newBooking(itinerary.recordId));
    const quote = device.create('agent_quotes', newQuote(client.id));
    const created = await device.push([itinerary, elsewhere, booking, quote]).expect(200);
    const [, , bookingVersion, quoteVersion] = created.body.results.map((r: SyncResult) => r.version);

    const move = device.upsert(
      'bookings',
      booking.recordId,
      { itineraryId: elsewhere.recordId, title: 'Moved resort' },
      { baseVersion: bookingVersion, base: { itineraryId: itinerary.recordId, title: 'Piton-view resort' } },
    );
    const giveAway = device.upsert(
      'agent_quotes',
      quote.recordId,
      { agentId: other.user.id },
      { baseVersion: quoteVersion, base: { agentId: device.session.user.id } },
    );
    const madeForAnother = device.create('agent_quotes', newQuote(client.id, { agentId: other.user.id }));
    const response = await device.push([move, giveAway, madeForAnother]).expect(200);
    expect(response.body.results).toEqual([
      {
        id: move.id,
        status: 'rejected',
        message: syncMessages.bookingMoved,
        fields: { itineraryId: syncMessages.bookingMoved },
      },
      {
        id: giveAway.id,
        status: 'rejected',
        message: syncMessages.quoteOwner,
        fields: { agentId: syncMessages.quoteOwner },
      },
      {
        id: madeForAnother.id,
        status: 'rejected',
        message: syncMessages.quoteOwner,
        fields: { agentId: syncMessages.quoteOwner },
      },
    ]);
    expect(await t.db('bookings').where({ id: booking.recordId }).first()).toMatchObject({
      itineraryId: itinerary.recordId,
      title: 'Piton-view resort',
    });
    expect((await rowOf(t.db('agentQuotes').where({ id: quote.recordId }).first())).agentId).toBe(
      device.session.user.id,
    );
    expect(await t.db('agentQuotes').where({ id: madeForAnother.recordId }).first()).toBeUndefined();
  });

  it('rejects as not found any change to another agent’s records, storing nothing', async () => {
    const { device } = await office();
    const other = await office();
    const itinerary = other.device.create('itineraries', newItinerary(other.client.id));
    await other.device.push([itinerary]).expect(200);
    const before = await t.db('clients').where({ id: other.client.id }).first();

    const edit = device.upsert('clients', other.client.id, { notes: 'Mine now' });
    const remove = device.delete('itineraries', itinerary.recordId, null);
    const intoTheirs = device.create('bookings', newBooking(itinerary.recordId));
    const takeover = device.upsert('itineraries', randomUUID(), newItinerary(other.client.id));
    const response = await device.push([edit, remove, intoTheirs, takeover]).expect(200);
    expect(statuses(response.body.results)).toEqual(['rejected', 'rejected', 'rejected', 'rejected']);
    expect(response.body.results.slice(0, 2).map((r: SyncResult) => r.message)).toEqual([
      syncMessages.notFound,
      syncMessages.notFound,
    ]);
    expect(response.body.lastSeq).toBe(4);
    expect(await t.db('clients').where({ id: other.client.id }).first()).toEqual(before);
    expect((await rowOf(t.db('itineraries').where({ id: itinerary.recordId }).first())).deletedAt).toBeNull();
    expect(await t.db('bookings').where({ id: intoTheirs.recordId }).first()).toBeUndefined();
    expect(await t.db('itineraries').where({ id: takeover.recordId }).first()).toBeUndefined();
  });

  it('answers 403 to a device registered to another user, applying nothing', async () => {
    const { client, device } = await office();
    await device.push([device.upsert('clients', client.id, { notes: 'Mine' })]).expect(200);
    const stranger = await signedIn(t, 'agent');
    const borrowed = Object.assign(new Device(stranger), { id: device.id });
    const response = await borrowed
      .push([borrowed.create('clients', newClient({ lastName: 'Borrowed' }))])
      .expect(403);
    expect(response.body).toMatchObject({ success: false, message: syncMessages.otherUser });
    expect(await count('clients', { lastName: 'Borrowed' })).toBe(0);
    expect(await t.db('syncDevices').where({ deviceId: device.id }).first()).toMatchObject({
      userId: device.session.user.id,
    });
  });

  it('answers 409 to another schema version, applying nothing', async () => {
    const { device } = await office();
    const response = await device
      .push([device.create('clients', newClient({ lastName: 'OldApp' }))], SYNC_SCHEMA_VERSION + 1)
      .expect(409);
    expect(response.body).toMatchObject({
      success: false,
      error: 'client_outdated',
      message: syncMessages.schemaVersion,
    });
    expect(await count('clients', { lastName: 'OldApp' })).toBe(0);
  });

  it('answers 400 with the contract’s messages to a malformed body', async () => {
    const { session } = await office();
    const response = await session.http
      .post('/api/sync/push')
      .set('X-CSRF-Token', session.token)
      .send({
        deviceId: 'laptop',
        schemaVersion: SYNC_SCHEMA_VERSION,
        mutations: [
          { id: 'a', seq: 0, entity: 'users', op: 'merge', recordId: 'x', baseVersion: -1 },
          { changes: 'firstName' },
        ],
      })
      .expect(400);
    expect(response.body).toMatchObject({
      success: false,
      fields: {
        deviceId: syncMessages.deviceInvalid,
        'mutations.0.seq': syncMessages.seqInvalid,
        'mutations.0.entity': syncMessages.entityInvalid,
        'mutations.0.op': syncMessages.opInvalid,
        'mutations.0.recordId': syncMessages.recordInvalid,
        'mutations.0.baseVersion': syncMessages.baseVersionInvalid,
        'mutations.1.id': syncMessages.mutationIdInvalid,
        'mutations.1.seq': syncMessages.seqInvalid,
        'mutations.1.changes': syncMessages.fieldsInvalid,
      },
    });
    const missing = await session.http
      .post('/api/sync/push')
      .set('X-CSRF-Token', session.token)
      .send({})
      .expect(400);
    expect(missing.body.fields).toMatchObject({
      deviceId: syncMessages.deviceInvalid,
      schemaVersion: syncMessages.schemaVersion,
      mutations: syncMessages.mutationsInvalid,
    });
  });

  it('answers 403 to a client, 401 to an anonymous caller and 403 without the CSRF token', async () => {
    const body = { deviceId: randomUUID(), schemaVersion: SYNC_SCHEMA_VERSION, mutations: [] };
    const client = await signedIn(t, 'client');
    const forbidden = await client.http
      .post('/api/sync/push')
      .set('X-CSRF-Token', client.token)
      .send(body)
      .expect(403);
    expect(forbidden.body).toMatchObject({ success: false, error: 'forbidden' });
    const anonymous = t.agent();
    const token = await csrfToken(anonymous);
    await anonymous.post('/api/sync/push').set('X-CSRF-Token', token).send(body).expect(401);
    const { session } = await office();
    const csrf = await session.http.post('/api/sync/push').send(body).expect(403);
    expect(csrf.body.error).toBe('csrf_invalid');
    expect(await t.db('syncDevices').where({ deviceId: body.deviceId }).first()).toBeUndefined();
  });

  it('lets an admin push', async () => {
    const admin = await signedIn(t, 'admin');
    const device = new Device(admin);
    const response = await device
      .push([device.create('clients', newClient({ lastName: 'ByAdmin' }))])
      .expect(200);
    expect(response.body.results[0].status).toBe('applied');
  });

  it('rejects a change that fails for an unexpected reason, and goes on with the next', async () => {
    const { device } = await office();
    const broken = device.create('clients', newClient({ lastName: 'Broken' }));
    const next = device.create('clients', newClient({ lastName: 'AfterBroken' }));
    const create = clientsSync.create.bind(clientsSync);
    const attempts = vi.spyOn(clientsSync, 'create').mockImplementation(async (ctx, id, fields) => {
      if (id === broken.recordId) throw new Error('a bug, not an outage');
      return create(ctx, id, fields);
    });
    // The same bug where the two new clients are first tried together.
    const together = vi.spyOn(clientsSync, 'createMany').mockRejectedValue(new Error('a bug, not an outage'));
    const response = await device.push([broken, next]).expect(200);
    expect(together).toHaveBeenCalledTimes(1);
    expect(response.body.results).toEqual([
      { id: broken.id, status: 'rejected', message: syncMessages.failed },
      { id: next.id, status: 'applied', version: expect.any(Number) },
    ]);
    expect(response.body.lastSeq).toBe(2);
    expect(await count('clients', { lastName: 'Broken' })).toBe(0);
    expect(await count('clients', { lastName: 'AfterBroken' })).toBe(1);
    // Inserted at once, then once more on the full path after the failure, which refuses it.
    expect(attempts.mock.calls.filter(([, id]) => id === broken.recordId)).toHaveLength(2);
  });

  it('answers 503 when the device cannot be looked up for a transient failure, applying nothing', async () => {
    const { device } = await office();
    const client = t.db.client as { _query(connection: unknown, query: { sql: string }): Promise<unknown> };
    const query = client._query.bind(client);
    vi.spyOn(client, '_query').mockImplementation(async (connection, obj) => {
      if (/^insert into "sync_devices"/.test(obj.sql)) {
        throw Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' });
      }
      return query(connection, obj);
    });
    const create = device.create('clients', newClient({ lastName: 'NoDevice' }));
    const response = await device.push([create]).expect(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.body).toEqual({
      success: false,
      error: 'unavailable',
      message: syncMessages.unavailable,
      results: [],
    });
    vi.restoreAllMocks();
    expect(await count('clients', { lastName: 'NoDevice' })).toBe(0);
    expect(await deviceSeq(t.db, device.id)).toBeUndefined();
  });

  it('stops with 503 on a transient failure, keeping what came before and nothing after', async () => {
    const { device, client } = await office();
    // An edit first, so the new clients after it are tried together, apart from it.
    const before = device.upsert(
      'clients',
      client.id,
      { lastName: 'BeforeOutage' },
      { baseVersion: Number(client.version), base: { lastName: client.lastName } },
    );
    const failing = device.create('clients', newClient({ lastName: 'DuringOutage' }));
    const after = device.create('clients', newClient({ lastName: 'AfterOutage' }));
    // What PostgreSQL says when a serializable transaction must be retried.
    const outage = () => Object.assign(new Error('could not serialize access'), { code: '40001' });
    const create = clientsSync.create.bind(clientsSync);
    vi.spyOn(clientsSync, 'create').mockImplementation(async (ctx, id, fields) => {
      if (id === failing.recordId) throw outage();
      return create(ctx, id, fields);
    });
    vi.spyOn(clientsSync, 'createMany').mockRejectedValue(outage());

    const response = await device.push([before, failing, after]).expect(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.body).toEqual({
      success: false,
      error: 'unavailable',
      message: syncMessages.unavailable,
      results: [{ id: before.id, status: 'applied', version: expect.any(Number) }],
      lastSeq: 1,
    });
    expect(await count('clients', { lastName: 'BeforeOutage' })).toBe(1);
    expect(await count('clients', { lastName: 'DuringOutage' })).toBe(0);
    expect(await count('clients', { lastName: 'AfterOutage' })).toBe(0);
    expect(await deviceSeq(t.db, device.id)).toBe(1);

    vi.restoreAllMocks();
    const retried = await device.push([before, failing, after]).expect(200);
    expect(statuses(retried.body.results)).toEqual(['applied', 'applied', 'applied']);
    expect(retried.body.results[0]).toEqual(response.body.results[0]);
    expect(retried.body.lastSeq).toBe(3);
    expect(await count('clients', { lastName: 'AfterOutage' })).toBe(1);
  });
});
