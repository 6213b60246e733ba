import * as v from 'valibot';
import { apiRouter } from '../router.ts';
import { adminOnly } from '../../middlewares/auth.ts';
import { validate } from '../../middlewares/validate.ts';
import { transaction } from '../../middlewares/transaction.ts';
import { agentApprover } from '../../commands/agentApprover.ts';
import { dataBody, successBody } from '../envelopes.ts';

export const agentsRouter = apiRouter();

const AgentParams = v.object({ userId: v.pipe(v.string(), v.uuid('Agent not found')) });
const ApprovalInput = v.object({ approved: v.boolean('approved must be true or false') });

/** Admins: every agent with their approval state, newest first. */
agentsRouter.get('/api/agents', adminOnly, async (ctx) => {
  const rows = await ctx
    .db('agents')
    .join('users', 'users.id', 'agents.userId')
    .orderBy('agents.createdAt', 'desc')
    .select(
      'agents.userId',
      'users.firstName',
      'users.lastName',
      'users.email',
      'users.isActive',
      'agents.title',
      'agents.isApproved',
      'agents.approvedAt',
      'agents.createdAt',
    );
  ctx.body = dataBody(rows);
});

/** Admins approve an agent (or withdraw approval): approved agents see website leads. */
agentsRouter.post(
  '/api/agents/:userId/approval',
  adminOnly,
  validate({ params: AgentParams, body: ApprovalInput }),
  transaction(),
  async (ctx) => {
    const { userId } = ctx.state.params;
    const { approved } = ctx.state.body;
    const agent = await agentApprover({
      trx: ctx.state.trx,
      actor: ctx.state.user,
      input: { agentUserId: userId, approved },
    });
    ctx.body = successBody({ data: agent });
  },
);
