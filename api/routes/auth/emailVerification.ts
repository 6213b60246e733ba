import { authMessages, VerifyEmailInput } from '@contract/auth.ts';
import { apiRouter } from '../router.ts';
import { signedIn, type SignedIn } from '../../middlewares/auth.ts';
import type { Needs } from '../../middlewares/provides.ts';
import { validate } from '../../middlewares/validate.ts';
import { transaction } from '../../middlewares/transaction.ts';
import { emailVerificationResender, emailVerifier } from '../../commands/emailVerification.ts';
import { queueLinkMail } from '../../commands/linkMailer.ts';
import { authLimits } from './limits.ts';
import { successBody } from '../envelopes.ts';

export const emailVerificationRouter = apiRouter();

/** Counts the request against the signed-in user's allowance before any work is done for it. */
function limitResendsPerUser(): Needs<SignedIn> {
  return async (ctx, next) => {
    await authLimits(ctx.db, ctx.config).verificationResendPerUser.consume(ctx.state.user.id);
    await next();
  };
}

/**
 * The link in the e-mail opens a page that asks before it posts here: mail scanners follow
 * links (and some run their pages), so opening the link alone must never verify anything.
 * Public, since the link may be opened in a browser where nobody is signed in.
 */
emailVerificationRouter.post(
  '/api/auth/verify-email',
  validate({ body: VerifyEmailInput }),
  transaction(),
  async (ctx) => {
    await emailVerifier({ trx: ctx.state.trx, input: ctx.state.body });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = successBody({ message: authMessages.emailVerified });
  },
);

/** A new link for the signed-in user; its e-mail is queued with the token, in one transaction. */
emailVerificationRouter.post(
  '/api/auth/resend-verification',
  signedIn,
  limitResendsPerUser(),
  transaction(),
  async (ctx) => {
    const actor = ctx.state.user;
    const trx = ctx.state.trx;
    const delivery = await emailVerificationResender({ trx, actor, input: { appUrl: ctx.config.appUrl } });
    await queueLinkMail(trx, delivery, 'emailVerificationTokens');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = successBody({ message: authMessages.verificationSent(actor.email) });
  },
);
