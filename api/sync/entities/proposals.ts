import { ProposalInput, proposalMessages } from '@contract/proposals.ts';
import { proposalCreator, proposalRemover, proposalUpdater } from '../../commands/proposalSaver.ts';
import { proposalSender } from '../../commands/proposalSender.ts';
import { assertNotFrozen } from '../../commands/proposalAcceptance.ts';
import { badRequest } from '../../errors.ts';
import { parseInput } from '../../middlewares/validate.ts';
import { proposalsVisibleTo } from '../../policies/proposals.ts';
import { presentProposal } from '../../presenters/proposals.ts';
import { SYNC_WRITABLE_FIELDS } from '@contract/syncFields.ts';
import { recordsById, writableOf, type ApplyContext, type SyncAdapter } from '../adapter.ts';

const STATUS_BY_SENDING_ONLY = 'A proposal changes status only by being sent, or by the client answering it.';

/** Status is not a form field: the one status a device may ask for is "sent" (Send to Client). */
function statusWish(changes: Record<string, unknown>): 'sent' | undefined {
  if (!('status' in changes)) return undefined;
  if (changes.status === 'sent') return 'sent';
  throw badRequest(STATUS_BY_SENDING_ONLY, { status: STATUS_BY_SENDING_ONLY });
}

/** Sends it as the REST route does, its e-mail queued in the mutation's transaction. */
async function send({ trx, actor, appUrl, agencyInbox }: ApplyContext, id: string) {
  await proposalSender({ trx, actor, input: { id, appUrl, agencyInbox } });
}

export const proposalsSync: SyncAdapter = {
  entity: 'proposals',
  table: 'proposals',
  scope: (db, actor) => proposalsVisibleTo(db, actor, { withDeleted: true }),
  records(db, actor, ids) {
    return recordsById(
      proposalsVisibleTo(db, actor, { withDeleted: true }).select('proposals.*'),
      'proposals.id',
      ids,
      (row) => {
        // The public link is made with the app's address; the device only needs to know one exists.
        const { client: _client, ...proposal } = presentProposal(row, '');
        return { ...proposal, version: Number(row.version) };
      },
    );
  },
  writable: SYNC_WRITABLE_FIELDS.proposals,
  async create(ctx, id, fields) {
    const { status: _status, ...content } = fields;
    const wish = statusWish(fields.status === 'draft' ? {} : fields);
    await proposalCreator({
      trx: ctx.trx,
      actor: ctx.actor,
      input: { ...parseInput(ProposalInput, content), id },
    });
    if (wish === 'sent') await send(ctx, id);
  },
  async update(ctx, id, changes, current) {
    // Accepted while this device was editing: refused, naming the accepted values, so the
    // device shows what the client agreed to beside its own change.
    assertNotFrozen(current, Object.keys(changes));
    const { status: _status, ...content } = changes;
    const wish = statusWish(changes.status === current.status ? {} : changes);
    if (Object.keys(content).length > 0) {
      const { status: _currentStatus, ...currentContent } = writableOf(this, current);
      const input = parseInput(ProposalInput, { ...currentContent, ...content });
      await proposalUpdater({ trx: ctx.trx, actor: ctx.actor, input: { id, changes: input } });
    }
    if (wish === 'sent') {
      if (current.status !== 'draft')
        throw badRequest(proposalMessages.sendOnlyDraft, { status: proposalMessages.sendOnlyDraft });
      await send(ctx, id);
    }
  },
  async remove({ trx, actor }, id) {
    await proposalRemover({ trx, actor, input: { id } });
  },
};
