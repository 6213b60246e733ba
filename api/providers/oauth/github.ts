import { OAuth2Client } from 'arctic';
import * as v from 'valibot';
import { oauthEndpoints } from './endpoints.ts';
import { exchangeCode, getJson, normaliseEmail, splitName, startWithPkce } from './http.ts';
import { OAuthFlowError, type ProviderSettings, type SocialSignInProvider } from './types.ts';

/** GitHub's /user: the id, and the names to read when they are text. */
const GitHubUser = v.looseObject({
  id: v.optional(v.unknown()),
  name: v.optional(v.unknown()),
  login: v.optional(v.unknown()),
});

/** An address of /user/emails that is the primary one and that GitHub has verified. */
const PrimaryEmail = v.looseObject({
  email: v.optional(v.unknown()),
  primary: v.literal(true),
  verified: v.literal(true),
});
type PrimaryEmail = v.InferOutput<typeof PrimaryEmail>;

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
      const [userAnswer, emails] = await Promise.all([
        getJson(endpoints.user, accessToken, API_HEADERS),
        getJson(endpoints.emails, accessToken, API_HEADERS),
      ]);
      const parsed = v.safeParse(GitHubUser, userAnswer);
      const user = parsed.success ? parsed.output : undefined;
      if (typeof user?.id !== 'number' && typeof user?.id !== 'string') {
        throw new OAuthFlowError('GitHub /user answered without an id');
      }
      const list = v.safeParse(v.array(v.unknown()), emails);
      const primary = list.success
        ? list.output.find((entry): entry is PrimaryEmail => v.is(PrimaryEmail, entry))
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
