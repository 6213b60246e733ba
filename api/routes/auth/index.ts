import { authMessages, LoginInput, RegisterInput } from '@contract/auth.ts';
import { apiRouter } from '../router.ts';
import { csrfTokenFor } from '../../middlewares/csrf.ts';
import { requireUser } from '../../middlewares/auth.ts';
import { validate } from '../../middlewares/validate.ts';
import { transaction } from '../../middlewares/transaction.ts';
import { presentUser } from '../../presenters/user.ts';
import { HttpError } from '../../errors.ts';
import { signIn } from '../../lib/signIn.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { userRegistrar } from '../../commands/userRegistrar.ts';
import { agentPromoter } from '../../commands/agentPromoter.ts';
import { authLimits } from './limits.ts';

export const authRouter = apiRouter();

/** The session's anti-forgery token; the client caches it and sends it on every non-GET. */
authRouter.get('/api/auth/csrf-token', (ctx) => {
  ctx.set('Cache-Control', 'no-store');
  ctx.body = { csrfToken: csrfTokenFor(ctx) };
});

authRouter.get('/api/auth/me', requireUser(), (ctx) => {
  ctx.set('Cache-Control', 'no-store');
  ctx.body = presentUser(ctx.state.user!);
});

// Unknown e-mails are checked against this hash too, so a miss takes as long as a wrong password.
const timingDecoy = hashPassword('not-a-real-password-for-timing');

authRouter.post('/api/auth/login', validate({ body: LoginInput }), async (ctx) => {
  const input = ctx.state.body as LoginInput;
  const limits = authLimits(ctx.db);
  await limits.loginPerIp.check(ctx.ip);
  await limits.loginPerEmail.check(input.email);

  const row = await ctx.db('users').where({ email: input.email }).first('id', 'passwordHash', 'isActive');
  const valid = await verifyPassword(row?.passwordHash ?? (await timingDecoy), input.password);
  if (!row || !valid) {
    await Promise.all([limits.loginPerIp.count(ctx.ip), limits.loginPerEmail.count(input.email)]);
    throw new HttpError(401, 'unauthorized', authMessages.invalidCredentials);
  }
  if (!row.isActive) throw new HttpError(403, 'forbidden', authMessages.accountInactive);
  await limits.loginPerEmail.reset(input.email);

  const user = (await ctx
    .db('users')
    .where({ id: row.id })
    .first('id', 'email', 'firstName', 'lastName', 'phone', 'role', 'isActive'))!;
  await signIn(ctx, user);
  ctx.body = {
    success: true,
    message: `Welcome back, ${user.firstName ?? ''}!`.trim(),
    user: presentUser(user),
  };
});

authRouter.post(
  '/api/auth/register',
  async (ctx, next) => {
    await authLimits(ctx.db).registerPerIp.consume(ctx.ip);
    await next();
  },
  validate({ body: RegisterInput }),
  async (ctx) => {
    const input = ctx.state.body as RegisterInput;
    const user = await ctx.db.transaction((trx) => userRegistrar({ trx, input }));
    // After the commit: signing in writes the session through the database's own connection.
    await signIn(ctx, user);
    ctx.status = 201;
    ctx.body = {
      success: true,
      message: `Welcome, ${user.firstName}! You've been automatically logged in.`,
      user: presentUser(user),
    };
  },
);

/** Ends the session entirely: the old CSRF token dies with it. */
authRouter.post('/api/auth/logout', (ctx) => {
  ctx.session = null;
  ctx.body = { success: true, message: 'You have been signed out of your account.' };
});

authRouter.post('/api/auth/promote-to-agent', requireUser(), transaction(), async (ctx) => {
  const { user, changed } = await agentPromoter({ trx: ctx.state.trx!, actor: ctx.state.user! });
  ctx.state.user = user;
  ctx.body = {
    success: true,
    message: changed ? authMessages.promoted : authMessages.alreadyAgent,
    user: presentUser(user),
  };
});
