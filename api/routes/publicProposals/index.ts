import * as v from 'valibot';
import { ProposalResponseInput } from '@contract/proposals.ts';
import { apiRouter } from '../router.ts';
import { validate } from '../../middlewares/validate.ts';
import { transaction } from '../../middlewares/transaction.ts';
import type { Provides } from '../../middlewares/provides.ts';
import { notFound } from '../../errors.ts';
import { proposalMessages } from '@contract/proposals.ts';
import { proposalResponder, proposalViewer } from '../../commands/proposalPublic.ts';
import { findProposalByToken } from '../../queries/proposals.ts';
import { publicProposalPage } from '../../queries/publicProposalPage.ts';
import type { AppContext } from '../../types.ts';
import type { Queryable } from '@db/index.ts';
import { dataBody } from '../envelopes.ts';

/** The client's proposal page (/p/<token>): no sign-in, the random token is the key. */
export const publicProposalsRouter = apiRouter();

const TokenParams = v.object({
  token: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{20,100}$/, proposalMessages.publicNotFound)),
});

/** An invalid token shape is simply "not found", never a validation message. */
const tokenParam: Provides = async (ctx, next) => {
  if (!v.is(TokenParams, ctx.params)) throw notFound(proposalMessages.publicNotFound);
  await next();
};

async function present(ctx: AppContext, db: Queryable, token: string) {
  const row = await findProposalByToken(db, token);
  if (!row) throw notFound(proposalMessages.publicNotFound);
  ctx.set('Cache-Control', 'no-store');
  ctx.set('X-Robots-Tag', 'noindex');
  return publicProposalPage(db, row);
}

/** Read-only proposal; the first view moves sent -> viewed and notifies the agent. */
publicProposalsRouter.get('/api/public/proposals/:token', tokenParam, transaction(), async (ctx) => {
  const trx = ctx.state.trx;
  await proposalViewer({ trx, input: { token: ctx.params.token } });
  ctx.body = dataBody(await present(ctx, trx, ctx.params.token));
});

/** The client's answer, once: accept or decline. */
publicProposalsRouter.post(
  '/api/public/proposals/:token/respond',
  tokenParam,
  validate({ body: ProposalResponseInput }),
  transaction(),
  async (ctx) => {
    const trx = ctx.state.trx;
    const { decision, revision } = ctx.state.body;
    await proposalResponder({ trx, input: { token: ctx.params.token, decision, revision } });
    ctx.body = dataBody(
      await present(ctx, trx, ctx.params.token),
      decision === 'accept'
        ? 'Thank you! Your agent has been told you accept this proposal.'
        : 'Thank you. Your agent has been told you decline this proposal.',
    );
  },
);
