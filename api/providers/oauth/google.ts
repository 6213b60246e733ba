import { generateState, OAuth2Client } from 'arctic';
import { oauthEndpoints, OIDC_ISSUERS } from './endpoints.ts';
import { exchangeCode, idTokenClaims, names, normaliseEmail, startWithPkce } from './http.ts';
import type { ProviderSettings, SocialSignInProvider } from './types.ts';

/** Google: OpenID Connect with PKCE; the identity comes from the ID token's claims. */
export function googleProvider(settings: ProviderSettings): SocialSignInProvider {
  const endpoints = oauthEndpoints('google', settings.endpointOverrideBase);
  const client = new OAuth2Client(settings.clientId, settings.clientSecret, settings.redirectUri);
  return {
    provider: 'google',
    start() {
      const { url, state, codeVerifier } = startWithPkce(client, endpoints.authorize, [
        'openid',
        'email',
        'profile',
      ]);
      const nonce = generateState();
      url.searchParams.set('nonce', nonce);
      return { url, state, codeVerifier, nonce };
    },
    async finish({ code, codeVerifier, nonce }) {
      const tokens = await exchangeCode('Google token endpoint', () =>
        client.validateAuthorizationCode(endpoints.token, code, codeVerifier),
      );
      const claims = idTokenClaims(tokens, {
        issuers: OIDC_ISSUERS.google,
        clientId: settings.clientId,
        nonce,
      });
      return {
        provider: 'google',
        subject: claims.sub,
        email: claims.email_verified === true ? normaliseEmail(claims.email) : null,
        ...names(claims.given_name, claims.family_name),
      };
    },
  };
}
