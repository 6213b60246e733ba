import { ProposalInput, proposalMessages } from '@contract/proposals.ts';
import { apiRouter, type RouteContext } from '../router.ts';
import { staffOnly, type SignedIn } from '../../middlewares/auth.ts';
import { validate } from '../../middlewares/validate.ts';
import { transaction } from '../../middlewares/transaction.ts';
import { notFound } from '../../errors.ts';
import {
  PROPOSAL_NOT_FOUND,
  proposalCreator,
  proposalDuplicator,
  proposalRemover,
  proposalUpdater,
} from '../../commands/proposalSaver.ts';
import { proposalSender } from '../../commands/proposalSender.ts';
import { findProposal, listProposals } from '../../queries/proposals.ts';
import { proposalPdfParts } from '../../documents/storedProposalPdf.ts';
import { drawProposalPdf } from '../../documents/documentRenderer.ts';
import { renderSlot } from '../../middlewares/renderSlots.ts';
import { presentProposal } from '../../presenters/proposals.ts';
import type { Queryable } from '@db/index.ts';
import { uuidParam } from '../../middlewares/params.ts';
import { acceptedDocumentOf } from '@contract/proposalAcceptance.ts';
import { dataBody, successBody } from '../envelopes.ts';

/** Proposals (agent-owned: an agent sees their own, an admin all). */
export const proposalsRouter = apiRouter();

async function present(ctx: Pick<RouteContext<SignedIn>, 'state' | 'config'>, db: Queryable, id: string) {
  const row = await findProposal(db, ctx.state.user, id);
  if (!row) throw notFound(PROPOSAL_NOT_FOUND);
  return presentProposal(row, ctx.config.appUrl);
}

proposalsRouter.get('/api/proposals', staffOnly, async (ctx) => {
  const rows = await listProposals(ctx.db, ctx.state.user);
  ctx.body = dataBody(rows.map((row) => presentProposal(row, ctx.config.appUrl)));
});

proposalsRouter.get('/api/proposals/:id', staffOnly, uuidParam(PROPOSAL_NOT_FOUND), async (ctx) => {
  ctx.body = dataBody(await present(ctx, ctx.db, ctx.params.id));
});

proposalsRouter.post(
  '/api/proposals',
  staffOnly,
  validate({ body: ProposalInput }),
  transaction(),
  async (ctx) => {
    const trx = ctx.state.trx;
    const stored = await proposalCreator({
      trx,
      actor: ctx.state.user,
      input: ctx.state.body,
    });
    ctx.status = 201;
    ctx.body = dataBody(await present(ctx, trx, stored.id), proposalMessages.created);
  },
);

proposalsRouter.put(
  '/api/proposals/:id',
  staffOnly,
  uuidParam(PROPOSAL_NOT_FOUND),
  validate({ body: ProposalInput }),
  transaction(),
  async (ctx) => {
    const trx = ctx.state.trx;
    await proposalUpdater({
      trx,
      actor: ctx.state.user,
      input: { id: ctx.params.id, changes: ctx.state.body },
    });
    ctx.body = dataBody(await present(ctx, trx, ctx.params.id), proposalMessages.updated);
  },
);

proposalsRouter.delete(
  '/api/proposals/:id',
  staffOnly,
  uuidParam(PROPOSAL_NOT_FOUND),
  transaction(),
  async (ctx) => {
    await proposalRemover({ trx: ctx.state.trx, actor: ctx.state.user, input: { id: ctx.params.id } });
    ctx.body = successBody({ message: proposalMessages.deleted });
  },
);

proposalsRouter.post(
  '/api/proposals/:id/duplicate',
  staffOnly,
  uuidParam(PROPOSAL_NOT_FOUND),
  transaction(),
  async (ctx) => {
    const trx = ctx.state.trx;
    const copy = await proposalDuplicator({ trx, actor: ctx.state.user, input: { id: ctx.params.id } });
    ctx.status = 201;
    ctx.body = dataBody(await present(ctx, trx, copy.id), proposalMessages.created);
  },
);

/** Draft -> sent, with the e-mail carrying the client's public link queued in the same transaction. */
proposalsRouter.post(
  '/api/proposals/:id/send',
  staffOnly,
  uuidParam(PROPOSAL_NOT_FOUND),
  transaction(),
  async (ctx) => {
    const trx = ctx.state.trx;
    await proposalSender({
      trx,
      actor: ctx.state.user,
      input: { id: ctx.params.id, appUrl: ctx.config.appUrl, agencyInbox: ctx.config.mail.agencyInbox },
    });
    ctx.body = dataBody(await present(ctx, trx, ctx.params.id), proposalMessages.sent);
  },
);

/** Documents one agent may have drawing at once. */
const oneOfTheirRenders = renderSlot();

/**
 * The proposal as a branded PDF, downloaded as proposal-<id>.pdf. It is drawn in a document
 * worker (documents/documentRenderer.ts), so a long one holds no other request.
 */
proposalsRouter.get(
  '/api/proposals/:id/pdf',
  staffOnly,
  uuidParam(PROPOSAL_NOT_FOUND),
  oneOfTheirRenders,
  async (ctx) => {
    const row = await findProposal(ctx.db, ctx.state.user, ctx.params.id);
    if (!row) throw notFound(PROPOSAL_NOT_FOUND);
    // An accepted proposal prints as the client accepted it, whatever its parts became since.
    const accepted = acceptedDocumentOf(row);
    const { quotes, itineraries } = accepted ?? (await proposalPdfParts(ctx.db, row));
    const pdf = await drawProposalPdf(
      accepted?.proposal ?? presentProposal(row, ctx.config.appUrl),
      quotes,
      itineraries,
    );
    ctx.type = 'application/pdf';
    ctx.set('Content-Disposition', `attachment; filename="proposal-${ctx.params.id}.pdf"`);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = pdf;
  },
);
