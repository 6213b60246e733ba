/** Small pieces the provider adapters share: timed requests, ID token checks, names and e-mails. */
import {
  CodeChallengeMethod,
  decodeIdToken,
  generateCodeVerifier,
  generateState,
  type OAuth2Client,
  type OAuth2Tokens,
} from 'arctic';
import * as v from 'valibot';
import { isRecord, messageOf } from '../../lib/unknownValues.ts';
import { OAuthFlowError } from './types.ts';

const REQUEST_TIMEOUT_MS = 10_000;
/** Allowed clock difference with the provider when checking an ID token's expiry. */
const CLOCK_SKEW_SECONDS = 60;
const USER_AGENT = 'island-bridge-travel';

/** Gives up on a provider that does not answer (arctic's token requests carry no timeout). */
export async function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new OAuthFlowError(`${what} did not answer within ${REQUEST_TIMEOUT_MS} ms`)),
      REQUEST_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** What a token endpoint answered: the access token, or the error a refusal names. */
const TokenAnswer = v.looseObject({ error: v.optional(v.unknown()), access_token: v.optional(v.unknown()) });

/** The claims of an ID token the checks below have found to name a subject. */
export type IdTokenClaims = Record<string, unknown> & { sub: string };

/** A token exchange through arctic, with a timeout and a clear error for error bodies. */
export async function exchangeCode(
  what: string,
  exchange: () => Promise<OAuth2Tokens>,
): Promise<OAuth2Tokens> {
  let tokens: OAuth2Tokens;
  try {
    tokens = await withTimeout(exchange(), what);
  } catch (error) {
    if (error instanceof OAuthFlowError) throw error;
    throw new OAuthFlowError(`${what} failed: ${messageOf(error)}`, { cause: error });
  }
  // GitHub answers a refused code with 200 and an error body.
  const data = v.parse(TokenAnswer, tokens.data);
  if (typeof data.error === 'string') throw new OAuthFlowError(`${what} refused the code: ${data.error}`);
  if (typeof data.access_token !== 'string') throw new OAuthFlowError(`${what} gave no access token`);
  return tokens;
}

/** GET of a provider API with the user's access token; anything but 2xx JSON is a failure. */
export async function getJson(
  url: string,
  accessToken: string,
  headers: Record<string, string> = {},
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: {
        Authorization: `Bearer ${accessToken}`,
        Accept: 'application/json',
        'User-Agent': USER_AGENT,
        ...headers,
      },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    throw new OAuthFlowError(`GET ${url} failed: ${messageOf(error)}`, { cause: error });
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new OAuthFlowError(`GET ${url} answered ${response.status}`);
  }
  try {
    const body: unknown = await response.json();
    return body;
  } catch (error) {
    throw new OAuthFlowError(`GET ${url} answered something other than JSON`, { cause: error });
  }
}

/** POST of a form, answered with JSON (Apple's token endpoint wants client_secret in the body). */
export async function postForm(url: string, form: Record<string, string>): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'application/json',
        'User-Agent': USER_AGENT,
      },
      body: new URLSearchParams(form).toString(),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    throw new OAuthFlowError(`POST ${url} failed: ${messageOf(error)}`, { cause: error });
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new OAuthFlowError(`POST ${url} answered ${response.status} without JSON`);
  }
  if (!response.ok || !isRecord(body)) {
    const code = isRecord(body) ? body.error : undefined;
    throw new OAuthFlowError(
      `POST ${url} answered ${response.status}${typeof code === 'string' ? ` (${code})` : ''}`,
    );
  }
  return body;
}

/**
 * The claims of the ID token from the token response, after the checks OpenID Connect asks of
 * a client: issuer, audience, expiry and nonce. The token came straight from the provider's
 * token endpoint over TLS, so (OIDC Core 3.1.3.7) TLS stands in for checking its signature.
 */
export function idTokenClaims(
  tokens: OAuth2Tokens,
  expected: { issuers: readonly string[]; clientId: string; nonce: string | null },
): IdTokenClaims {
  let claims: Record<string, unknown>;
  try {
    const decoded = decodeIdToken(tokens.idToken());
    claims = isRecord(decoded) ? decoded : {};
  } catch (error) {
    throw new OAuthFlowError('the token response has no readable ID token', { cause: error });
  }
  if (typeof claims.iss !== 'string' || !expected.issuers.includes(claims.iss)) {
    throw new OAuthFlowError(`ID token issuer ${String(claims.iss)} is not expected`);
  }
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!audiences.includes(expected.clientId)) throw new OAuthFlowError('ID token is for another client');
  if (typeof claims.exp !== 'number' || claims.exp + CLOCK_SKEW_SECONDS < Date.now() / 1000) {
    throw new OAuthFlowError('ID token has expired');
  }
  if (expected.nonce !== null && claims.nonce !== expected.nonce) {
    throw new OAuthFlowError('ID token nonce does not match this sign-in');
  }
  const { sub } = claims;
  if (typeof sub !== 'string' || !sub) throw new OAuthFlowError('ID token has no subject');
  return { ...claims, sub };
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A plausible e-mail address, trimmed and lower-cased like every account e-mail; else null. */
export function normaliseEmail(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const email = value.trim().toLowerCase();
  return email.length <= 254 && EMAIL_PATTERN.test(email) ? email : null;
}

function cleanName(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const name = value.trim().replace(/\s+/g, ' ').slice(0, 100);
  return name || null;
}

/** First and last name from a display name ("Ada King Lovelace" -> "Ada", "King Lovelace"). */
export function splitName(value: unknown): { firstName: string | null; lastName: string | null } {
  const name = cleanName(value);
  if (!name) return { firstName: null, lastName: null };
  const space = name.indexOf(' ');
  if (space < 0) return { firstName: name, lastName: null };
  return { firstName: name.slice(0, space), lastName: name.slice(space + 1) };
}

export function names(first: unknown, last: unknown): { firstName: string | null; lastName: string | null } {
  return { firstName: cleanName(first), lastName: cleanName(last) };
}

/** The authorization URL of a PKCE code flow, with the state and verifier to keep in the session. */
export function startWithPkce(client: OAuth2Client, authorizeUrl: string, scopes: string[]) {
  const state = generateState();
  const codeVerifier = generateCodeVerifier();
  const url = client.createAuthorizationURLWithPKCE(
    authorizeUrl,
    state,
    CodeChallengeMethod.S256,
    codeVerifier,
    scopes,
  );
  return { url, state, codeVerifier };
}
