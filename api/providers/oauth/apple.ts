import { sign } from 'node:crypto';
import { generateState, OAuth2Client, OAuth2Tokens } from 'arctic';
import * as v from 'valibot';
import type { Config } from '../../config.ts';
import { APPLE_AUDIENCE, oauthEndpoints, OIDC_ISSUERS } from './endpoints.ts';
import { idTokenClaims, names, normaliseEmail, postForm, withTimeout } from './http.ts';
import type { ProviderSettings, SocialSignInProvider } from './types.ts';

/** How long a minted client secret is valid (Apple allows up to six months). */
const CLIENT_SECRET_TTL_SECONDS = 5 * 60;

/** Apple's client secret: an ES256 JWT signed with the .p8 key of the team. */
export function appleClientSecret(
  clientId: string,
  key: NonNullable<Config['appleSigningKey']>,
  now = Math.floor(Date.now() / 1000),
): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const signingInput = `${encode({ alg: 'ES256', kid: key.keyId, typ: 'JWT' })}.${encode({
    iss: key.teamId,
    iat: now,
    exp: now + CLIENT_SECRET_TTL_SECONDS,
    aud: APPLE_AUDIENCE,
    sub: clientId,
  })}`;
  const signature = sign('sha256', Buffer.from(signingInput), {
    key: key.privateKeyPem,
    dsaEncoding: 'ieee-p1363',
  });
  return `${signingInput}.${signature.toString('base64url')}`;
}

/** The `user` JSON Apple posts: its names, each read only when it is text. */
const AppleUser = v.looseObject({
  name: v.optional(v.looseObject({ firstName: v.optional(v.unknown()), lastName: v.optional(v.unknown()) })),
});

/** Names from the `user` JSON Apple posts on first consent: {"name":{"firstName","lastName"}}. */
function appleUserNames(raw: string | undefined) {
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    const user = v.safeParse(AppleUser, parsed);
    const name = user.success ? user.output.name : undefined;
    return names(name?.firstName, name?.lastName);
  } catch {
    return names(null, null);
  }
}

/**
 * Sign in with Apple: OpenID Connect with a nonce (Apple documents no PKCE). Asking for name and
 * e-mail makes Apple answer with a form POST (response_mode=form_post) to the callback; the
 * route turns that into a GET on the same address. The token request sends client_secret in
 * the body (client_secret_post), which is why it is not arctic's OAuth2Client call.
 */
export function appleProvider(
  settings: ProviderSettings & { signingKey?: Config['appleSigningKey'] },
): SocialSignInProvider {
  const endpoints = oauthEndpoints('apple', settings.endpointOverrideBase);
  const client = new OAuth2Client(settings.clientId, null, settings.redirectUri);
  const clientSecret = () =>
    settings.signingKey ? appleClientSecret(settings.clientId, settings.signingKey) : settings.clientSecret;
  return {
    provider: 'apple',
    start() {
      const state = generateState();
      const nonce = generateState();
      const url = client.createAuthorizationURL(endpoints.authorize, state, ['name', 'email']);
      url.searchParams.set('response_mode', 'form_post');
      url.searchParams.set('nonce', nonce);
      return { url, state, codeVerifier: null, nonce };
    },
    async finish({ code, nonce, appleUser }) {
      const data = await withTimeout(
        postForm(endpoints.token, {
          grant_type: 'authorization_code',
          code,
          redirect_uri: settings.redirectUri,
          client_id: settings.clientId,
          client_secret: clientSecret(),
        }),
        'Apple token endpoint',
      );
      const claims = idTokenClaims(new OAuth2Tokens(data), {
        issuers: OIDC_ISSUERS.apple,
        clientId: settings.clientId,
        nonce,
      });
      // Apple only returns addresses it has verified, as true or "true".
      const verified = claims.email_verified === true || claims.email_verified === 'true';
      return {
        provider: 'apple',
        subject: claims.sub,
        email: verified ? normaliseEmail(claims.email) : null,
        ...appleUserNames(appleUser),
      };
    },
  };
}
