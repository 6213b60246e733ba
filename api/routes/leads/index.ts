/** Leads from the public site: quote requests and contact messages (anyone may send them). */
import type { Middleware } from 'koa';
import { ContactMessage, leadMessages, TravelQuoteRequest, type LeadReceived } from '@contract/leads.ts';
import { contactMessageRecorder, travelQuoteRecorder } from '../../commands/leads.ts';
import { transaction } from '../../middlewares/transaction.ts';
import { validate } from '../../middlewares/validate.ts';
import type { AppContextExtensions, AppState } from '../../types.ts';
import { apiRouter } from '../router.ts';
import { leadLimiter } from './limits.ts';

export const leadsRouter = apiRouter();

const limitPerIp: Middleware<AppState, AppContextExtensions> = async (ctx, next) => {
  await leadLimiter(ctx.db).consume(ctx.ip);
  await next();
};

leadsRouter.post(
  '/api/travel-quotes',
  limitPerIp,
  validate({ body: TravelQuoteRequest }),
  transaction(),
  async (ctx) => {
    const { id } = await travelQuoteRecorder({ trx: ctx.state.trx, input: ctx.state.body });
    ctx.status = 201;
    ctx.body = { success: true, message: leadMessages.quoteReceived, data: { id } } satisfies LeadReceived;
  },
);

leadsRouter.post(
  '/api/contact',
  limitPerIp,
  validate({ body: ContactMessage }),
  transaction(),
  async (ctx) => {
    const { id } = await contactMessageRecorder({ trx: ctx.state.trx, input: ctx.state.body });
    ctx.status = 201;
    ctx.body = { success: true, message: leadMessages.contactReceived, data: { id } } satisfies LeadReceived;
  },
);
