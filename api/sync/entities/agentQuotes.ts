import { QuoteInput } from '@contract/agentQuotes.ts';
import { quoteCreator, quoteRemover, quoteUpdater } from '../../commands/quoteSaver.ts';
import { parseInput } from '../../middlewares/validate.ts';
import { quotesVisibleTo } from '../../policies/agentQuotes.ts';
import { presentQuote } from '../../presenters/agentQuotes.ts';
import { SYNC_WRITABLE_FIELDS } from '@contract/syncFields.ts';
import { recordsById, writableOf, type SyncAdapter } from '../adapter.ts';

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
  // A device takes "applied" as "stored as sent": an owner the command would not store is refused.
  async create({ trx, actor }, id, fields) {
    const input = { ...parseInput(QuoteInput, fields), id, refuseOtherOwner: true };
    await quoteCreator({ trx, actor, input });
  },
  async update({ trx, actor }, id, changes, current) {
    // The quote command takes the whole form, so the merged record is checked as one.
    const input = parseInput(QuoteInput, { ...writableOf(this, current), ...changes });
    await quoteUpdater({ trx, actor, input: { id, changes: input, refuseOtherOwner: true } });
  },
  async remove({ trx, actor }, id) {
    await quoteRemover({ trx, actor, input: { id } });
  },
};
