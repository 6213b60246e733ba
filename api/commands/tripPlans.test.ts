import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { TripPlanInput, tripPlanMessages } from '@contract/tripPlans.ts';
import type { Db, Trx } from '@db/index.ts';
import { nextVersion } from '@db/versioning.ts';
import { withFileDatabase } from '../test/db.ts';
import { assignClient, buildUser, uniqueEmail } from '../test/factories.ts';
import { onlyOf, refusal, rowOf } from '../test/rows.ts';
import type { SessionUser } from '../types.ts';
import { TEMPLATE_WITH_CLIENT, tripPlanCreator, tripPlanRemover, tripPlanUpdater } from './tripPlans.ts';

let db: Db;
withFileDatabase((opened) => (db = opened));

const inTrx = <T>(work: (trx: Trx) => Promise<T>) => db.transaction(work);

const agent = () => buildUser(db, { role: 'agent', approved: true });
const planRow = (id: string) => rowOf(db('tripPlans').where({ id }).first());
const plansNamed = async (name: string) => (await db('tripPlans').where({ name })).length;
const scopeVersion = async (userId: string) =>
  (await rowOf(db('users').where({ id: userId }).first())).syncScopeVersion;

async function clientOf(owner: SessionUser) {
  const client = onlyOf(
    await db('clients')
      .insert({
        firstName: 'Ayesha',
        lastName: 'Joseph',
        email: uniqueEmail('guest'),
        version: nextVersion(db),
      })
      .returning('id'),
  );
  await assignClient(db, client.id, owner.id);
  return client.id;
}

const planInput = (fields: Record<string, unknown> = {}) =>
  v.parse(TripPlanInput, {
    name: 'Family week in Gros Islet',
    destinations: ['Gros Islet', ' Rodney Bay ', 'Gros Islet'],
    duration: 7,
    budget: 600_000,
    travelStyle: 'family',
    activities: ['beaches', 'beaches', 'food-wine'],
    tags: [],
    ...fields,
  });

const create = (actor: SessionUser, input: TripPlanInput & { id?: string }) =>
  inTrx((trx) => tripPlanCreator({ trx, actor, input }));
const update = (actor: SessionUser, id: string, changes: TripPlanInput) =>
  inTrx((trx) => tripPlanUpdater({ trx, actor, input: { id, changes } }));
const remove = (actor: SessionUser, id: string) =>
  inTrx((trx) => tripPlanRemover({ trx, actor, input: { id } }));

describe('creating a trip plan', () => {
  it('stores it as the actor’s with a version, for a client they see, and answers it with the client’s name', async () => {
    const me = await agent();
    const clientId = await clientOf(me);
    const answer = await create(me, planInput({ clientId }));
    expect(answer).toMatchObject({
      agentId: me.id,
      clientId,
      clientName: 'Ayesha Joseph',
      isTemplate: false,
    });
    const stored = await planRow(answer.id);
    expect(stored).toMatchObject({
      agentId: me.id,
      clientId,
      name: 'Family week in Gros Islet',
      destinations: ['Gros Islet', 'Rodney Bay'],
      duration: 7,
      budget: 600_000,
      currency: 'USD',
      travelStyle: 'family',
      activities: ['beaches', 'food-wine'],
      tags: null,
      isTemplate: false,
      deletedAt: null,
    });
    expect(stored.version).toBeGreaterThan(0);
  });

  it('keeps the id a device made offline', async () => {
    const me = await agent();
    const id = crypto.randomUUID();
    const answer = await create(me, { ...planInput(), id });
    expect(answer.id).toBe(id);
    expect((await planRow(id)).agentId).toBe(me.id);
  });

  it('refuses a client the agent does not see, and a template linked to a client, storing nothing', async () => {
    const me = await agent();
    const theirs = await clientOf(await agent());
    const hidden = await refusal(create(me, planInput({ name: 'For a stranger', clientId: theirs })));
    expect(hidden).toMatchObject({
      status: 400,
      message: tripPlanMessages.clientInvalid,
      fields: { clientId: tripPlanMessages.clientInvalid },
    });
    expect(await plansNamed('For a stranger')).toBe(0);

    // A template is shared with every agent: it may not carry one client's name.
    const mine = await clientOf(me);
    const template = await refusal(
      create(me, planInput({ name: 'Template with a client', clientId: mine, isTemplate: true })),
    );
    expect(template).toMatchObject({
      status: 400,
      message: TEMPLATE_WITH_CLIENT,
      fields: { clientId: TEMPLATE_WITH_CLIENT },
    });
    expect(await plansNamed('Template with a client')).toBe(0);
  });
});

describe('changing a trip plan', () => {
  it('stores the new fields with a new version', async () => {
    const me = await agent();
    const { id } = await create(me, planInput());
    const before = await planRow(id);
    const answer = await update(me, id, planInput({ name: 'Two weeks', duration: 14, currency: 'EUR' }));
    expect(answer).toMatchObject({ id, name: 'Two weeks', duration: 14, currency: 'EUR' });
    const after = await planRow(id);
    expect(after).toMatchObject({ agentId: me.id, name: 'Two weeks', duration: 14, currency: 'EUR' });
    expect(after.version).toBeGreaterThan(before.version);
  });

  it('answers 404 for another agent’s plan, changing nothing', async () => {
    const owner = await agent();
    const { id } = await create(owner, planInput());
    const before = await planRow(id);
    const refused = await refusal(update(await agent(), id, planInput({ name: 'Taken' })));
    expect(refused).toMatchObject({ status: 404, message: tripPlanMessages.notFound });
    expect(await planRow(id)).toEqual(before);
  });

  it('lets every agent read a template but only its author or an admin change it', async () => {
    const author = await agent();
    const other = await agent();
    const boss = await buildUser(db, { role: 'admin' });
    const { id } = await create(author, planInput({ isTemplate: true }));
    const before = await planRow(id);

    const refused = await refusal(
      update(other, id, planInput({ name: 'Edited by another', isTemplate: true })),
    );
    expect(refused).toMatchObject({ status: 403, message: tripPlanMessages.templateOwnerOnly });
    expect(await planRow(id)).toEqual(before);

    await update(author, id, planInput({ name: 'Edited by the author', isTemplate: true }));
    expect((await planRow(id)).name).toBe('Edited by the author');
    await update(boss, id, planInput({ name: 'Edited by an admin', isTemplate: true }));
    // The admin's edit leaves the template its author's.
    expect(await planRow(id)).toMatchObject({ name: 'Edited by an admin', agentId: author.id });
  });

  it('answers 404 to other agents for the template of an agent awaiting approval', async () => {
    const pending = await buildUser(db, { role: 'agent', approved: false });
    const { id } = await create(pending, planInput({ isTemplate: true }));
    const before = await planRow(id);
    const refused = await refusal(update(await agent(), id, planInput({ isTemplate: true })));
    expect(refused).toMatchObject({ status: 404, message: tripPlanMessages.notFound });
    expect(await planRow(id)).toEqual(before);
  });

  it('turning a template into a plan resets every other agent’s devices, not the author’s', async () => {
    const author = await agent();
    const other = await agent();
    const { id } = await create(author, planInput({ isTemplate: true }));
    const scopes = { author: await scopeVersion(author.id), other: await scopeVersion(other.id) };

    // Staying a template changes no one's scope.
    await update(author, id, planInput({ name: 'Still shared', isTemplate: true }));
    expect(await scopeVersion(other.id)).toBe(scopes.other);

    await update(author, id, planInput({ name: 'Mine alone', isTemplate: false }));
    expect(await scopeVersion(other.id)).toBeGreaterThan(scopes.other);
    expect(await scopeVersion(author.id)).toBe(scopes.author);
    const gone = await refusal(update(other, id, planInput()));
    expect(gone).toMatchObject({ status: 404, message: tripPlanMessages.notFound });
  });

  it('refuses a template change that links a client, changing nothing', async () => {
    const me = await agent();
    const { id } = await create(me, planInput({ isTemplate: true }));
    const before = await planRow(id);
    const refused = await refusal(
      update(me, id, planInput({ clientId: await clientOf(me), isTemplate: true })),
    );
    expect(refused).toMatchObject({ status: 400, message: TEMPLATE_WITH_CLIENT });
    expect(await planRow(id)).toEqual(before);
  });
});

describe('removing a trip plan', () => {
  it('tombstones the actor’s plan with a new version; then it is not found', async () => {
    const me = await agent();
    const { id } = await create(me, planInput());
    const before = await planRow(id);
    await remove(me, id);
    const after = await planRow(id);
    expect(after.deletedAt).toBeInstanceOf(Date);
    expect(after.version).toBeGreaterThan(before.version);
    expect(await refusal(remove(me, id))).toMatchObject({ status: 404, message: tripPlanMessages.notFound });
  });

  it('refuses another agent’s template (403) and plan (404), deleting nothing; an admin may remove either', async () => {
    const author = await agent();
    const other = await agent();
    const template = await create(author, planInput({ isTemplate: true }));
    const plan = await create(author, planInput());
    const templateBefore = await planRow(template.id);
    const planBefore = await planRow(plan.id);

    expect(await refusal(remove(other, template.id))).toMatchObject({
      status: 403,
      message: tripPlanMessages.templateOwnerOnly,
    });
    expect(await refusal(remove(other, plan.id))).toMatchObject({
      status: 404,
      message: tripPlanMessages.notFound,
    });
    expect(await planRow(template.id)).toEqual(templateBefore);
    expect(await planRow(plan.id)).toEqual(planBefore);

    const boss = await buildUser(db, { role: 'admin' });
    await remove(boss, template.id);
    await remove(boss, plan.id);
    expect((await planRow(template.id)).deletedAt).toBeInstanceOf(Date);
    expect((await planRow(plan.id)).deletedAt).toBeInstanceOf(Date);
  });
});
