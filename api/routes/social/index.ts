/**
 * Social sign-in (Google, GitHub, X, Apple): browser navigations, so every outcome is a
 * redirect, never JSON. Failures land on /login with `social_error` (and `provider`) for the
 * login screen's toast:
 *   unknown_provider  no or unknown provider
 *   not_configured    the provider has no client id and secret on this server
 *   failed            the provider refused or failed, the state did not match, or it expired
 *   email_required    the provider gave no verified e-mail address (X without e-mail access)
 *   inactive          the account is deactivated
 * Success signs in (a fresh session) and lands on /dashboard, or /agent-office for agents and
 * admins.
 */
import type { OAuthProvider } from '../../config.ts';
import { socialSignInCompleter } from '../../commands/socialSignIn.ts';
import { constantTimeEqual } from '../../lib/constantTime.ts';
import { signIn } from '../../lib/signIn.ts';
import { isRecord } from '../../lib/unknownValues.ts';
import {
  isOAuthProvider,
  OAUTH_PROVIDER_LABELS,
  socialSignInProvider,
  type SocialIdentity,
} from '../../providers/oauth/index.ts';
import type { AppContext, PendingSocialLogin, SessionUser } from '../../types.ts';
import { apiRouter } from '../router.ts';

export const SOCIAL_ERRORS = [
  'unknown_provider',
  'not_configured',
  'failed',
  'email_required',
  'inactive',
] as const;
export type SocialError = (typeof SOCIAL_ERRORS)[number];

/** How long a started sign-in may take at the provider before its state is refused. */
export const SOCIAL_LOGIN_TTL_MS = 10 * 60 * 1000;

export const socialRouter = apiRouter();

function redirect(ctx: AppContext, location: string) {
  ctx.set('Cache-Control', 'no-store');
  ctx.redirect(location);
}

function toLogin(ctx: AppContext, error: SocialError, provider?: OAuthProvider) {
  const query = new URLSearchParams({ social_error: error });
  if (provider) query.set('provider', provider);
  redirect(ctx, `/login?${query}`);
}

function homeOf(user: SessionUser): string {
  return user.role === 'agent' || user.role === 'admin' ? '/agent-office' : '/dashboard';
}

/** The pending sign-in, taken out of the session: a state is good for one callback only. */
function takePending(ctx: AppContext): PendingSocialLogin | undefined {
  const data = ctx.session;
  const pending = data?.socialLogin;
  if (data) delete data.socialLogin;
  return pending && typeof pending === 'object' ? pending : undefined;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value ? value : undefined;
}

/** GET /api/social/login?provider=google|github|x|apple: off to the provider. */
socialRouter.get('/api/social/login', (ctx) => {
  const provider = ctx.query.provider;
  if (!isOAuthProvider(provider)) return toLogin(ctx, 'unknown_provider');
  const client = socialSignInProvider(ctx.config, provider);
  if (!client) return toLogin(ctx, 'not_configured', provider);
  const { url, state, codeVerifier, nonce } = client.start();
  const pending: PendingSocialLogin = { provider, state, codeVerifier, nonce, startedAt: Date.now() };
  if (ctx.session) ctx.session.socialLogin = pending;
  redirect(ctx, url.toString());
});

/**
 * Apple answers with a cross-site form POST, which carries no SameSite=Lax session cookie:
 * this hands its fields to the GET callback (a top-level GET navigation, which does carry the
 * cookie), where the state is checked against the session like every other provider's.
 * Nothing is trusted or stored here. Apple sends no CSRF token, so this path must be exempt
 * from the CSRF check; its protection is the state check of the GET callback.
 */
socialRouter.post('/api/social/callback/apple', (ctx) => {
  const body: unknown = ctx.request.body;
  const form: Record<string, unknown> = isRecord(body) ? body : {};
  const query = new URLSearchParams();
  for (const name of ['code', 'state', 'user', 'error']) {
    const value = text(form[name]);
    if (value) query.set(name, value.slice(0, 4096));
  }
  ctx.status = 303;
  redirect(ctx, `/api/social/callback/apple?${query}`);
});

/** GET /api/social/callback/:provider: check the state, exchange the code, sign in. */
socialRouter.get('/api/social/callback/:provider', async (ctx) => {
  const provider = ctx.params.provider;
  if (!isOAuthProvider(provider)) return toLogin(ctx, 'unknown_provider');
  const pending = takePending(ctx);
  const client = socialSignInProvider(ctx.config, provider);
  if (!client) return toLogin(ctx, 'not_configured', provider);
  const log = ctx.log.child({ provider });

  const providerError = text(ctx.query.error);
  const code = text(ctx.query.code);
  const state = text(ctx.query.state);
  if (providerError || !code) {
    log.warn({ providerError }, 'social sign-in: the provider sent no code');
    return toLogin(ctx, 'failed', provider);
  }
  if (
    !pending ||
    pending.provider !== provider ||
    !state ||
    !constantTimeEqual(pending.state, state) ||
    Date.now() - pending.startedAt > SOCIAL_LOGIN_TTL_MS
  ) {
    log.warn({ pending: Boolean(pending) }, 'social sign-in: state missing, mismatched or expired');
    return toLogin(ctx, 'failed', provider);
  }

  let identity: SocialIdentity;
  try {
    identity = await client.finish({
      code,
      codeVerifier: pending.codeVerifier,
      nonce: pending.nonce,
      appleUser: provider === 'apple' ? text(ctx.query.user) : undefined,
    });
  } catch (error) {
    log.warn({ err: error }, `social sign-in with ${OAUTH_PROVIDER_LABELS[provider]} failed`);
    return toLogin(ctx, 'failed', provider);
  }
  const email = identity.email;
  if (!email) {
    log.info({ subject: identity.subject }, 'social sign-in: no verified e-mail address');
    return toLogin(ctx, 'email_required', provider);
  }

  // The account is settled and committed first; the session store writes outside the
  // transaction (on PGlite's single connection it would wait for it forever).
  let user: SessionUser;
  try {
    const result = await ctx.db.transaction((trx) =>
      socialSignInCompleter({
        trx,
        input: { provider, email, firstName: identity.firstName, lastName: identity.lastName },
      }),
    );
    if (result.status === 'inactive') {
      log.info('social sign-in refused: the account is deactivated');
      return toLogin(ctx, 'inactive', provider);
    }
    user = result.user;
    await signIn(ctx, user);
  } catch (error) {
    log.error({ err: error }, 'social sign-in: the account could not be signed in');
    return toLogin(ctx, 'failed', provider);
  }
  log.info({ userId: user.id }, 'signed in with a social provider');
  redirect(ctx, homeOf(user));
});
