/** The Email Center (seed 002 section 7): agent-owned e-mails, templates and inbound mail. */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Middleware } from 'koa';
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
  assignInboundEmail,
  deleteEmail,
  markEmailRead,
  receiveInboundEmail,
  storeOutgoingEmail,
  toggleEmailStar,
} from '../../commands/emails.ts';
import { HttpError, notFound, unavailable } from '../../errors.ts';
import { requireRole } from '../../middlewares/auth.ts';
import { transaction } from '../../middlewares/transaction.ts';
import { validate } from '../../middlewares/validate.ts';
import { emailCounts, findEmail, listEmails, templateValues } from '../../queries/emails.ts';
import type { AppContextExtensions, AppState } from '../../types.ts';
import { apiRouter } from '../router.ts';

export const emailsRouter = apiRouter();

const Uuid = v.pipe(v.string(), v.uuid());

/** The :id parameter as ctx.state.params.id; a malformed id names no e-mail, so 404. */
function idParam(): Middleware<AppState, AppContextExtensions> {
  return async (ctx, next) => {
    const id = (ctx.params as Record<string, string> | undefined)?.id;
    if (!v.is(Uuid, id)) throw notFound(emailMessages.notFound);
    ctx.state.params = { id };
    await next();
  };
}

const SIGNATURE_PATTERN = /^sha256=([0-9a-f]{64})$/i;

/**
 * `X-Signature: sha256=<hex HMAC-SHA256 of the raw body>` keyed with INBOUND_EMAIL_SECRET,
 * compared in constant time (as the member-login webhook). No secret configured: 503.
 */
function requireInboundSignature(): Middleware<AppState, AppContextExtensions> {
  return async (ctx, next) => {
    const secret = ctx.config.inboundEmailSecret;
    if (!secret) throw unavailable(emailMessages.inboundNotConfigured);
    const match = SIGNATURE_PATTERN.exec(ctx.get('X-Signature').trim());
    if (!match) throw new HttpError(401, 'unauthorized', emailMessages.signatureMissing);
    const given = Buffer.from(match[1], 'hex');
    const expected = createHmac('sha256', secret)
      .update(ctx.request.rawBody ?? '', 'utf8')
      .digest();
    if (!timingSafeEqual(given, expected)) {
      ctx.log.warn({ path: ctx.path }, 'inbound e-mail refused: bad signature');
      throw new HttpError(401, 'unauthorized', emailMessages.signatureInvalid);
    }
    await next();
  };
}

const idOf = (state: AppState) => (state.params as { id: string }).id;
const staff = requireRole('agent');

emailsRouter.get('/api/emails', staff, validate({ query: EmailListQuery }), async (ctx) => {
  ctx.body = { data: await listEmails(ctx.db, ctx.state.user!, ctx.state.query as EmailListQuery) };
});

emailsRouter.get('/api/emails/counts', staff, async (ctx) => {
  ctx.body = { data: await emailCounts(ctx.db, ctx.state.user!) };
});

emailsRouter.get('/api/emails/templates', staff, (ctx) => {
  ctx.body = { data: EMAIL_TEMPLATE_LIST };
});

const TemplateParams = v.object({ template: v.picklist(EMAIL_TEMPLATES, emailMessages.templateNotFound) });

/** A template filled from rows the actor may see (nothing is stored). */
emailsRouter.post(
  '/api/emails/templates/:template/render',
  staff,
  async (ctx, next) => {
    if (!findEmailTemplate(ctx.params.template)) throw notFound(emailMessages.templateNotFound);
    await next();
  },
  validate({ params: TemplateParams, body: TemplateRenderInput }),
  async (ctx) => {
    const { template } = ctx.state.params as v.InferOutput<typeof TemplateParams>;
    const values = await templateValues(ctx.db, ctx.state.user!, ctx.state.body as TemplateRenderInput);
    ctx.body = { data: fillEmailTemplate(findEmailTemplate(template)!, values) };
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
    const email = await storeOutgoingEmail({
      trx: ctx.state.trx!,
      actor: ctx.state.user!,
      input: ctx.state.body as EmailSendInput,
      status: 'sent',
      agencyInbox: ctx.config.mail.agencyInbox,
    });
    ctx.status = 201;
    ctx.body = { data: email, message: emailMessages.sent };
  },
);

emailsRouter.post(
  '/api/emails/draft',
  staff,
  validate({ body: EmailDraftInput }),
  transaction(),
  async (ctx) => {
    const email = await storeOutgoingEmail({
      trx: ctx.state.trx!,
      actor: ctx.state.user!,
      input: ctx.state.body as EmailDraftInput,
      status: 'draft',
    });
    ctx.status = 201;
    ctx.body = { data: email, message: emailMessages.draftSaved };
  },
);

/** A delivery from the mail provider: signed with INBOUND_EMAIL_SECRET, no session, no CSRF. */
emailsRouter.post(
  '/api/emails/inbound',
  requireInboundSignature(),
  validate({ body: InboundEmail }),
  transaction(),
  async (ctx) => {
    const result = await receiveInboundEmail({ trx: ctx.state.trx!, input: ctx.state.body as InboundEmail });
    if (!result.assigned) {
      ctx.log.info({ emailIds: result.emailIds }, 'inbound e-mail waits in the agency inbox for an admin');
    }
    ctx.body = {
      success: true,
      duplicate: result.duplicate,
      assigned: result.assigned,
      emailIds: result.emailIds,
    };
  },
);

/** An admin hands a received e-mail (from the agency's inbox, or another agent's) to an agent. */
emailsRouter.post(
  '/api/emails/:id/assign',
  requireRole('admin'),
  idParam(),
  validate({ body: EmailAssignInput }),
  transaction(),
  async (ctx) => {
    ctx.body = {
      data: await assignInboundEmail({
        trx: ctx.state.trx!,
        actor: ctx.state.user!,
        id: idOf(ctx.state),
        agentId: (ctx.state.body as EmailAssignInput).agentId,
      }),
      message: emailMessages.assigned,
    };
  },
);

emailsRouter.get('/api/emails/:id', staff, idParam(), async (ctx) => {
  const email = await findEmail(ctx.db, ctx.state.user!, idOf(ctx.state));
  if (!email) throw notFound(emailMessages.notFound);
  ctx.body = { data: email };
});

emailsRouter.post('/api/emails/:id/read', staff, idParam(), transaction(), async (ctx) => {
  ctx.body = {
    data: await markEmailRead({ trx: ctx.state.trx!, actor: ctx.state.user!, id: idOf(ctx.state) }),
  };
});

emailsRouter.post('/api/emails/:id/star', staff, idParam(), transaction(), async (ctx) => {
  ctx.body = {
    data: await toggleEmailStar({ trx: ctx.state.trx!, actor: ctx.state.user!, id: idOf(ctx.state) }),
  };
});

emailsRouter.delete('/api/emails/:id', staff, idParam(), transaction(), async (ctx) => {
  await deleteEmail({ trx: ctx.state.trx!, actor: ctx.state.user!, id: idOf(ctx.state) });
  ctx.body = { success: true, message: emailMessages.deleted };
});
