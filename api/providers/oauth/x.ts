import { OAuth2Client } from 'arctic';
import * as v from 'valibot';
import { oauthEndpoints } from './endpoints.ts';
import { exchangeCode, getJson, normaliseEmail, splitName, startWithPkce } from './http.ts';
import { OAuthFlowError, type ProviderSettings, type SocialSignInProvider } from './types.ts';

/** X's /2/users/me: the user, each field read only when it is what is expected. */
const XMe = v.looseObject({
  data: v.optional(
    v.looseObject({
      id: v.optional(v.unknown()),
      name: v.optional(v.unknown()),
      username: v.optional(v.unknown()),
      confirmed_email: v.optional(v.unknown()),
    }),
  ),
});

/**
 * X (Twitter): OAuth 2 with PKCE; the identity is /2/users/me. X shares an e-mail only as
 * `confirmed_email`, when the app has X's e-mail permission and the user grants `users.email`;
 * without it the identity has no e-mail and the route refuses with social_error=email_required
 * (no account is made up around a placeholder address).
 */
export function xProvider(settings: ProviderSettings): SocialSignInProvider {
  const endpoints = oauthEndpoints('x', settings.endpointOverrideBase);
  const client = new OAuth2Client(settings.clientId, settings.clientSecret, settings.redirectUri);
  return {
    provider: 'x',
    start() {
      const { url, state, codeVerifier } = startWithPkce(client, endpoints.authorize, [
        'users.read',
        'tweet.read',
        'users.email',
      ]);
      return { url, state, codeVerifier, nonce: null };
    },
    async finish({ code, codeVerifier }) {
      const tokens = await exchangeCode('X token endpoint', () =>
        client.validateAuthorizationCode(endpoints.token, code, codeVerifier),
      );
      const url = new URL(endpoints.me);
      url.searchParams.set('user.fields', 'confirmed_email');
      const body = v.safeParse(XMe, await getJson(url.toString(), tokens.accessToken()));
      const user = body.success ? body.output.data : undefined;
      if (typeof user?.id !== 'string' || !user.id)
        throw new OAuthFlowError('X users/me answered without an id');
      return {
        provider: 'x',
        subject: user.id,
        email: normaliseEmail(user.confirmed_email),
        ...splitName(user.name ?? user.username),
      };
    },
  };
}
