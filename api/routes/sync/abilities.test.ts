import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncMessages, type SyncChange, type SyncEntity } from '@contract/sync.ts';
import { insertVersioned, updateVersioned } from '@db/versioning.ts';
import { mailSettled } from '../../providers/mail/index.ts';
import { getTestServer, type TestServer } from '../../test/server.ts';
import { signedIn, type SignedIn } from '../clients/officeTestKit.ts';
import { agentOffice, Device, newEmail, newProposal, newTripPlan, pullAll } from './syncTestKit.ts';
import { rowOf } from '../../test/rows.ts';

let t: TestServer;
beforeAll(async () => {
  t = await getTestServer();
});
afterAll(async () => {
  if (t) await mailSettled(t.app);
  await t?.close();
});

/** The abilities the pull sent with one record. */
async function abilitiesIn(session: SignedIn, entity: SyncEntity, recordId: string) {
  const { changes } = await pullAll(session);
  const change = changes.find((found: SyncChange) => found.entity === entity && found.recordId === recordId);
  expect(change?.record).toBeTruthy();
  return change!.record!.abilities;
}

describe('abilities on pulled records', () => {
  it('lets a template be changed by its author and an admin, and only read by another agent', async () => {
    const author = await agentOffice(t);
    const colleague = await signedIn(t, 'agent', { approved: true });
    const admin = await signedIn(t, 'admin');
    const template = author.device.create('trip_plans', newTripPlan({ isTemplate: true }));
    await author.device.push([template]).expect(200);

    expect(await abilitiesIn(author.session, 'trip_plans', template.recordId)).toEqual({
      edit: true,
      delete: true,
    });
    expect(await abilitiesIn(colleague, 'trip_plans', template.recordId)).toEqual({
      edit: false,
      delete: false,
    });
    expect(await abilitiesIn(admin, 'trip_plans', template.recordId)).toEqual({ edit: true, delete: true });
  });

  it('offers sending a draft to approved staff only, and nothing but deleting once it is sent', async () => {
    const approved = await agentOffice(t);
    const draft = approved.device.create('emails', newEmail({ clientId: approved.client.id }));
    const sent = approved.device.create('emails', newEmail({ status: 'sent' }));
    await approved.device.push([draft, sent]).expect(200);
    expect(await abilitiesIn(approved.session, 'emails', draft.recordId)).toEqual({
      edit: true,
      delete: true,
      send: true,
      assign: false,
    });
    expect(await abilitiesIn(approved.session, 'emails', sent.recordId)).toEqual({
      edit: false,
      delete: true,
      send: false,
      assign: false,
    });

    const pending = await signedIn(t, 'agent');
    const device = new Device(pending);
    const pendingDraft = device.create('emails', newEmail());
    await device.push([pendingDraft]).expect(200);
    expect(await abilitiesIn(pending, 'emails', pendingDraft.recordId)).toMatchObject({
      edit: true,
      send: false,
    });
  });

  it('lets an admin, and no agent, hand a received e-mail on', async () => {
    const admin = await signedIn(t, 'admin');
    const agent = await signedIn(t, 'agent', { approved: true });
    const received = await t.db.transaction((trx) =>
      insertVersioned(trx, 'emails', {
        from: 'traveller@example.org',
        to: agent.user.email,
        subject: 'A question',
        body: 'Hello',
        priority: 'normal',
        status: 'delivered',
        isRead: false,
        sentAt: new Date(),
        agentId: agent.user.id,
        externalId: `<${Date.now()}@example.org>`,
      }),
    );
    const id = received.id as string;
    expect(await abilitiesIn(agent, 'emails', id)).toEqual({
      edit: false,
      delete: true,
      send: false,
      assign: false,
    });
    expect(await abilitiesIn(admin, 'emails', id)).toMatchObject({ edit: false, assign: true });
  });

  it('keeps an accepted proposal as it is: no edit, no deletion, no sending', async () => {
    const office = await agentOffice(t);
    const proposal = office.device.create('proposals', newProposal(office.client.id));
    await office.device.push([proposal]).expect(200);
    expect(await abilitiesIn(office.session, 'proposals', proposal.recordId)).toEqual({
      edit: true,
      delete: true,
      send: true,
    });
    await t.db.transaction((trx) =>
      updateVersioned(trx, 'proposals', proposal.recordId, {
        status: 'accepted',
        acceptedAt: new Date(),
      }),
    );
    expect(await abilitiesIn(office.session, 'proposals', proposal.recordId)).toEqual({
      edit: false,
      delete: false,
      send: false,
    });
  });

  it('sends a client with the abilities to change and delete it', async () => {
    const office = await agentOffice(t);
    expect(await abilitiesIn(office.session, 'clients', office.client.id)).toEqual({
      edit: true,
      delete: true,
    });
  });
});

describe('abilities pushed back', () => {
  it('refuses a change that sets abilities, and stores nothing of it', async () => {
    const office = await agentOffice(t);
    const admin = await signedIn(t, 'admin');
    const adminDevice = new Device(admin);
    const shared = adminDevice.create('trip_plans', newTripPlan({ isTemplate: true, name: 'Shared plan' }));
    const made = await adminDevice.push([shared]).expect(200);
    const plan = { id: shared.recordId, version: made.body.results[0].version as number };
    const sneaky = office.device.upsert(
      'trip_plans',
      plan.id,
      { name: 'Mine now', abilities: { edit: true, delete: true } },
      { baseVersion: Number(plan.version), base: { name: 'Shared plan' } },
    );
    const response = await office.device.push([sneaky]).expect(200);
    expect(response.body.results[0]).toMatchObject({
      status: 'rejected',
      message: syncMessages.unknownField('abilities'),
    });
    const stored = await rowOf(t.db('tripPlans').where({ id: plan.id }).first());
    expect(stored.name).toBe('Shared plan');
    expect(await abilitiesIn(office.session, 'trip_plans', plan.id)).toEqual({ edit: false, delete: false });

    const madeWithAbilities = office.device.create('clients', {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.org',
      abilities: { edit: true, delete: true },
    });
    const created = await office.device.push([madeWithAbilities]).expect(200);
    expect(created.body.results[0]).toMatchObject({ status: 'rejected' });
    expect(await t.db('clients').where({ id: madeWithAbilities.recordId }).first('id')).toBeUndefined();
  });
});
