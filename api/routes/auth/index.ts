import { apiRouter } from '../router.ts';
import { csrfTokenFor } from '../../middlewares/csrf.ts';
import { requireUser } from '../../middlewares/auth.ts';
import { presentUser } from '../../presenters/user.ts';

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

/** Ends the session entirely: the old CSRF token dies with it. */
authRouter.post('/api/auth/logout', (ctx) => {
  ctx.session = null;
  ctx.body = { success: true, message: 'You have been signed out of your account.' };
});
