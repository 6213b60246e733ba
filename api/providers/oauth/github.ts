import { OAuth2Client } from 'arctic';
import { oauthEndpoints } from './endpoints.ts';
import { exchangeCode, getJson, normaliseEmail, splitName, startWithPkce } from './http.ts';
import { OAuthFlowError, type ProviderSettings, type SocialSignInProvider } from './types.ts';

interface GitHubEmail {
  email?: unknown;
  primary?: unknown;
  verified?: unknown;
}

const API_HEADERS = { Accept: 'application/vnd.github+json', 'X-GitHub-Api-Version': '2022-11-28' };

/**
 * GitHub: OAuth 2 with PKCE (supported since July 2025); the identity is /user, and the e-mail
 * is the primary address of /user/emails, only when GitHub has verified it.
 */
export function githubProvider(settings: ProviderSettings): SocialSignInProvider {
  const endpoints = oauthEndpoints('github', settings.endpointOverrideBase);
  const client = new OAuth2Client(settings.clientId, settings.clientSecret, settings.redirectUri);
  return {
    provider: 'github',
    start() {
      const { url, state, codeVerifier } = startWithPkce(client, endpoints.authorize, [
        'read:user',
        'user:email',
      ]);
      return { url, state, codeVerifier, nonce: null };
    },
    async finish({ code, codeVerifier }) {
      const tokens = await exchangeCode('GitHub token endpoint', () =>
        client.validateAuthorizationCode(endpoints.token, code, codeVerifier),
      );
      const accessToken = tokens.accessToken();
      const [user, emails] = await Promise.all([
        getJson(endpoints.user, accessToken, API_HEADERS) as Promise<{
          id?: unknown;
          name?: unknown;
          login?: unknown;
        }>,
        getJson(endpoints.emails, accessToken, API_HEADERS),
      ]);
      if (typeof user?.id !== 'number' && typeof user?.id !== 'string') {
        throw new OAuthFlowError('GitHub /user answered without an id');
      }
      const primary = Array.isArray(emails)
        ? (emails as GitHubEmail[]).find((entry) => entry?.primary === true && entry.verified === true)
        : undefined;
      return {
        provider: 'github',
        subject: String(user.id),
        email: normaliseEmail(primary?.email),
        ...splitName(user.name ?? user.login),
      };
    },
  };
}
