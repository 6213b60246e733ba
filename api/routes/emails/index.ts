/** The Email Center: agent-owned e-mails, templates and inbound mail. */
import * as v from 'valibot';
import {
  EMAIL_TEMPLATES,
  EmailAssignInput,
  EmailDraftInput,
  EmailListQuery,
  EmailSendInput,
  InboundEmail,
  TemplateRenderInput,
  emailMessages,
} from '@contract/emails.ts';
import { EMAIL_TEMPLATE_LIST, fillEmailTemplate, findEmailTemplate } from '@contract/emailTemplates.ts';
import {
  emailRemover,
  emailStarToggler,
  emailUpdater,
  inboundEmailAssigner,
  inboundEmailReceiver,
  outgoingEmailStorer,
} from '../../commands/emails.ts';
import { notFound } from '../../errors.ts';
import { adminOnly, staffOnly } from '../../middlewares/auth.ts';
import { uuidParam } from '../../middlewares/params.ts';
import type { Provides } from '../../middlewares/provides.ts';
import { requireSignature } from '../../middlewares/signature.ts';
import { transaction } from '../../middlewares/transaction.ts';
import { validate } from '../../middlewares/validate.ts';
import { emailCounts, findEmail, listEmails, templateValues } from '../../queries/emails.ts';
import { apiRouter } from '../router.ts';
import { dataBody, successBody } from '../envelopes.ts';

export const emailsRouter = apiRouter();

/** A delivery from the mail provider proves itself with INBOUND_EMAIL_SECRET. */
const inboundSignature = requireSignature({
  secretOf: (config) => config.inboundEmailSecret,
  messages: { ...emailMessages, notConfigured: emailMessages.inboundNotConfigured },
  refusedLog: 'inbound e-mail refused: bad signature',
});

const emailId = uuidParam(emailMessages.notFound);
const staff = staffOnly;

emailsRouter.get('/api/emails', staff, validate({ query: EmailListQuery }), async (ctx) => {
  ctx.body = dataBody(await listEmails(ctx.db, ctx.state.user, ctx.state.query));
});

emailsRouter.get('/api/emails/counts', staff, async (ctx) => {
  ctx.body = dataBody(await emailCounts(ctx.db, ctx.state.user));
});

emailsRouter.get('/api/emails/templates', staff, (ctx) => {
  ctx.body = dataBody(EMAIL_TEMPLATE_LIST);
});

const TemplateParams = v.object({ template: v.picklist(EMAIL_TEMPLATES, emailMessages.templateNotFound) });

/** An unknown template in the path names nothing: 404, before the body is looked at. */
const knownTemplate: Provides = async (ctx, next) => {
  if (!findEmailTemplate(ctx.params.template)) throw notFound(emailMessages.templateNotFound);
  await next();
};

/** A template filled from rows the actor may see (nothing is stored). */
emailsRouter.post(
  '/api/emails/templates/:template/render',
  staff,
  knownTemplate,
  validate({ params: TemplateParams, body: TemplateRenderInput }),
  async (ctx) => {
    const { template } = ctx.state.params;
    const values = await templateValues(ctx.db, ctx.state.user, ctx.state.body);
    ctx.body = dataBody(fillEmailTemplate(findEmailTemplate(template)!, values));
  },
);

/**
 * Stores the e-mail as sent with its messages queued, in one transaction; the mail worker
 * delivers them, and one that finally fails marks the row failed.
 */
emailsRouter.post(
  '/api/emails/send',
  staff,
  validate({ body: EmailSendInput }),
  transaction(),
  async (ctx) => {
    const email = await outgoingEmailStorer({
      trx: ctx.state.trx,
      actor: ctx.state.user,
      input: { status: 'sent', email: ctx.state.body, agencyInbox: ctx.config.mail.agencyInbox },
    });
    ctx.status = 201;
    ctx.body = dataBody(email, emailMessages.sent);
  },
);

emailsRouter.post(
  '/api/emails/draft',
  staff,
  validate({ body: EmailDraftInput }),
  transaction(),
  async (ctx) => {
    const email = await outgoingEmailStorer({
      trx: ctx.state.trx,
      actor: ctx.state.user,
      input: { status: 'draft', email: ctx.state.body, agencyInbox: ctx.config.mail.agencyInbox },
    });
    ctx.status = 201;
    ctx.body = dataBody(email, emailMessages.draftSaved);
  },
);

/** A delivery from the mail provider: signed with INBOUND_EMAIL_SECRET, no session, no CSRF. */
emailsRouter.post(
  '/api/emails/inbound',
  inboundSignature,
  validate({ body: InboundEmail }),
  transaction(),
  async (ctx) => {
    const result = await inboundEmailReceiver({ trx: ctx.state.trx, input: ctx.state.body });
    if (!result.assigned) {
      ctx.log.info({ emailIds: result.emailIds }, 'inbound e-mail waits in the agency inbox for an admin');
    }
    ctx.body = successBody({
      duplicate: result.duplicate,
      assigned: result.assigned,
      emailIds: result.emailIds,
    });
  },
);

/** An admin hands a received e-mail (from the agency's inbox, or another agent's) to an agent. */
emailsRouter.post(
  '/api/emails/:id/assign',
  adminOnly,
  emailId,
  validate({ body: EmailAssignInput }),
  transaction(),
  async (ctx) => {
    ctx.body = dataBody(
      await inboundEmailAssigner({
        trx: ctx.state.trx,
        actor: ctx.state.user,
        input: { id: ctx.params.id, agentId: ctx.state.body.agentId },
      }),
      emailMessages.assigned,
    );
  },
);

emailsRouter.get('/api/emails/:id', staff, emailId, async (ctx) => {
  const email = await findEmail(ctx.db, ctx.state.user, ctx.params.id);
  if (!email) throw notFound(emailMessages.notFound);
  ctx.body = dataBody(email);
});

/** Marks the e-mail read; the first time stamps when. A device marks it read through sync, by the same rule. */
emailsRouter.post('/api/emails/:id/read', staff, emailId, transaction(), async (ctx) => {
  const email = await emailUpdater({
    trx: ctx.state.trx,
    actor: ctx.state.user,
    input: { id: ctx.params.id, changes: { isRead: true }, agencyInbox: ctx.config.mail.agencyInbox },
  });
  ctx.body = dataBody(email);
});

emailsRouter.post('/api/emails/:id/star', staff, emailId, transaction(), async (ctx) => {
  const email = await emailStarToggler({
    trx: ctx.state.trx,
    actor: ctx.state.user,
    input: { id: ctx.params.id, agencyInbox: ctx.config.mail.agencyInbox },
  });
  ctx.body = dataBody(email);
});

emailsRouter.delete('/api/emails/:id', staff, emailId, transaction(), async (ctx) => {
  await emailRemover({ trx: ctx.state.trx, actor: ctx.state.user, input: { id: ctx.params.id } });
  ctx.body = successBody({ message: emailMessages.deleted });
});
