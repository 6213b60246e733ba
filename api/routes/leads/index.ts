/**
 * Leads from the public site: quote requests, contact messages and newsletter signups (anyone
 * may send them). Each route: a per-network limit, the shared schema, the honeypot, then the
 * command in one transaction (the lead, its notices and its e-mail to the agency together).
 */
import {
  ContactMessage,
  leadMessages,
  NewsletterSignup,
  TravelQuoteRequest,
  type LeadReceived,
} from '@contract/leads.ts';
import {
  contactMessageRecorder,
  newsletterSignupRecorder,
  travelQuoteRecorder,
  type PaidConsultation,
} from '../../commands/leads.ts';
import { limitPerIp } from '../../middlewares/rateLimit.ts';
import { transaction } from '../../middlewares/transaction.ts';
import { validate } from '../../middlewares/validate.ts';
import { apiRouter } from '../router.ts';
import { browserOwnerOf } from '../../lib/browserSession.ts';
import { activeAccess } from '../../queries/paymentAccess.ts';
import { answerBotsAsIfReceived } from '../../middlewares/honeypot.ts';
import { leadLimiter, newsletterLimiter } from './limits.ts';
import { successBody } from '../envelopes.ts';

export const leadsRouter = apiRouter();

/** The consultation a quote request was paid with, from the payment row activeAccess found. */
function paidConsultationOf(access: {
  id?: unknown;
  packageType?: unknown;
  amount?: unknown;
  currency?: unknown;
}): PaidConsultation {
  return {
    id: String(access.id),
    packageType: String(access.packageType),
    amount: Number(access.amount),
    currency: String(access.currency),
  };
}

leadsRouter.post(
  '/api/travel-quotes',
  limitPerIp(leadLimiter),
  validate({ body: TravelQuoteRequest }),
  answerBotsAsIfReceived({ status: 201, message: leadMessages.quoteReceived }),
  transaction(),
  async (ctx) => {
    // A request made with a paid consultation names it, so the agent knows it is paid.
    const access = await activeAccess(ctx.state.trx, browserOwnerOf(ctx));
    const { id } = await travelQuoteRecorder({
      trx: ctx.state.trx,
      input: {
        lead: ctx.state.body,
        agencyInbox: ctx.config.mail.agencyInbox,
        payment: access ? paidConsultationOf(access) : null,
      },
    });
    ctx.status = 201;
    ctx.body = successBody({ message: leadMessages.quoteReceived, data: { id } }) satisfies LeadReceived;
  },
);

leadsRouter.post(
  '/api/contact',
  limitPerIp(leadLimiter),
  validate({ body: ContactMessage }),
  answerBotsAsIfReceived({ status: 201, message: leadMessages.contactReceived }),
  transaction(),
  async (ctx) => {
    const { id } = await contactMessageRecorder({
      trx: ctx.state.trx,
      input: { lead: ctx.state.body, agencyInbox: ctx.config.mail.agencyInbox },
    });
    ctx.status = 201;
    ctx.body = successBody({ message: leadMessages.contactReceived, data: { id } }) satisfies LeadReceived;
  },
);

leadsRouter.post(
  '/api/newsletter',
  limitPerIp(newsletterLimiter),
  validate({ body: NewsletterSignup }),
  answerBotsAsIfReceived({ status: 201, message: leadMessages.newsletterSubscribed }),
  transaction(),
  async (ctx) => {
    // Stored and answered here; the newsletter worker sends the row to Flodesk afterwards.
    const { id, alreadySubscribed } = await newsletterSignupRecorder({
      trx: ctx.state.trx,
      input: { lead: ctx.state.body, agencyInbox: ctx.config.mail.agencyInbox },
    });
    ctx.status = alreadySubscribed ? 200 : 201;
    ctx.body = successBody({
      message: alreadySubscribed
        ? leadMessages.newsletterAlreadySubscribed
        : leadMessages.newsletterSubscribed,
      data: { id },
    }) satisfies LeadReceived;
  },
);
