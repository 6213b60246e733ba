import { generateKeyPairSync, verify } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type supertest from 'supertest';
import { insertVersioned } from '@db/versioning.ts';
import type { OAuthProvider } from '../../config.ts';
import { getTestServer, csrfToken, type TestServer } from '../../test/server.ts';
import { buildUser, signInAs, uniqueEmail } from '../../test/factories.ts';
import { mailSettled } from '../../providers/mail/index.ts';
import {
  startFakeOAuthServer,
  type FakeIdentity,
  type FakeOAuthServer,
} from '../../providers/oauth/testing/fakeOAuthServer.ts';
import { present, rowOf } from '../../test/rows.ts';

const APPLE_TEAM_ID = 'TEAM123456';
const APPLE_KEY_ID = 'KEY1234567';
const appleKeys = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
const applePem = appleKeys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

/** What Apple checks of the client secret: an ES256 JWT of our team, for our client, unexpired. */
function isAppleClientSecret(secret: string): boolean {
  const [header, payload, signature] = secret.split('.');
  if (!signature) return false;
  const valid = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key: appleKeys.publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
  const kid = JSON.parse(Buffer.from(header, 'base64url').toString()).kid;
  return (
    valid &&
    kid === APPLE_KEY_ID &&
    claims.iss === APPLE_TEAM_ID &&
    claims.sub === 'apple-client' &&
    claims.aud === 'https://appleid.apple.com' &&
    claims.exp > Date.now() / 1000
  );
}

let fake: FakeOAuthServer;
let t: TestServer;
let subjects = 1000;

beforeAll(async () => {
  fake = await startFakeOAuthServer({
    google: { clientId: 'google-client', checkSecret: (secret) => secret === 'google-secret' },
    github: { clientId: 'github-client', checkSecret: (secret) => secret === 'github-secret' },
    x: { clientId: 'x-client', checkSecret: (secret) => secret === 'x-secret' },
    apple: { clientId: 'apple-client', checkSecret: isAppleClientSecret },
  });
  t = await getTestServer({
    env: {
      OAUTH_ENDPOINT_OVERRIDE_BASE: fake.base,
      OAUTH_GOOGLE_CLIENT_ID: 'google-client',
      OAUTH_GOOGLE_CLIENT_SECRET: 'google-secret',
      OAUTH_GITHUB_CLIENT_ID: 'github-client',
      OAUTH_GITHUB_CLIENT_SECRET: 'github-secret',
      OAUTH_X_CLIENT_ID: 'x-client',
      OAUTH_X_CLIENT_SECRET: 'x-secret',
      OAUTH_APPLE_CLIENT_ID: 'apple-client',
      // As a .env file usually holds it: one line, with \n for the line breaks.
      OAUTH_APPLE_CLIENT_SECRET: applePem.trim().replace(/\n/g, '\\n'),
      OAUTH_APPLE_TEAM_ID: APPLE_TEAM_ID,
      OAUTH_APPLE_KEY_ID: APPLE_KEY_ID,
    },
  });
});
afterAll(async () => {
  if (t) await mailSettled(t.app);
  await t?.close();
  await fake?.close();
});
beforeEach(() => {
  for (const provider of Object.keys(fake.identities)) delete fake.identities[provider as OAuthProvider];
});

function identity(overrides: Partial<FakeIdentity> = {}): FakeIdentity {
  subjects += 1;
  return { subject: String(subjects), email: uniqueEmail('social'), name: 'Ada Lovelace', ...overrides };
}

/** Starts the sign-in on our server and answers the redirect to the provider. */
async function startAt(agent: supertest.Agent, provider: OAuthProvider) {
  const response = await agent.get(`/api/social/login?provider=${provider}`).expect(302);
  return response.headers.location as string;
}

/** The whole browser journey: our login, the provider's approval, our callback. */
async function signInWith(agent: supertest.Agent, provider: OAuthProvider): Promise<string> {
  const approved = await fake.approve(await startAt(agent, provider));
  if ('formPost' in approved) {
    // Apple posts a form to the callback from its own site: no CSRF token and, cross-site, no
    // session cookie either. The handler hands it on to the GET callback, where both are back.
    const relay = await t
      .agent()
      .post(approved.formPost.pathname)
      .type('form')
      .send(approved.fields)
      .expect(303);
    const done = await agent.get(relay.headers.location).expect(302);
    return done.headers.location as string;
  }
  const callback = approved.callback;
  const done = await agent.get(`${callback.pathname}${callback.search}`).expect(302);
  return done.headers.location as string;
}

async function userByEmail(email: string) {
  return t.db('users').where({ email }).first();
}

describe('starting a social sign-in', () => {
  it('sends a missing or unknown provider back to the login screen', async () => {
    for (const path of [
      '/api/social/login',
      '/api/social/login?provider=facebook',
      '/api/social/login?provider=',
    ]) {
      const response = await t.agent().get(path).expect(302);
      expect(response.headers.location, path).toBe('/login?social_error=unknown_provider');
    }
  });

  it('sends a provider without client id and secret back to the login screen, naming it', async () => {
    const bare = await getTestServer({ testDb: t.testDb });
    try {
      for (const provider of ['google', 'github', 'x', 'apple']) {
        const response = await bare.agent().get(`/api/social/login?provider=${provider}`).expect(302);
        expect(response.headers.location).toBe(`/login?social_error=not_configured&provider=${provider}`);
      }
    } finally {
      await bare.close();
    }
  });

  it('redirects to the provider with state, PKCE and the registered callback', async () => {
    const response = await t.agent().get('/api/social/login?provider=github').expect(302);
    expect(response.headers['cache-control']).toBe('no-store');
    const url = new URL(response.headers.location);
    expect(`${url.origin}${url.pathname}`).toBe(`${fake.base}/github/authorize`);
    expect(url.searchParams.get('client_id')).toBe('github-client');
    expect(url.searchParams.get('redirect_uri')).toBe(`${t.config.appUrl}/api/social/callback/github`);
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{40,}$/);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('scope')).toBe('read:user user:email');
  });
});

describe('signing in with GitHub', () => {
  it('creates a client account linked to a new clients row and signs it in', async () => {
    const person = identity({ name: 'Grace Brewster Hopper' });
    fake.identities.github = person;
    const agent = t.agent();
    expect(await signInWith(agent, 'github')).toBe('/dashboard');

    const me = await agent.get('/api/auth/me').expect(200);
    expect(me.body).toMatchObject({
      email: person.email,
      firstName: 'Grace',
      lastName: 'Brewster Hopper',
      role: 'client',
      emailVerified: true,
    });
    const user = await rowOf(userByEmail(present(person.email, 'email')));
    expect(user).toMatchObject({ role: 'client', authMethod: 'github', passwordHash: null, isActive: true });
    expect(user.lastLogin).toBeInstanceOf(Date);
    const clients = await t.db('clients').where({ email: present(person.email, 'email') });
    expect(clients).toHaveLength(1);
    expect(clients[0]).toMatchObject({ userId: user.id, firstName: 'Grace', lastName: 'Brewster Hopper' });
    expect(clients[0].version).toBeGreaterThan(0);
  });

  it('signs the same person in to the same account the second time', async () => {
    const person = identity();
    fake.identities.github = person;
    await signInWith(t.agent(), 'github');
    const again = t.agent();
    expect(await signInWith(again, 'github')).toBe('/dashboard');
    const me = await again.get('/api/auth/me').expect(200);
    expect(await t.db('users').where({ email: present(person.email, 'email') })).toHaveLength(1);
    expect(me.body.id).toBe((await rowOf(userByEmail(present(person.email, 'email')))).id);
    expect(await t.db('clients').where({ email: present(person.email, 'email') })).toHaveLength(1);
  });

  it('signs in to an existing password account of the same e-mail and keeps how it was made', async () => {
    const existing = await buildUser(t.db, { email: uniqueEmail('password') });
    fake.identities.github = identity({ email: existing.email.toUpperCase() });
    const agent = t.agent();
    expect(await signInWith(agent, 'github')).toBe('/dashboard');
    expect((await agent.get('/api/auth/me').expect(200)).body.id).toBe(existing.id);
    const user = await rowOf(userByEmail(existing.email));
    expect(user.authMethod).toBe('custom');
    expect(user.passwordHash).toBeTruthy();
  });

  it('links the clients row an agent already made for that e-mail instead of making another', async () => {
    const email = uniqueEmail('lead');
    const lead = await t.db.transaction((trx) =>
      insertVersioned(trx, 'clients', { firstName: 'Known', lastName: 'Lead', email }),
    );
    fake.identities.github = identity({ email });
    await signInWith(t.agent(), 'github');
    const clients = await t.db('clients').where({ email });
    expect(clients).toHaveLength(1);
    expect(clients[0].id).toBe(lead.id);
    expect(clients[0].userId).toBe((await rowOf(userByEmail(email))).id);
  });

  it('takes agents and admins to the agent office', async () => {
    for (const role of ['agent', 'admin'] as const) {
      const staff = await buildUser(t.db, { role, email: uniqueEmail(role) });
      fake.identities.github = identity({ email: staff.email });
      expect(await signInWith(t.agent(), 'github')).toBe('/agent-office');
      expect(await t.db('clients').where({ userId: staff.id })).toHaveLength(0);
    }
  });

  it('refuses a deactivated account without signing in', async () => {
    const inactive = await buildUser(t.db, { email: uniqueEmail('inactive'), isActive: false });
    fake.identities.github = identity({ email: inactive.email });
    const agent = t.agent();
    expect(await signInWith(agent, 'github')).toBe('/login?social_error=inactive&provider=github');
    await agent.get('/api/auth/me').expect(401);
  });

  it('refuses a GitHub account whose primary e-mail is not verified, creating nothing', async () => {
    const person = identity({ emailVerified: false });
    fake.identities.github = person;
    const agent = t.agent();
    expect(await signInWith(agent, 'github')).toBe('/login?social_error=email_required&provider=github');
    await agent.get('/api/auth/me').expect(401);
    expect(await userByEmail(person.email!)).toBeUndefined();
  });
});

describe('an account someone registered with the address before its owner signs in with a provider', () => {
  /** Registration with a password, by someone who only knows the address. */
  async function registerWithPassword(email: string, password: string) {
    const agent = t.agent();
    const csrf = await csrfToken(agent);
    const response = await agent
      .post('/api/auth/register')
      .set('X-CSRF-Token', csrf)
      .send({ firstName: 'Eve', lastName: 'Sly', email, password, confirmPassword: password, role: 'client' })
      .expect(201);
    return { agent, userId: response.body.user.id as string, token: await csrfToken(agent) };
  }

  it.each(['github', 'google'] as const)(
    'does not let a password set before social sign-in keep working (pre-account takeover, %s)',
    async (provider) => {
      const email = uniqueEmail('victim');
      const attackerPassword = 'planted-password-1';
      const attacker = await registerWithPassword(email, attackerPassword);
      await attacker.agent.get('/api/auth/me').expect(200);
      // Open links of the account, whoever holds them, must not outlive the takeover either.
      await attacker.agent
        .post('/api/auth/password-reset-request')
        .set('X-CSRF-Token', attacker.token)
        .send({ email })
        .expect(200);

      fake.identities[provider] = identity({ email, givenName: 'Vera', familyName: 'Owner' });
      const victim = t.agent();
      expect(await signInWith(victim, provider)).toBe('/dashboard');

      await attacker.agent.get('/api/auth/me').expect(401);
      const retry = t.agent();
      const retryCsrf = await csrfToken(retry);
      const login = await retry
        .post('/api/auth/login')
        .set('X-CSRF-Token', retryCsrf)
        .send({ email, password: attackerPassword });
      expect(login.status).toBe(401);
      const me = await victim.get('/api/auth/me').expect(200);
      expect(me.body).toMatchObject({ id: attacker.userId, email, emailVerified: true });

      const user = await rowOf(userByEmail(email));
      expect(user).toMatchObject({ passwordHash: null, authMethod: provider });
      expect(user.emailVerifiedAt).toBeInstanceOf(Date);
      expect(await t.db('sessions').whereRaw(`sess->>'userId' = ?`, [user.id])).toHaveLength(1);
      for (const table of ['passwordResetTokens', 'emailVerificationTokens']) {
        expect(await t.db(table).where({ userId: user.id }).whereNull('usedAt'), table).toEqual([]);
      }
      // Verified now, so the agency's clients row is linked as for any social sign-in.
      expect(await t.db('clients').where({ userId: user.id })).toHaveLength(1);
    },
  );

  it('keeps the password and sessions of an account whose address was verified', async () => {
    const existing = await buildUser(t.db, { email: uniqueEmail('verified') });
    const owner = t.agent();
    await signInAs(owner, existing.email);
    fake.identities.github = identity({ email: existing.email });
    await signInWith(t.agent(), 'github');
    await owner.get('/api/auth/me').expect(200);
    const user = await rowOf(userByEmail(existing.email));
    expect(user.passwordHash).toBeTruthy();
    expect(user.authMethod).toBe('custom');
  });

  it('leaves a deactivated unverified account as it was', async () => {
    const existing = await buildUser(t.db, {
      email: uniqueEmail('inactive'),
      emailVerified: false,
      isActive: false,
    });
    fake.identities.github = identity({ email: existing.email });
    expect(await signInWith(t.agent(), 'github')).toBe('/login?social_error=inactive&provider=github');
    const user = await rowOf(userByEmail(existing.email));
    expect(user.passwordHash).toBeTruthy();
    expect(user.emailVerifiedAt).toBeNull();
  });
});

describe('refusing a callback that does not belong to the session', () => {
  it('answers failed for a state that does not match, signing nobody in', async () => {
    const person = identity();
    fake.identities.github = person;
    const agent = t.agent();
    const approved = await fake.approve(await startAt(agent, 'github'));
    if (!('callback' in approved)) throw new Error('expected a redirect');
    const forged = new URL(approved.callback);
    forged.searchParams.set('state', 'not-the-state-of-this-session');
    const response = await agent.get(`${forged.pathname}${forged.search}`).expect(302);
    expect(response.headers.location).toBe('/login?social_error=failed&provider=github');
    await agent.get('/api/auth/me').expect(401);
    expect(await userByEmail(person.email!)).toBeUndefined();
    // The state is single-use: even the genuine callback is refused now.
    const genuine = await agent.get(`${approved.callback.pathname}${approved.callback.search}`).expect(302);
    expect(genuine.headers.location).toBe('/login?social_error=failed&provider=github');
  });

  it('answers failed for a callback another browser started (login CSRF)', async () => {
    fake.identities.github = identity();
    const attacker = t.agent();
    const approved = await fake.approve(await startAt(attacker, 'github'));
    if (!('callback' in approved)) throw new Error('expected a redirect');
    const victim = t.agent();
    const response = await victim.get(`${approved.callback.pathname}${approved.callback.search}`).expect(302);
    expect(response.headers.location).toBe('/login?social_error=failed&provider=github');
    await victim.get('/api/auth/me').expect(401);
  });

  it('answers failed when the provider reports an error or the user cancels', async () => {
    const agent = t.agent();
    const url = new URL(await startAt(agent, 'github'));
    const state = url.searchParams.get('state')!;
    const response = await agent
      .get(`/api/social/callback/github?error=access_denied&state=${encodeURIComponent(state)}`)
      .expect(302);
    expect(response.headers.location).toBe('/login?social_error=failed&provider=github');
  });

  it('answers failed when the provider refuses the code', async () => {
    fake.identities.github = identity();
    const agent = t.agent();
    const start = new URL(await startAt(agent, 'github'));
    const state = start.searchParams.get('state')!;
    const response = await agent
      .get(`/api/social/callback/github?code=made-up-code&state=${encodeURIComponent(state)}`)
      .expect(302);
    expect(response.headers.location).toBe('/login?social_error=failed&provider=github');
    await agent.get('/api/auth/me').expect(401);
  });

  it('sends an unknown provider in the callback back to the login screen', async () => {
    const response = await t.agent().get('/api/social/callback/myspace?code=x&state=y').expect(302);
    expect(response.headers.location).toBe('/login?social_error=unknown_provider');
  });
});

describe('signing in with Google', () => {
  it('reads the verified e-mail and names from the ID token', async () => {
    const person = identity({ givenName: 'Marie', familyName: 'Curie' });
    fake.identities.google = person;
    const agent = t.agent();
    expect(await signInWith(agent, 'google')).toBe('/dashboard');
    const me = await agent.get('/api/auth/me').expect(200);
    expect(me.body).toMatchObject({ email: person.email, firstName: 'Marie', lastName: 'Curie' });
    expect((await rowOf(userByEmail(present(person.email, 'email')))).authMethod).toBe('google');
    const authorization = fake.authorizations.at(-1)!;
    expect(authorization.params.scope).toBe('openid email profile');
    expect(authorization.params.nonce).toBeTruthy();
  });

  it('refuses an ID token minted for another sign-in (nonce mismatch)', async () => {
    const person = identity({ idTokenClaims: { nonce: 'someone-elses-nonce' } });
    fake.identities.google = person;
    const agent = t.agent();
    expect(await signInWith(agent, 'google')).toBe('/login?social_error=failed&provider=google');
    expect(await userByEmail(person.email!)).toBeUndefined();
  });

  it('refuses an unverified Google e-mail', async () => {
    fake.identities.google = identity({ emailVerified: false });
    expect(await signInWith(t.agent(), 'google')).toBe('/login?social_error=email_required&provider=google');
  });
});

describe('signing in with X', () => {
  it('signs in with the confirmed e-mail X shares', async () => {
    const person = identity({ name: 'Tim Berners-Lee' });
    fake.identities.x = person;
    const agent = t.agent();
    expect(await signInWith(agent, 'x')).toBe('/dashboard');
    expect((await agent.get('/api/auth/me').expect(200)).body.email).toBe(person.email);
    expect((await rowOf(userByEmail(present(person.email, 'email')))).authMethod).toBe('x');
  });

  it('refuses with email_required when X shares no e-mail, creating nothing', async () => {
    fake.identities.x = identity({ email: null });
    const before = await t.db('users').count({ n: '*' }).first();
    const agent = t.agent();
    expect(await signInWith(agent, 'x')).toBe('/login?social_error=email_required&provider=x');
    await agent.get('/api/auth/me').expect(401);
    expect(await t.db('users').count({ n: '*' }).first()).toEqual(before);
  });
});

describe('signing in with Apple', () => {
  it('follows the form_post callback, signs a client secret with the key, and keeps the names', async () => {
    const person = identity({ givenName: 'Katherine', familyName: 'Johnson' });
    fake.identities.apple = person;
    const agent = t.agent();
    expect(await signInWith(agent, 'apple')).toBe('/dashboard');
    const me = await agent.get('/api/auth/me').expect(200);
    expect(me.body).toMatchObject({ email: person.email, firstName: 'Katherine', lastName: 'Johnson' });
    const authorization = fake.authorizations.at(-1)!;
    expect(authorization.params.response_mode).toBe('form_post');
    expect(authorization.params.scope).toBe('name email');
  });

  it('signs an existing client in again when Apple sends no names', async () => {
    const existing = await buildUser(t.db, { email: uniqueEmail('apple') });
    fake.identities.apple = identity({ email: existing.email, name: undefined });
    const agent = t.agent();
    expect(await signInWith(agent, 'apple')).toBe('/dashboard');
    expect((await agent.get('/api/auth/me').expect(200)).body).toMatchObject({
      id: existing.id,
      firstName: 'Test',
    });
  });
});

describe('after a social sign-in', () => {
  it('has rotated the session: a new CSRF token, and signing out works', async () => {
    const existing = await buildUser(t.db, { email: uniqueEmail('rotate') });
    const agent = t.agent();
    // A password sign-in first, so the social one replaces a signed-in session.
    await signInAs(agent, existing.email);
    const before = await csrfToken(agent);
    fake.identities.github = identity();
    await signInWith(agent, 'github');
    const after = await csrfToken(agent);
    expect(after).not.toBe(before);
    await agent.post('/api/auth/logout').set('X-CSRF-Token', after).send({}).expect(200);
    await agent.get('/api/auth/me').expect(401);
  });
});
