import type { Middleware } from 'koa';
import { authMessages, PasswordResetInput, PasswordResetRequestInput } from '@contract/auth.ts';
import type { Db } from '@db/index.ts';
import { apiRouter } from '../router.ts';
import { validate } from '../../middlewares/validate.ts';
import { transaction } from '../../middlewares/transaction.ts';
import { AttemptLimiter } from '../../middlewares/rateLimit.ts';
import { clearSignedInHint } from '../../middlewares/signedInHint.ts';
import type { Needs } from '../../middlewares/provides.ts';
import { queueLinkMail } from '../../commands/linkMailer.ts';
import { passwordResetRequester } from '../../commands/passwordResetRequester.ts';
import { passwordResetter } from '../../commands/passwordResetter.ts';
import { isRecord } from '../../lib/unknownValues.ts';
import type { AppContext, AppContextExtensions, AppState } from '../../types.ts';
import { successBody } from '../envelopes.ts';

export const passwordResetRouter = apiRouter();

const RESET_REQUEST_WINDOW_SECONDS = 15 * 60;
export const RESET_REQUESTS_PER_EMAIL = 5;
export const RESET_REQUESTS_PER_IP = 30;
const RATE_LIMIT_MESSAGE = 'Too many password reset requests.';

/** The counters, one set per database (which decides memory or the shared rate_limits table). */
const limitersByDb = new WeakMap<Db, { perEmail: AttemptLimiter; perIp: AttemptLimiter }>();

function resetRequestLimiters(ctx: AppContext) {
  let limiters = limitersByDb.get(ctx.db);
  if (!limiters) {
    const window = { windowSeconds: RESET_REQUEST_WINDOW_SECONDS, message: RATE_LIMIT_MESSAGE };
    limiters = {
      perEmail: new AttemptLimiter(ctx.db, {
        name: 'password-reset-email',
        points: RESET_REQUESTS_PER_EMAIL,
        ...window,
      }),
      perIp: new AttemptLimiter(ctx.db, {
        name: 'password-reset-ip',
        points: RESET_REQUESTS_PER_IP,
        ...window,
      }),
    };
    limitersByDb.set(ctx.db, limiters);
  }
  return limiters;
}

/** Counts every request from the address, before anything else is done for it. */
function limitPerIp(): Middleware<AppState, AppContextExtensions> {
  return async (ctx, next) => {
    await resetRequestLimiters(ctx).perIp.consume(ctx.ip);
    await next();
  };
}

/** Counts every request for the (normalised) e-mail, whether or not an account has it. */
function limitPerEmail(): Needs<{ body: { email: string } }> {
  return async (ctx, next) => {
    const { email } = ctx.state.body;
    await resetRequestLimiters(ctx).perEmail.consume(email);
    await next();
  };
}

/**
 * Treats absent fields as empty strings, so a body without `token` gets the contract's field
 * message ("Reset token is required") rather than valibot's generic missing-key text (an
 * absent key is reported with the object's message, not the field's).
 */
function absentAsEmpty(...names: string[]): Middleware<AppState, AppContextExtensions> {
  return async (ctx, next) => {
    const body: unknown = ctx.request.body ?? {};
    if (isRecord(body) && !Array.isArray(body)) {
      for (const name of names) if (body[name] === undefined) body[name] = '';
      ctx.request.body = body;
    }
    await next();
  };
}

/**
 * Always the same answer, so the form cannot be used to find out who has an account. The
 * e-mail is queued with its token and sent by the mail worker, never during the request: its
 * duration (an SMTP round trip) would otherwise tell known addresses from unknown ones.
 */
passwordResetRouter.post(
  '/api/auth/password-reset-request',
  limitPerIp(),
  absentAsEmpty('email'),
  validate({ body: PasswordResetRequestInput }),
  limitPerEmail(),
  async (ctx) => {
    const input = ctx.state.body;
    await ctx.db.transaction(async (trx) => {
      const delivery = await passwordResetRequester({ trx, input: { ...input, appUrl: ctx.config.appUrl } });
      if (delivery) await queueLinkMail(trx, delivery, 'passwordResetTokens');
    });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = successBody({ message: authMessages.resetRequested });
  },
);

passwordResetRouter.post(
  '/api/auth/password-reset',
  absentAsEmpty('token', 'password', 'confirmPassword'),
  validate({ body: PasswordResetInput }),
  transaction(),
  async (ctx) => {
    const { userId } = await passwordResetter({
      trx: ctx.state.trx,
      input: ctx.state.body,
    });
    // The command deleted the user's sessions; if this browser was one of them, end it here
    // too so the session middleware does not write it back.
    if (ctx.session?.userId === userId) {
      ctx.session = null;
      ctx.state.user = undefined;
      clearSignedInHint(ctx);
    }
    ctx.set('Cache-Control', 'no-store');
    ctx.body = successBody({ message: authMessages.resetDone });
  },
);
