/**
 * The office's lead queue: website leads listed by view, opened with everything the visitor
 * sent, taken, marked responded, won or lost, and made clients. Admins and approved agents only:
 * an agent an admin has not approved is told why the queue is closed to them.
 */
import { LeadConversion, LeadListQuery, leadQueueMessages, LeadStatusChange } from '@contract/leadQueue.ts';
import { leadConverter, leadStatusChanger, leadTaker } from '../../commands/leadQueue.ts';
import { forbidden, notFound } from '../../errors.ts';
import { staffOnly, type SignedIn } from '../../middlewares/auth.ts';
import { uuidParam } from '../../middlewares/params.ts';
import type { Needs } from '../../middlewares/provides.ts';
import { transaction } from '../../middlewares/transaction.ts';
import { validate } from '../../middlewares/validate.ts';
import { maySeeLeads } from '../../policies/leads.ts';
import { leadDetail, listLeads } from '../../queries/leads.ts';
import { apiRouter } from '../router.ts';
import type { Queryable } from '@db/index.ts';
import type { SessionUser } from '../../types.ts';
import { dataBody } from '../envelopes.ts';

export const leadQueueRouter = apiRouter();

const office = staffOnly;
const leadWorker: Needs<SignedIn> = async (ctx, next) => {
  if (!(await maySeeLeads(ctx.db, ctx.state.user))) throw forbidden(leadQueueMessages.awaitingApproval);
  await next();
};
const leadId = uuidParam(leadQueueMessages.notFound);

/** The lead as it now stands, read in the change's transaction. */
async function answerLead(db: Queryable, actor: SessionUser, id: string) {
  const lead = await leadDetail(db, actor, id);
  if (!lead) throw notFound(leadQueueMessages.notFound);
  return lead;
}

leadQueueRouter.get('/api/leads', office, leadWorker, validate({ query: LeadListQuery }), async (ctx) => {
  ctx.set('Cache-Control', 'private, no-store');
  ctx.body = await listLeads(ctx.db, ctx.state.user, ctx.state.query);
});

leadQueueRouter.get('/api/leads/:id', office, leadWorker, leadId, async (ctx) => {
  ctx.set('Cache-Control', 'private, no-store');
  ctx.body = dataBody(await answerLead(ctx.db, ctx.state.user, ctx.params.id));
});

leadQueueRouter.post('/api/leads/:id/take', office, leadWorker, leadId, transaction(), async (ctx) => {
  const { trx } = ctx.state;
  await leadTaker({ trx, actor: ctx.state.user, input: { id: ctx.params.id } });
  ctx.body = dataBody(await answerLead(trx, ctx.state.user, ctx.params.id), leadQueueMessages.taken);
});

leadQueueRouter.patch(
  '/api/leads/:id',
  office,
  leadWorker,
  leadId,
  validate({ body: LeadStatusChange }),
  transaction(),
  async (ctx) => {
    const { trx } = ctx.state;
    const { status } = ctx.state.body;
    await leadStatusChanger({ trx, actor: ctx.state.user, input: { id: ctx.params.id, status } });
    ctx.body = dataBody(
      await answerLead(trx, ctx.state.user, ctx.params.id),
      leadQueueMessages.statusChanged(status),
    );
  },
);

leadQueueRouter.post(
  '/api/leads/:id/client',
  office,
  leadWorker,
  leadId,
  validate({ body: LeadConversion }),
  transaction(),
  async (ctx) => {
    const { trx } = ctx.state;
    const outcome = await leadConverter({
      trx,
      actor: ctx.state.user,
      input: { id: ctx.params.id, clientId: ctx.state.body.clientId },
    });
    ctx.status = outcome.created ? 201 : 200;
    ctx.body = dataBody(
      await answerLead(trx, ctx.state.user, ctx.params.id),
      outcome.created ? leadQueueMessages.clientCreated : leadQueueMessages.clientLinked,
    );
  },
);
