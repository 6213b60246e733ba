import { QuoteInput, quoteMessages } from '@contract/agentQuotes.ts';
import { apiRouter } from '../router.ts';
import { staffOnly } from '../../middlewares/auth.ts';
import { validate } from '../../middlewares/validate.ts';
import { transaction } from '../../middlewares/transaction.ts';
import { QUOTE_NOT_FOUND, quoteCreator, quoteRemover, quoteUpdater } from '../../commands/quoteSaver.ts';
import { findQuote, listQuotes, listQuoteSummaries, listQuoteTemplates } from '../../queries/agentQuotes.ts';
import { presentQuote, presentQuoteSummary, presentQuoteTemplate } from '../../presenters/agentQuotes.ts';
import { uuidParam } from '../../middlewares/params.ts';
import { notFound } from '../../errors.ts';
import { dataBody, successBody } from '../envelopes.ts';

/** Agent quotes (agent-owned: an agent sees their own, an admin all) and the shared templates. */
export const agentQuotesRouter = apiRouter();

agentQuotesRouter.get('/api/agent-quotes', staffOnly, async (ctx) => {
  const rows = await listQuotes(ctx.db, ctx.state.user);
  ctx.body = dataBody(rows.map(presentQuote));
});

agentQuotesRouter.get('/api/agent-quotes/templates', staffOnly, async (ctx) => {
  const rows = await listQuoteTemplates(ctx.db, ctx.state.user);
  ctx.set('Cache-Control', 'private, max-age=60');
  ctx.body = dataBody(rows.map(presentQuoteTemplate));
});

/** Title, total and currency of the actor's quotes, for the proposal form's inclusion list. */
agentQuotesRouter.get('/api/quotes', staffOnly, async (ctx) => {
  const rows = await listQuoteSummaries(ctx.db, ctx.state.user);
  ctx.body = dataBody(rows.map(presentQuoteSummary));
});

agentQuotesRouter.get('/api/agent-quotes/:id', staffOnly, uuidParam(QUOTE_NOT_FOUND), async (ctx) => {
  const row = await findQuote(ctx.db, ctx.state.user, ctx.params.id);
  if (!row) throw notFound(QUOTE_NOT_FOUND);
  ctx.body = dataBody(presentQuote(row));
});

agentQuotesRouter.post(
  '/api/agent-quotes',
  staffOnly,
  validate({ body: QuoteInput }),
  transaction(),
  async (ctx) => {
    const trx = ctx.state.trx;
    const stored = await quoteCreator({ trx, actor: ctx.state.user, input: ctx.state.body });
    const row = await findQuote(trx, ctx.state.user, stored.id);
    if (!row) throw notFound(QUOTE_NOT_FOUND);
    ctx.status = 201;
    ctx.body = dataBody(presentQuote(row), quoteMessages.created);
  },
);

agentQuotesRouter.put(
  '/api/agent-quotes/:id',
  staffOnly,
  uuidParam(QUOTE_NOT_FOUND),
  validate({ body: QuoteInput }),
  transaction(),
  async (ctx) => {
    const trx = ctx.state.trx;
    const actor = ctx.state.user;
    await quoteUpdater({ trx, actor, input: { id: ctx.params.id, changes: ctx.state.body } });
    const row = await findQuote(trx, actor, ctx.params.id);
    if (!row) throw notFound(QUOTE_NOT_FOUND);
    ctx.body = dataBody(presentQuote(row), quoteMessages.updated);
  },
);

agentQuotesRouter.delete(
  '/api/agent-quotes/:id',
  staffOnly,
  uuidParam(QUOTE_NOT_FOUND),
  transaction(),
  async (ctx) => {
    await quoteRemover({ trx: ctx.state.trx, actor: ctx.state.user, input: { id: ctx.params.id } });
    ctx.body = successBody({ message: quoteMessages.deleted });
  },
);
