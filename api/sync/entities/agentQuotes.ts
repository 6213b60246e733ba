import { QuoteInput } from '@contract/agentQuotes.ts';
import { syncMessages } from '@contract/sync.ts';
import { quoteCreator, quoteRemover, quoteUpdater } from '../../commands/quoteSaver.ts';
import { badRequest } from '../../errors.ts';
import { parseInput } from '../../middlewares/validate.ts';
import { quotesVisibleTo } from '../../policies/agentQuotes.ts';
import { presentQuote } from '../../presenters/agentQuotes.ts';
import { SYNC_WRITABLE_FIELDS } from '@contract/syncFields.ts';
import { recordsById, writableOf, type SyncAdapter, type WireRecord } from '../adapter.ts';
import type { SessionUser } from '../../types.ts';

/**
 * The quote command quietly keeps an agent's quote theirs whatever agentId says; a device
 * told "applied" would go on showing an owner the server never stored.
 */
function refuseOwnerChange(actor: SessionUser, owner: unknown, fields: WireRecord) {
  if (actor.role === 'admin' || !('agentId' in fields)) return;
  const wanted = fields.agentId ?? null;
  if (wanted !== null && wanted !== owner) {
    throw badRequest(syncMessages.quoteOwner, { agentId: syncMessages.quoteOwner });
  }
}

export const agentQuotesSync: SyncAdapter = {
  entity: 'agent_quotes',
  table: 'agentQuotes',
  scope: (db, actor) => quotesVisibleTo(db, actor, { withDeleted: true }),
  records: (db, actor, ids) =>
    recordsById(
      quotesVisibleTo(db, actor, { withDeleted: true }).select('agentQuotes.*'),
      'agentQuotes.id',
      ids,
      (row) => {
        const { client: _client, ...quote } = presentQuote(row);
        return { ...quote, version: Number(row.version) };
      },
    ),
  // The totals are the server's: a device sends services, never subtotal, taxes or total.
  writable: SYNC_WRITABLE_FIELDS.agent_quotes,
  async create({ trx, actor }, id, fields) {
    refuseOwnerChange(actor, actor.id, fields);
    await quoteCreator({ trx, actor, input: { ...parseInput(QuoteInput, fields), id } });
  },
  async update({ trx, actor }, id, changes, current) {
    refuseOwnerChange(actor, current.agentId, changes);
    // The quote command takes the whole form, so the merged record is checked as one.
    const input = parseInput(QuoteInput, { ...writableOf(this, current), ...changes });
    await quoteUpdater({ trx, actor, input: { id, changes: input } });
  },
  async remove({ trx, actor }, id) {
    await quoteRemover({ trx, actor, input: { id } });
  },
};
