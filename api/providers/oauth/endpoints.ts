/**
 * Where each social sign-in provider lives. The real addresses are the defaults; with
 * OAUTH_ENDPOINT_OVERRIDE_BASE (tests and development only) every endpoint becomes
 * `<base>/<provider>/<endpoint name>`, e.g. `<base>/github/token`, so the whole flow runs
 * against a local fake provider.
 */
import type { OAuthProvider } from '../../config.ts';

export const OAUTH_PROVIDERS = ['google', 'github', 'x', 'apple'] as const satisfies readonly OAuthProvider[];

export function isOAuthProvider(value: unknown): value is OAuthProvider {
  return OAUTH_PROVIDERS.some((provider) => provider === value);
}

/** The human name of each provider, for logs and messages. */
export const OAUTH_PROVIDER_LABELS: Record<OAuthProvider, string> = {
  google: 'Google',
  github: 'GitHub',
  x: 'X',
  apple: 'Apple',
};

export const OAUTH_ENDPOINTS = {
  google: {
    authorize: 'https://accounts.google.com/o/oauth2/v2/auth',
    token: 'https://oauth2.googleapis.com/token',
  },
  github: {
    authorize: 'https://github.com/login/oauth/authorize',
    token: 'https://github.com/login/oauth/access_token',
    user: 'https://api.github.com/user',
    emails: 'https://api.github.com/user/emails',
  },
  x: {
    authorize: 'https://twitter.com/i/oauth2/authorize',
    token: 'https://api.twitter.com/2/oauth2/token',
    me: 'https://api.x.com/2/users/me',
  },
  apple: {
    authorize: 'https://appleid.apple.com/auth/authorize',
    token: 'https://appleid.apple.com/auth/token',
  },
} as const satisfies Record<OAuthProvider, Record<string, string>>;

export type OAuthEndpoints<P extends OAuthProvider> = { [Name in keyof (typeof OAUTH_ENDPOINTS)[P]]: string };

/** The endpoints of one provider: the real ones, or the local fake's under the override base. */
export function oauthEndpoints<P extends OAuthProvider>(
  provider: P,
  overrideBase?: string,
): OAuthEndpoints<P> {
  return endpointsUnder(OAUTH_ENDPOINTS[provider], provider, overrideBase);
}

/** The same endpoint names, each at `<base>/<provider>/<name>` when there is a base. */
function endpointsUnder<Endpoints extends Record<string, string>>(
  real: Endpoints,
  provider: OAuthProvider,
  overrideBase: string | undefined,
): { [Name in keyof Endpoints]: string } {
  if (!overrideBase) return real;
  const base = overrideBase.replace(/\/+$/, '');
  const moved: { [Name in keyof Endpoints]: string } = { ...real };
  for (const name in moved) moved[name] = `${base}/${provider}/${name}`;
  return moved;
}

/** The `iss` an ID token of each OpenID Connect provider must carry (kept under the override). */
export const OIDC_ISSUERS = {
  google: ['https://accounts.google.com', 'accounts.google.com'],
  apple: ['https://appleid.apple.com'],
} as const;

/** The audience of Apple's client-secret JWT. */
export const APPLE_AUDIENCE = 'https://appleid.apple.com';
