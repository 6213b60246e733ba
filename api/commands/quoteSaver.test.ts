import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { QuoteInput } from '@contract/agentQuotes.ts';
import { syncMessages } from '@contract/sync.ts';
import type { Db, Trx } from '@db/index.ts';
import { nextVersion } from '@db/versioning.ts';
import { withFileDatabase } from '../test/db.ts';
import { assignClient, buildUser, uniqueEmail } from '../test/factories.ts';
import { idOf, onlyOf, refusal, rowOf } from '../test/rows.ts';
import type { SessionUser } from '../types.ts';
import { CLIENT_NOT_FOUND, QUOTE_NOT_FOUND, quoteCreator, quoteRemover, quoteUpdater } from './quoteSaver.ts';

let db: Db;
withFileDatabase((opened) => (db = opened));

const inTrx = <T>(work: (trx: Trx) => Promise<T>) => db.transaction(work);

const agent = () => buildUser(db, { role: 'agent', approved: true });
const admin = () => buildUser(db, { role: 'admin' });
const quoteRow = (id: string) => rowOf(db('agentQuotes').where({ id }).first());
const quotesOfClient = async (clientId: string) => (await db('agentQuotes').where({ clientId })).length;
const scopeVersion = async (userId: string) =>
  (await rowOf(db('users').where({ id: userId }).first())).syncScopeVersion;

async function clientOf(...agents: SessionUser[]) {
  const client = onlyOf(
    await db('clients')
      .insert({
        firstName: 'Kai',
        lastName: 'Baptiste',
        email: uniqueEmail('guest'),
        version: nextVersion(db),
      })
      .returning('id'),
  );
  for (const one of agents) await assignClient(db, client.id, one.id);
  return client.id;
}

const quoteInput = (clientId: string, fields: Record<string, unknown> = {}) =>
  v.parse(QuoteInput, {
    clientId,
    title: 'Honeymoon in Soufrière',
    services: [
      { name: 'Resort, 7 nights', price: 350_000, quantity: 1 },
      { name: 'Catamaran tour', price: 12_345, quantity: 2 },
    ],
    validUntil: '2027-01-31',
    ...fields,
  });

type Creation = Parameters<typeof quoteCreator>[0]['input'];
type Change = Parameters<typeof quoteUpdater>[0]['input'];

const create = (actor: SessionUser, input: Creation) => inTrx((trx) => quoteCreator({ trx, actor, input }));
const update = (actor: SessionUser, input: Change) => inTrx((trx) => quoteUpdater({ trx, actor, input }));
const remove = (actor: SessionUser, id: string) =>
  inTrx((trx) => quoteRemover({ trx, actor, input: { id } }));

describe('creating a quote', () => {
  it('stores it as the agent’s, with totals the server computes from the services', async () => {
    const me = await agent();
    const clientId = await clientOf(me);
    // Totals sent by the caller are never read.
    const tampered = { ...quoteInput(clientId), subtotal: 1, taxes: 0, totalCost: 1 };
    const answer = await create(me, tampered);
    const stored = await quoteRow(idOf(answer));
    expect(stored).toMatchObject({
      clientId,
      agentId: me.id,
      title: 'Honeymoon in Soufrière',
      services: [
        { name: 'Resort, 7 nights', price: 350_000, quantity: 1 },
        { name: 'Catamaran tour', price: 12_345, quantity: 2 },
      ],
      subtotal: 374_690,
      // 8% of 374,690 is 29,975.2: rounded to whole minor units.
      taxes: 29_975,
      totalCost: 404_665,
      currency: 'USD',
      validUntil: '2027-01-31',
      status: 'draft',
      deletedAt: null,
    });
    expect(stored.version).toBeGreaterThan(0);
  });

  it('keeps the id a device made offline', async () => {
    const me = await agent();
    const id = crypto.randomUUID();
    await create(me, { ...quoteInput(await clientOf(me)), id });
    expect((await quoteRow(id)).agentId).toBe(me.id);
  });

  it('answers 404 for a client the agent does not see, storing nothing', async () => {
    const me = await agent();
    const clientId = await clientOf(await agent());
    const refused = await refusal(create(me, quoteInput(clientId)));
    expect(refused).toMatchObject({ status: 404, message: CLIENT_NOT_FOUND });
    expect(await quotesOfClient(clientId)).toBe(0);
  });

  it('keeps an agent’s quote theirs: another owner asked by a form is ignored, by a device refused', async () => {
    const me = await agent();
    const other = await agent();
    const clientId = await clientOf(me);

    const quiet = await quoteRow(idOf(await create(me, quoteInput(clientId, { agentId: other.id }))));
    expect(quiet.agentId).toBe(me.id);

    const refused = await refusal(
      create(me, { ...quoteInput(clientId, { agentId: other.id }), refuseOtherOwner: true }),
    );
    expect(refused).toMatchObject({
      status: 400,
      message: syncMessages.quoteOwner,
      fields: { agentId: syncMessages.quoteOwner },
    });
    expect(await quotesOfClient(clientId)).toBe(1);

    // Naming themselves is no other owner.
    const own = await create(me, { ...quoteInput(clientId, { agentId: me.id }), refuseOtherOwner: true });
    expect((await quoteRow(idOf(own))).agentId).toBe(me.id);
  });

  it('lets an admin give the quote to an active agent, keeping it themselves when naming none', async () => {
    const boss = await admin();
    const owner = await agent();
    const clientId = await clientOf(owner);

    const given = await create(boss, quoteInput(clientId, { agentId: owner.id }));
    expect((await quoteRow(idOf(given))).agentId).toBe(owner.id);
    const kept = await create(boss, quoteInput(clientId));
    expect((await quoteRow(idOf(kept))).agentId).toBe(boss.id);
  });

  it('refuses an admin’s owner who is not an active agent or admin, storing nothing', async () => {
    const boss = await admin();
    const clientId = await clientOf();
    const gone = await buildUser(db, { role: 'agent', approved: true, isActive: false });
    const traveller = await buildUser(db, { role: 'client' });
    for (const agentId of [gone.id, traveller.id, crypto.randomUUID()]) {
      const refused = await refusal(create(boss, quoteInput(clientId, { agentId })));
      expect(refused).toMatchObject({
        status: 400,
        message: 'Agent not found',
        fields: { agentId: 'Agent not found' },
      });
    }
    expect(await quotesOfClient(clientId)).toBe(0);
  });
});

describe('changing a quote', () => {
  it('stores the new fields and totals with a new version, the owner unchanged', async () => {
    const me = await agent();
    const clientId = await clientOf(me);
    const id = idOf(await create(me, quoteInput(clientId)));
    const before = await quoteRow(id);

    const changes = quoteInput(clientId, {
      title: 'Honeymoon, upgraded',
      services: [{ name: 'Villa, 7 nights', price: 500_000, quantity: 1 }],
      status: 'sent',
    });
    await update(me, { id, changes });
    const after = await quoteRow(id);
    expect(after).toMatchObject({
      agentId: me.id,
      title: 'Honeymoon, upgraded',
      services: [{ name: 'Villa, 7 nights', price: 500_000, quantity: 1 }],
      subtotal: 500_000,
      taxes: 40_000,
      totalCost: 540_000,
      status: 'sent',
    });
    expect(after.version).toBeGreaterThan(before.version);
  });

  it('answers 404 for another agent’s quote, and for a client the agent does not see, changing nothing', async () => {
    const me = await agent();
    const other = await agent();
    const clientId = await clientOf(me);
    const id = idOf(await create(me, quoteInput(clientId)));
    const before = await quoteRow(id);

    const notMine = await refusal(update(other, { id, changes: quoteInput(clientId, { title: 'Taken' }) }));
    expect(notMine).toMatchObject({ status: 404, message: QUOTE_NOT_FOUND });

    const theirClient = await clientOf(other);
    const hidden = await refusal(update(me, { id, changes: quoteInput(theirClient) }));
    expect(hidden).toMatchObject({ status: 404, message: CLIENT_NOT_FOUND });
    expect(await quoteRow(id)).toEqual(before);
  });

  it('refuses an agent’s device asking for another owner, changing nothing', async () => {
    const me = await agent();
    const other = await agent();
    const clientId = await clientOf(me);
    const id = idOf(await create(me, quoteInput(clientId)));
    const before = await quoteRow(id);
    const refused = await refusal(
      update(me, {
        id,
        changes: quoteInput(clientId, { agentId: other.id, title: 'Given away' }),
        refuseOtherOwner: true,
      }),
    );
    expect(refused).toMatchObject({ status: 400, message: syncMessages.quoteOwner });
    expect(await quoteRow(id)).toEqual(before);

    // From a form the owner field is left as it was, and the rest is saved.
    await update(me, { id, changes: quoteInput(clientId, { agentId: other.id, title: 'Still mine' }) });
    expect(await quoteRow(id)).toMatchObject({ agentId: me.id, title: 'Still mine' });
  });

  it('lets an admin hand the quote to another agent; the former owner’s devices start over', async () => {
    const boss = await admin();
    const first = await agent();
    const second = await agent();
    const clientId = await clientOf(first, second);
    const id = idOf(await create(first, quoteInput(clientId)));
    const scopes = { first: await scopeVersion(first.id), second: await scopeVersion(second.id) };

    // An admin's edit naming no owner leaves the quote with its owner.
    await update(boss, { id, changes: quoteInput(clientId, { title: 'Checked by the office' }) });
    expect((await quoteRow(id)).agentId).toBe(first.id);
    expect(await scopeVersion(first.id)).toBe(scopes.first);

    await update(boss, { id, changes: quoteInput(clientId, { agentId: second.id }) });
    expect((await quoteRow(id)).agentId).toBe(second.id);
    expect(await scopeVersion(first.id)).toBeGreaterThan(scopes.first);
    expect(await scopeVersion(second.id)).toBe(scopes.second);

    // The former owner no longer sees it.
    const gone = await refusal(update(first, { id, changes: quoteInput(clientId) }));
    expect(gone).toMatchObject({ status: 404, message: QUOTE_NOT_FOUND });
  });
});

describe('removing a quote', () => {
  it('tombstones it with a new version; then it is not found', async () => {
    const me = await agent();
    const clientId = await clientOf(me);
    const id = idOf(await create(me, quoteInput(clientId)));
    const before = await quoteRow(id);
    await remove(me, id);
    const after = await quoteRow(id);
    expect(after.deletedAt).toBeInstanceOf(Date);
    expect(after.version).toBeGreaterThan(before.version);

    expect(await refusal(remove(me, id))).toMatchObject({ status: 404, message: QUOTE_NOT_FOUND });
    expect(await refusal(update(me, { id, changes: quoteInput(clientId) }))).toMatchObject({
      status: 404,
      message: QUOTE_NOT_FOUND,
    });
    expect(await quoteRow(id)).toEqual(after);
  });

  it('answers 404 for another agent’s quote, which stays; an admin may remove it', async () => {
    const me = await agent();
    const id = idOf(await create(me, quoteInput(await clientOf(me))));
    const before = await quoteRow(id);
    expect(await refusal(remove(await agent(), id))).toMatchObject({ status: 404, message: QUOTE_NOT_FOUND });
    expect(await quoteRow(id)).toEqual(before);

    await remove(await admin(), id);
    expect((await quoteRow(id)).deletedAt).toBeInstanceOf(Date);
  });
});
