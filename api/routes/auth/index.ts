import { randomUUID } from 'node:crypto';
import { authMessages, LoginInput, RegisterInput } from '@contract/auth.ts';
import { apiRouter } from '../router.ts';
import { csrfTokenFor } from '../../middlewares/csrf.ts';
import { clearSignedInHint } from '../../middlewares/signedInHint.ts';
import { signedIn } from '../../middlewares/auth.ts';
import { validate } from '../../middlewares/validate.ts';
import { transaction } from '../../middlewares/transaction.ts';
import type { Provides } from '../../middlewares/provides.ts';
import { presentUser } from '../../presenters/user.ts';
import type { SessionUser } from '../../types.ts';
import { isApprovedStaff } from '../../policies/approval.ts';
import { HttpError } from '../../errors.ts';
import { signIn, signInLookalike } from '../../lib/signIn.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { findSessionUser, findSignInCandidate } from '../../queries/users.ts';
import { userRegistrar } from '../../commands/userRegistrar.ts';
import { agentPromoter } from '../../commands/agentPromoter.ts';
import { authLimits, FREE_SIGN_IN_FAILURES, SIGN_IN_FAILURES_PER_EMAIL_CEILING } from './limits.ts';
import { successBody } from '../envelopes.ts';

export const authRouter = apiRouter();

/** The session's anti-forgery token; the client caches it and sends it on every non-GET. */
authRouter.get('/api/auth/csrf-token', (ctx) => {
  ctx.set('Cache-Control', 'no-store');
  ctx.body = { csrfToken: csrfTokenFor(ctx) };
});

authRouter.get('/api/auth/me', signedIn, async (ctx) => {
  ctx.set('Cache-Control', 'no-store');
  ctx.body = presentUser(ctx.state.user, await isApprovedStaff(ctx.db, ctx.state.user));
});

// Unknown e-mails are checked against this hash too, so a miss takes as long as a wrong password.
const timingDecoy = hashPassword('not-a-real-password-for-timing');

authRouter.post('/api/auth/login', validate({ body: LoginInput }), async (ctx) => {
  const input = ctx.state.body;
  const limits = authLimits(ctx.db, ctx.config);
  // Every attempt is counted before the password is checked, in one atomic step per counter:
  // parallel guesses are limited exactly like consecutive ones. A right password gives the
  // counts back, so only failures use up the allowance.
  await limits.loginPerIp.consume(ctx.ip);
  const failuresForEmail = await limits.loginFailuresPerEmail.tally(input.email);
  // The wait is per e-mail and address, so guesses from elsewhere never keep the owner out;
  // an e-mail guessed at from very many addresses gives each of them only one free try.
  const pair = `${input.email}|${ctx.ip}`;
  const free = failuresForEmail > SIGN_IN_FAILURES_PER_EMAIL_CEILING ? 1 : FREE_SIGN_IN_FAILURES;
  try {
    await limits.loginDelayPerPair.attempt(pair, free);
  } catch (error) {
    // A refused attempt checks no password, so it costs the network and the e-mail nothing.
    await Promise.all([limits.loginPerIp.reward(ctx.ip), limits.loginFailuresPerEmail.reward(input.email)]);
    throw error;
  }

  const row = await findSignInCandidate(ctx.db, input.email);
  const valid = await verifyPassword(row?.passwordHash ?? (await timingDecoy), input.password);
  if (!row || !valid) throw new HttpError(401, 'unauthorized', authMessages.invalidCredentials);
  await Promise.all([
    limits.loginPerIp.reward(ctx.ip),
    limits.loginFailuresPerEmail.reward(input.email),
    limits.loginDelayPerPair.clear(pair),
  ]);
  if (!row.isActive) throw new HttpError(403, 'forbidden', authMessages.accountInactive);

  const user = (await findSessionUser(ctx.db, { id: row.id }))!;
  await signIn(ctx, user);
  ctx.body = successBody({
    message: `Welcome back, ${user.firstName ?? ''}!`.trim(),
    user: presentUser(user, await isApprovedStaff(ctx.db, user)),
  });
});

const limitRegistrationsPerIp: Provides = async (ctx, next) => {
  await authLimits(ctx.db, ctx.config).registerPerIp.consume(ctx.ip);
  await next();
};

/**
 * A new account is signed in at once but its address is unverified until the link in the
 * e-mail sent here is opened. The e-mail is queued with the account, in its transaction.
 */
authRouter.post(
  '/api/auth/register',
  limitRegistrationsPerIp,
  validate({ body: RegisterInput }),
  async (ctx) => {
    const input = ctx.state.body;
    const registration = await ctx.db.transaction((trx) =>
      userRegistrar({ trx, input: { ...input, appUrl: ctx.config.appUrl } }),
    );
    ctx.status = 201;
    if (!registration.created) {
      // The address has an account, whose owner was mailed: this answer is a new account's,
      // word for word, so the form cannot be used to find out who is registered here.
      await signInLookalike(ctx);
      ctx.body = successBody({
        message: authMessages.welcomeRegistered(input.firstName),
        user: presentUser(unsavedUser(input), false),
      });
      return;
    }
    const { user } = registration;
    // After the commit: signing in writes the session through the database's own connection.
    await signIn(ctx, user);
    ctx.body = successBody({
      message: authMessages.welcomeRegistered(user.firstName ?? input.firstName),
      user: presentUser(user, await isApprovedStaff(ctx.db, user)),
    });
  },
);

/** The user a registration would have made of this input: what a new account's answer shows. */
function unsavedUser(input: RegisterInput): SessionUser {
  return {
    id: randomUUID(),
    email: input.email,
    firstName: input.firstName,
    lastName: input.lastName,
    phone: input.phone ?? null,
    role: input.role,
    isActive: true,
    emailVerifiedAt: null,
  };
}

/** Ends the session entirely: the old CSRF token dies with it. */
authRouter.post('/api/auth/logout', (ctx) => {
  ctx.session = null;
  clearSignedInHint(ctx);
  ctx.body = successBody({ message: 'You have been signed out of your account.' });
});

authRouter.post('/api/auth/promote-to-agent', signedIn, transaction(), async (ctx) => {
  const { user, changed } = await agentPromoter({
    trx: ctx.state.trx,
    actor: ctx.state.user,
    input: undefined,
  });
  ctx.state.user = user;
  ctx.body = successBody({
    message: changed ? authMessages.promoted : authMessages.alreadyAgent,
    user: presentUser(user, await isApprovedStaff(ctx.state.trx, user)),
  });
});
