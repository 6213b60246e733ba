/**
 * A local stand-in for Google, GitHub, X and Apple, for tests (and local development with
 * OAUTH_ENDPOINT_OVERRIDE_BASE). It serves the endpoints of ../endpoints.ts under
 * `<base>/<provider>/...` on 127.0.0.1, issues single-use codes, checks client credentials,
 * redirect_uri and PKCE like the real ones, and answers tokens, ID tokens and profiles of the
 * identity a test puts in `identities`.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import * as v from 'valibot';
import { listeningPort } from '../../../lib/listeningPort.ts';
import Koa from 'koa';
import type { OAuthProvider } from '../../../config.ts';
import { isOAuthProvider, OIDC_ISSUERS } from '../endpoints.ts';

export interface FakeIdentity {
  subject: string;
  email?: string | null;
  /** Default true. */
  emailVerified?: boolean;
  /** GitHub and X display name. */
  name?: string;
  givenName?: string;
  familyName?: string;
  /** Claims to change in the ID token (Google, Apple), e.g. a wrong nonce. */
  idTokenClaims?: Record<string, unknown>;
}

export interface FakeClient {
  clientId: string;
  /** Checks the client secret the token request carries. */
  checkSecret: (secret: string) => boolean;
}

export interface FakeAuthorization {
  provider: OAuthProvider;
  params: Record<string, string>;
}

export interface FakeOAuthServer {
  base: string;
  /** The identity each provider signs in next. */
  identities: Partial<Record<OAuthProvider, FakeIdentity>>;
  /** Every authorization request seen, in order. */
  authorizations: FakeAuthorization[];
  /** Plays the user approving at the provider: follows the authorization URL to the callback. */
  approve(
    authorizationUrl: string,
  ): Promise<{ callback: URL } | { formPost: URL; fields: Record<string, string> }>;
  close(): Promise<void>;
}

interface IssuedCode {
  provider: OAuthProvider;
  clientId: string;
  redirectUri: string;
  codeChallenge?: string;
  nonce?: string;
  identity: FakeIdentity;
}

function b64url(value: string | Buffer) {
  return Buffer.from(value).toString('base64url');
}

/** An ID token as the providers shape it (signed with nothing: the client relies on TLS). */
function idToken(claims: Record<string, unknown>) {
  return `${b64url(JSON.stringify({ alg: 'RS256', kid: 'fake', typ: 'JWT' }))}.${b64url(JSON.stringify(claims))}.${b64url('fake-signature')}`;
}

/** What the fake's authorize endpoint answers for a form_post provider (Apple): where to post what. */
const FormPost = v.looseObject({
  formPost: v.optional(v.string()),
  fields: v.optional(v.record(v.string(), v.string())),
});

async function readText(ctx: Koa.Context): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of ctx.req) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeOAuthServer(
  clients: Partial<Record<OAuthProvider, FakeClient>>,
): Promise<FakeOAuthServer> {
  const identities: FakeOAuthServer['identities'] = {};
  const authorizations: FakeAuthorization[] = [];
  const codes = new Map<string, IssuedCode>();
  const accessTokens = new Map<string, { provider: OAuthProvider; identity: FakeIdentity }>();
  const app = new Koa();

  app.use(async (ctx) => {
    const [, providerName, ...rest] = ctx.path.split('/');
    const endpoint = rest.join('/');
    if (!isOAuthProvider(providerName)) {
      ctx.status = 404;
      return;
    }
    const provider = providerName;
    const client = clients[provider];

    if (endpoint === 'authorize' && ctx.method === 'GET') {
      const params = Object.fromEntries(new URLSearchParams(ctx.querystring));
      authorizations.push({ provider, params });
      const identity = identities[provider];
      if (!client || params.client_id !== client.clientId || params.response_type !== 'code' || !identity) {
        ctx.status = 400;
        ctx.body = { error: 'invalid_request' };
        return;
      }
      const code = randomBytes(16).toString('hex');
      codes.set(code, {
        provider,
        clientId: client.clientId,
        redirectUri: params.redirect_uri,
        codeChallenge: params.code_challenge_method === 'S256' ? params.code_challenge : undefined,
        nonce: params.nonce,
        identity,
      });
      if (params.response_mode === 'form_post') {
        const user =
          identity.givenName || identity.familyName
            ? JSON.stringify({
                name: { firstName: identity.givenName, lastName: identity.familyName },
                email: identity.email,
              })
            : undefined;
        ctx.body = {
          formPost: params.redirect_uri,
          fields: { code, state: params.state, ...(user ? { user } : {}) },
        };
        return;
      }
      const callback = new URL(params.redirect_uri);
      callback.searchParams.set('code', code);
      callback.searchParams.set('state', params.state);
      ctx.redirect(callback.toString());
      return;
    }

    if (endpoint === 'token' && ctx.method === 'POST') {
      const form = new URLSearchParams(await readText(ctx));
      const refuse = (error: string) => {
        // GitHub answers refusals with 200 and an error body; the others with 400.
        ctx.status = provider === 'github' ? 200 : 400;
        ctx.body = { error };
      };
      let clientId = form.get('client_id') ?? '';
      let secret = form.get('client_secret') ?? '';
      const basic = /^Basic (.+)$/.exec(ctx.get('Authorization'));
      if (basic) {
        const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
        const colon = decoded.indexOf(':');
        clientId = decoded.slice(0, colon);
        secret = decoded.slice(colon + 1);
      }
      if (!client || clientId !== client.clientId || !client.checkSecret(secret))
        return refuse('invalid_client');
      const code = form.get('code') ?? '';
      const issued = codes.get(code);
      codes.delete(code);
      if (form.get('grant_type') !== 'authorization_code' || !issued || issued.provider !== provider) {
        return refuse(provider === 'github' ? 'bad_verification_code' : 'invalid_grant');
      }
      if (form.get('redirect_uri') !== issued.redirectUri) return refuse('invalid_grant');
      const verifier = form.get('code_verifier');
      if (issued.codeChallenge) {
        const challenge = verifier ? createHash('sha256').update(verifier).digest('base64url') : '';
        if (challenge !== issued.codeChallenge) return refuse('invalid_grant');
      } else if (verifier) {
        return refuse('invalid_request');
      }
      const accessToken = randomBytes(16).toString('hex');
      accessTokens.set(accessToken, { provider, identity: issued.identity });
      const body: Record<string, unknown> = {
        access_token: accessToken,
        token_type: 'bearer',
        expires_in: 3600,
      };
      if (provider === 'google' || provider === 'apple') {
        const now = Math.floor(Date.now() / 1000);
        const identity = issued.identity;
        body.id_token = idToken({
          iss: OIDC_ISSUERS[provider][0],
          aud: issued.clientId,
          sub: identity.subject,
          iat: now,
          exp: now + 600,
          ...(issued.nonce ? { nonce: issued.nonce } : {}),
          ...(identity.email ? { email: identity.email } : {}),
          email_verified:
            provider === 'apple' ? String(identity.emailVerified ?? true) : (identity.emailVerified ?? true),
          ...(provider === 'google'
            ? { given_name: identity.givenName, family_name: identity.familyName }
            : {}),
          ...identity.idTokenClaims,
        });
      }
      ctx.body = body;
      return;
    }

    const bearer = /^Bearer (.+)$/.exec(ctx.get('Authorization'))?.[1];
    const session = bearer ? accessTokens.get(bearer) : undefined;
    if (!session || session.provider !== provider) {
      ctx.status = 401;
      ctx.body = { message: 'Bad credentials' };
      return;
    }
    const identity = session.identity;
    if (provider === 'github' && endpoint === 'user') {
      ctx.body = {
        id: Number(identity.subject),
        login: `user${identity.subject}`,
        name: identity.name ?? null,
      };
    } else if (provider === 'github' && endpoint === 'emails') {
      ctx.body = identity.email
        ? [
            { email: `${identity.subject}+noreply@users.noreply.github.com`, primary: false, verified: true },
            { email: identity.email, primary: true, verified: identity.emailVerified ?? true },
          ]
        : [];
    } else if (provider === 'x' && endpoint === 'me') {
      const asked = ctx.query['user.fields'];
      const fields = typeof asked === 'string' ? asked.split(',') : [];
      ctx.body = {
        data: {
          id: identity.subject,
          name: identity.name ?? 'X User',
          username: `x${identity.subject}`,
          ...(fields.includes('confirmed_email') && identity.email
            ? { confirmed_email: identity.email }
            : {}),
        },
      };
    } else {
      ctx.status = 404;
    }
  });

  const server: Server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const port = listeningPort(server);
  const base = `http://127.0.0.1:${port}`;

  return {
    base,
    identities,
    authorizations,
    async approve(authorizationUrl) {
      if (!authorizationUrl.startsWith(`${base}/`))
        throw new Error(`not this fake's URL: ${authorizationUrl}`);
      const response = await fetch(authorizationUrl, { redirect: 'manual' });
      if (response.status === 302) return { callback: new URL(response.headers.get('location')!) };
      const body: unknown = await response.json();
      const form = v.safeParse(FormPost, body);
      if (!form.success || !form.output.formPost || !form.output.fields)
        throw new Error(`the fake refused to authorize: ${JSON.stringify(body)}`);
      return { formPost: new URL(form.output.formPost), fields: form.output.fields };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
