import { describe, expect, it } from 'vitest';
import { proposalMessages } from '@contract/proposals.ts';
import type { Db, Trx } from '@db/index.ts';
import { proposalBody } from '../routes/proposals/proposalTestKit.ts';
import { withFileDatabase } from '../test/db.ts';
import { assignClient, buildClient, buildUser } from '../test/factories.ts';
import { proposalChanger, proposalComposer } from './proposalChanges.ts';
import { refusal, rowOf } from '../test/rows.ts';

const SENDING = { appUrl: 'https://islandbridge.travel', agencyInbox: 'office@islandbridge.travel' };

let db: Db;
withFileDatabase((opened) => (db = opened));

async function agentWithClient() {
  const actor = await buildUser(db, { role: 'agent', approved: true });
  const client = await buildClient(db, { firstName: 'Jordan' });
  await assignClient(db, client.id as string, actor.id);
  return { actor, clientId: client.id as string };
}

const inTrx = <T>(work: (trx: Trx) => Promise<T>) => db.transaction(work);
const row = (id: string) => db('proposals').where({ id }).first();
const mailOf = (proposalId: string) => db('outgoingMail').where({ proposalId }).select('to');

describe('a proposal’s status moves only by sending', () => {
  it('creates a draft, or sends it at once with "sent", and refuses any other status, storing nothing', async () => {
    const { actor, clientId } = await agentWithClient();
    const compose = (status: unknown) => {
      const id = crypto.randomUUID();
      const input = { id, status, fields: proposalBody(clientId), ...SENDING };
      return { id, done: inTrx((trx) => proposalComposer({ trx, actor, input })) };
    };

    const draft = compose('draft');
    await draft.done;
    expect(await row(draft.id)).toMatchObject({ status: 'draft', publicToken: null });

    const sent = compose('sent');
    await sent.done;
    expect((await rowOf(row(sent.id))).status).toBe('sent');
    expect(await mailOf(sent.id)).toHaveLength(1);

    const accepted = compose('accepted');
    expect(await refusal(accepted.done)).toMatchObject({
      status: 400,
      message: proposalMessages.statusBySendingOnly,
      fields: { status: proposalMessages.statusBySendingOnly },
    });
    expect(await row(accepted.id)).toBeUndefined();
  });

  it('sends a draft once; a sent one asked back to draft is refused, and asked "sent" again changes nothing', async () => {
    const { actor, clientId } = await agentWithClient();
    const id = crypto.randomUUID();
    const fields = proposalBody(clientId);
    await inTrx((trx) => proposalComposer({ trx, actor, input: { id, fields, ...SENDING } }));
    const change = (record: Record<string, unknown>, changed: string[]) =>
      inTrx((trx) => proposalChanger({ trx, actor, input: { id, record, changed, ...SENDING } }));

    await change({ ...fields, title: 'Sent at last', status: 'sent' }, ['title', 'status']);
    const sent = await row(id);
    expect(sent).toMatchObject({ status: 'sent', title: 'Sent at last' });
    expect(await mailOf(id)).toHaveLength(1);

    const backToDraft = await refusal(change({ ...fields, status: 'draft' }, ['status']));
    expect(backToDraft.message).toBe(proposalMessages.statusBySendingOnly);

    await change({ ...fields, title: 'Sent at last', status: 'sent' }, ['status']);
    expect(await row(id)).toEqual(sent);
    expect(await mailOf(id)).toHaveLength(1);
  });
});
