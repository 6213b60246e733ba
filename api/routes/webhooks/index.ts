/**
 * Server-to-server events (exempt from CSRF: each proves itself with a signature instead).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Middleware } from 'koa';
import { MemberLoginEvent, webhookMessages } from '@contract/webhooks.ts';
import { memberLogin, type MemberLoginResult } from '../../commands/memberLogin.ts';
import { HttpError, unavailable } from '../../errors.ts';
import { transaction } from '../../middlewares/transaction.ts';
import { validate } from '../../middlewares/validate.ts';
import type { AppContextExtensions, AppState } from '../../types.ts';
import { apiRouter } from '../router.ts';

export const webhooksRouter = apiRouter();

const SIGNATURE_PATTERN = /^sha256=([0-9a-f]{64})$/i;

/**
 * `X-Signature: sha256=<hex HMAC-SHA256 of the raw body>` keyed with the configured secret,
 * compared in constant time. No secret configured: 503, nothing is read.
 */
export function requireSignature(
  secretOf: (config: AppContextExtensions['config']) => string | undefined,
): Middleware<AppState, AppContextExtensions> {
  return async (ctx, next) => {
    const secret = secretOf(ctx.config);
    if (!secret) throw unavailable(webhookMessages.notConfigured);
    const match = SIGNATURE_PATTERN.exec(ctx.get('X-Signature').trim());
    if (!match) throw new HttpError(401, 'unauthorized', webhookMessages.signatureMissing);
    const given = Buffer.from(match[1], 'hex');
    const expected = createHmac('sha256', secret)
      .update(ctx.request.rawBody ?? '', 'utf8')
      .digest();
    if (!timingSafeEqual(given, expected)) {
      ctx.log.warn({ path: ctx.path }, 'webhook refused: bad signature');
      throw new HttpError(401, 'unauthorized', webhookMessages.signatureInvalid);
    }
    await next();
  };
}

/** An external member signed in: upsert their account; replays answer duplicate. */
webhooksRouter.post(
  '/api/webhooks/member-login',
  requireSignature((config) => config.memberWebhookSecret),
  validate({ body: MemberLoginEvent }),
  transaction(),
  async (ctx) => {
    const input = ctx.state.body as MemberLoginEvent;
    let result: MemberLoginResult;
    try {
      result = await memberLogin({ trx: ctx.state.trx!, input, payload: ctx.request.body });
    } catch (error) {
      // A refused event may be someone trying to take over an account: worth a trace.
      if (error instanceof HttpError && error.status === 409) {
        ctx.log.warn(
          { eventId: input.eventId, memberId: input.member.id, reason: error.message },
          'member-login event refused',
        );
      }
      throw error;
    }
    ctx.body = result.duplicate
      ? { success: true, duplicate: true }
      : { success: true, userId: result.userId };
  },
);
