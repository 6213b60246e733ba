import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTestServer, csrfToken, type TestServer } from '../../test/server.ts';
import { buildUser, signInAs, TEST_PASSWORD, uniqueEmail } from '../../test/factories.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { SESSION_COOKIE } from '../../middlewares/session.ts';
import { mailSettled, readLocalMail } from '../../providers/mail/index.ts';
import { authLimits } from './limits.ts';
import { rowOf } from '../../test/rows.ts';

let t: TestServer;
beforeAll(async () => {
  t = await getTestServer();
});
afterAll(async () => {
  if (t) await mailSettled(t.app);
  await t?.close();
});

function registration(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Ana',
    lastName: 'Joseph',
    email: uniqueEmail('ana'),
    password: 'sunny-castries-2026',
    confirmPassword: 'sunny-castries-2026',
    role: 'client',
    phone: '+1 758 555 0100',
    ...overrides,
  };
}

async function post(path: string, body: unknown) {
  const agent = t.agent();
  const token = await csrfToken(agent);
  return {
    agent,
    response: await agent
      .post(path)
      .set('X-CSRF-Token', token)
      .send(body as object),
  };
}

describe('POST /api/auth/register', () => {
  it('creates a client account with an unverified address, signs the user in and mails a verification link', async () => {
    const body = registration({ email: 'Ana.Joseph+Trip@Example.com ' });
    const { agent, response } = await post('/api/auth/register', body);
    expect(response.status).toBe(201);
    expect(response.body.success).toBe(true);
    expect(response.body.user).toMatchObject({
      firstName: 'Ana',
      role: 'client',
      email: 'ana.joseph+trip@example.com',
      emailVerified: false,
    });
    expect(response.body.message).toBe(
      "Welcome, Ana! You've been automatically logged in. We've sent you a link to verify your email address.",
    );
    expect(response.body.user.passwordHash).toBeUndefined();

    const user = await rowOf(t.db('users').where({ email: 'ana.joseph+trip@example.com' }).first());
    expect(await verifyPassword(user.passwordHash, body.password as string)).toBe(true);
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user.emailVerifiedAt).toBeNull();
    // The agency's clients row waits until the address is proved to be the registrant's.
    expect(await t.db('clients').where({ userId: user.id }).first()).toBeUndefined();

    const me = await agent.get('/api/auth/me').expect(200);
    expect(me.body).toMatchObject({ email: 'ana.joseph+trip@example.com', emailVerified: false });

    await mailSettled(t.app);
    const mails = (await readLocalMail(t.config.dataDir)).filter((mail) => mail.to === user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(`${t.config.appUrl}/verify-email?token=`);
  });

  it('creates an unapproved agents row when registering as an agent, and no clients row', async () => {
    const { response } = await post('/api/auth/register', registration({ role: 'agent' }));
    expect(response.status).toBe(201);
    expect(response.body.user.role).toBe('agent');
    const agentRow = await rowOf(t.db('agents').where({ userId: response.body.user.id }).first());
    expect(agentRow.isApproved).toBe(false);
    expect(await t.db('clients').where({ userId: response.body.user.id }).first()).toBeUndefined();
  });

  it('answers a registration for an existing e-mail exactly like a new one, changes nothing and mails the owner', async () => {
    const owner = await buildUser(t.db, { firstName: 'Marie' });
    const before = await t.db('users').where({ id: owner.id }).first();
    const { agent, response } = await post(
      '/api/auth/register',
      registration({
        email: owner.email.toUpperCase(),
        firstName: 'Ana',
        password: 'attacker-pass-1',
        confirmPassword: 'attacker-pass-1',
      }),
    );
    const fresh = (await post('/api/auth/register', registration({ firstName: 'Ana' }))).response;
    expect(response.status).toBe(fresh.status);
    expect(response.status).toBe(201);
    expect(Object.keys(response.body).sort()).toEqual(Object.keys(fresh.body).sort());
    expect(Object.keys(response.body.user).sort()).toEqual(Object.keys(fresh.body.user).sort());
    expect(response.body.message).toBe(fresh.body.message);
    expect(response.body.user).toMatchObject({ email: owner.email, firstName: 'Ana', emailVerified: false });
    expect(response.body.user.id).not.toBe(owner.id);
    const cookieNames = (answer: typeof response) =>
      (answer.headers['set-cookie'] as unknown as string[]).map((cookie) => cookie.split('=')[0]).sort();
    expect(cookieNames(response)).toEqual(cookieNames(fresh));

    // Nobody is signed in, and the account is exactly as it was.
    await agent.get('/api/auth/me').expect(401);
    expect(await t.db('users').where({ email: owner.email })).toHaveLength(1);
    expect(await t.db('users').where({ id: owner.id }).first()).toEqual(before);
    expect(await t.db('emailVerificationTokens').where({ userId: owner.id })).toHaveLength(0);

    await mailSettled(t.app);
    const mails = (await readLocalMail(t.config.dataDir)).filter((mail) => mail.to === owner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('You already have an account with Island Bridge Travel');
    expect(mails[0].text).toContain('Hello Marie,');
    expect(mails[0].text).toContain(`${t.config.appUrl}/login`);
    expect(mails[0].text).toContain(`${t.config.appUrl}/forgot-password`);
  });

  it.each([
    [{ firstName: '  ' }, 'firstName', 'First name is required'],
    [{ lastName: '' }, 'lastName', 'Last name is required'],
    [{ email: 'not-an-email' }, 'email', 'Invalid email address'],
    [{ password: 'short', confirmPassword: 'short' }, 'password', 'Password must be at least 8 characters'],
    [{ confirmPassword: 'something-else' }, 'confirmPassword', "Passwords don't match"],
    [{ role: 'admin' }, 'role', 'Account type must be client or agent'],
  ])('answers 400 with the message for %j and stores nothing', async (change, field, message) => {
    const body = registration(change);
    const { response } = await post('/api/auth/register', body);
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('validation_failed');
    expect(response.body.fields[field]).toBe(message);
    expect(await t.db('users').where({ email: String(body.email).trim().toLowerCase() })).toHaveLength(0);
  });

  it('refuses a registration without the CSRF token', async () => {
    const body = registration();
    const response = await t.agent().post('/api/auth/register').send(body);
    expect(response.status).toBe(403);
    expect(await t.db('users').where({ email: body.email })).toHaveLength(0);
  });
});

describe('new accounts from one network', () => {
  it('are capped at REGISTRATIONS_PER_IP_PER_HOUR an hour: the next answers 429 and stores nobody', async () => {
    const capped = await getTestServer({ env: { REGISTRATIONS_PER_IP_PER_HOUR: '2' } });
    try {
      const register = async (email: string) => {
        const agent = capped.agent();
        const token = await csrfToken(agent);
        return agent.post('/api/auth/register').set('X-CSRF-Token', token).send(registration({ email }));
      };
      const emails = [uniqueEmail('first'), uniqueEmail('second'), uniqueEmail('third')];
      expect((await register(emails[0])).status).toBe(201);
      expect((await register(emails[1])).status).toBe(201);

      const refused = await register(emails[2]);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ success: false, error: 'rate_limited' });
      expect(refused.body.message).toMatch(
        /^Too many new accounts from your network\. Please try again in \d+ minutes?\.$/,
      );
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(await capped.db('users').whereIn('email', emails).pluck('email')).toEqual(
        expect.arrayContaining(emails.slice(0, 2)),
      );
      expect(await capped.db('users').where({ email: emails[2] }).first()).toBeUndefined();
    } finally {
      await mailSettled(capped.app);
      await capped.close();
    }
  });
});

describe('the client address behind a proxy', () => {
  /** Registers through a server that trusts `hops` proxies, with this X-Forwarded-For. */
  async function registrationsThrough(hops: string, forwardedFor: string[]) {
    const server = await getTestServer({
      env: { TRUST_PROXY: 'true', TRUST_PROXY_HOPS: hops, REGISTRATIONS_PER_IP_PER_HOUR: '2' },
    });
    try {
      const statuses: number[] = [];
      for (const header of forwardedFor) {
        const agent = server.agent();
        const token = await csrfToken(agent);
        const response = await agent
          .post('/api/auth/register')
          .set('X-CSRF-Token', token)
          .set('X-Forwarded-For', header)
          .send(registration());
        statuses.push(response.status);
      }
      return statuses;
    } finally {
      await mailSettled(server.app);
      await server.close();
    }
  }

  it('is the address the proxy saw, whatever the client wrote before it: the limit holds', async () => {
    const spoofed = ['10.9.9.1', '10.9.9.2', '10.9.9.3', '10.9.9.4'].map((fake) => `${fake}, 203.0.113.7`);
    expect(await registrationsThrough('1', spoofed)).toEqual([201, 201, 429, 429]);
    // Another real address has its own allowance.
    expect(await registrationsThrough('1', [...spoofed.slice(0, 2), '10.9.9.1, 203.0.113.8'])).toEqual([
      201, 201, 201,
    ]);
  });

  it('counts two proxies when told: the entry the outer proxy saw is the client', async () => {
    const throughTwo = ['1.1.1.1', '2.2.2.2', '3.3.3.3'].map(
      (fake, hop) => `${fake}, 198.51.100.20, 10.0.0.${hop}`,
    );
    expect(await registrationsThrough('2', throughTwo)).toEqual([201, 201, 429]);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in, rotates the session id and records the last login', async () => {
    const user = await buildUser(t.db, { firstName: 'Leon' });
    const agent = t.agent();
    const before = await agent.get('/api/auth/csrf-token');
    const cookieBefore = String(before.headers['set-cookie']).split(';')[0];
    const response = await agent
      .post('/api/auth/login')
      .set('X-CSRF-Token', before.body.csrfToken)
      .send({ email: user.email.toUpperCase(), password: TEST_PASSWORD })
      .expect(200);
    expect(response.body).toMatchObject({
      success: true,
      user: { id: user.id, firstName: 'Leon', role: 'client' },
    });
    const cookieAfter = (response.headers['set-cookie'] as unknown as string[]).find((c) =>
      c.startsWith(`${SESSION_COOKIE}=`),
    );
    expect(cookieAfter?.split(';')[0]).not.toBe(cookieBefore);
    const row = await rowOf(t.db('users').where({ id: user.id }).select('lastLogin').first());
    expect(row.lastLogin).toBeTruthy();
    await agent.get('/api/auth/me').expect(200);
  });

  it('answers 401 with one message for a wrong password and for an unknown e-mail', async () => {
    const user = await buildUser(t.db);
    const wrong = (await post('/api/auth/login', { email: user.email, password: 'wrong-password' })).response;
    const unknown = (
      await post('/api/auth/login', { email: uniqueEmail('nobody'), password: 'whatever-123' })
    ).response;
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual({
        success: false,
        error: 'unauthorized',
        message: 'Invalid email or password.',
      });
    }
  });

  it('does not let a deactivated user sign in', async () => {
    const user = await buildUser(t.db, { isActive: false });
    const { agent, response } = await post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    expect(response.status).toBe(403);
    expect(response.body.message).toBe('This account has been deactivated. Please contact the agency.');
    await agent.get('/api/auth/me').expect(401);
  });

  it('signs out a session whose user was deactivated since', async () => {
    const user = await buildUser(t.db);
    const agent = t.agent();
    await signInAs(agent, user.email);
    await t.db('users').where({ id: user.id }).update({ isActive: false });
    await agent.get('/api/auth/me').expect(401);
  });

  it.each([
    [{ email: 'nope', password: 'long-enough-1' }, 'email', 'Invalid email address'],
    [{ email: 'a@example.com', password: 'short' }, 'password', 'Password must be at least 8 characters'],
  ])('answers 400 with the message for %j', async (body, field, message) => {
    const { response } = await post('/api/auth/login', body);
    expect(response.status).toBe(400);
    expect(response.body.fields[field]).toBe(message);
  });

  it('slows a wrong party after 5 failures with a growing wait (1 s, 2 s, 4 s ...), without checking the password', async () => {
    const user = await buildUser(t.db);
    const agent = t.agent();
    const token = await csrfToken(agent);
    const delay = authLimits(t.db, t.config).loginDelayPerPair;
    let now = Date.now();
    delay.clock = () => now;
    try {
      const attempt = (password: string) =>
        agent.post('/api/auth/login').set('X-CSRF-Token', token).send({ email: user.email, password });
      for (let failure = 0; failure < 5; failure++)
        expect((await attempt('not-the-password')).status).toBe(401);
      const waits: number[] = [];
      for (let round = 0; round < 4; round++) {
        const slowed = await attempt(TEST_PASSWORD);
        expect(slowed.status).toBe(429);
        expect(slowed.body.error).toBe('rate_limited');
        const wait = Number(slowed.headers['retry-after']);
        expect(slowed.body.message).toBe(
          `Too many failed sign-in attempts for this account. Please try again in ${wait} second${wait === 1 ? '' : 's'}.`,
        );
        waits.push(wait);
        // Once the wait is over, one more guess is checked (and fails).
        now += wait * 1000;
        expect((await attempt('still-not-it')).status).toBe(401);
      }
      expect(waits).toEqual([1, 2, 4, 8]);
      await agent.get('/api/auth/me').expect(401);
    } finally {
      delay.clock = Date.now;
    }
  });

  it('caps the wait at 15 minutes', async () => {
    const delay = authLimits(t.db, t.config).loginDelayPerPair;
    let now = Date.now();
    delay.clock = () => now;
    try {
      const waits: number[] = [];
      for (let attempt = 0; attempt < 30; attempt++) {
        try {
          await delay.attempt('cap-test|one-address', 5);
        } catch (refused) {
          const wait = Number((refused as { headers?: Record<string, string> }).headers?.['Retry-After']);
          waits.push(wait);
          now += wait * 1000;
        }
      }
      expect(waits.slice(0, 4)).toEqual([1, 2, 4, 8]);
      expect(Math.max(...waits)).toBe(900);
    } finally {
      delay.clock = Date.now;
    }
  });
});

describe('sign-in attempts from one network', () => {
  it('are limited to 30 failures in 15 minutes whatever the e-mails', async () => {
    const server = await getTestServer();
    try {
      const agent = server.agent();
      const token = await csrfToken(agent);
      for (let attempt = 0; attempt < 30; attempt++) {
        await agent
          .post('/api/auth/login')
          .set('X-CSRF-Token', token)
          .send({ email: uniqueEmail('guess'), password: 'guessing-123' })
          .expect(401);
      }
      const blocked = await agent
        .post('/api/auth/login')
        .set('X-CSRF-Token', token)
        .send({ email: uniqueEmail('guess'), password: 'guessing-123' });
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toMatch(/^Too many failed sign-in attempts from your network\./);
      expect(blocked.headers['retry-after']).toBeTruthy();
    } finally {
      await server.close();
    }
  });
});

describe('sign-in attempts arriving at once', () => {
  let burst: TestServer;
  let addresses = 0;
  beforeAll(async () => {
    // Trusting X-Forwarded-For gives each test its own network, so no test spends another's allowance.
    burst = await getTestServer({ env: { TRUST_PROXY: 'true' } });
    // The waits after the free attempts are measured by the delay's clock: stopped, a burst
    // (or a series) spread over seconds on a busy machine is still one instant, as it is meant.
    const stopped = Date.now();
    authLimits(burst.db, burst.config).loginDelayPerPair.clock = () => stopped;
  });
  afterAll(async () => {
    await burst?.close();
  });

  /** A browser with its session and CSRF token, on the network `ip`. */
  async function browserOn(ip: string) {
    const agent = burst.agent();
    const token = await csrfToken(agent);
    return {
      agent,
      signIn: (email: string, password: string) =>
        agent
          .post('/api/auth/login')
          .set('X-CSRF-Token', token)
          .set('X-Forwarded-For', ip)
          .send({ email, password }),
    };
  }

  const newNetwork = () => `198.51.100.${++addresses}`;
  const statuses = (responses: { status: number }[]) => responses.map((response) => response.status);

  it('checks no more than 5 passwords of one account however many guesses arrive together', async () => {
    const user = await buildUser(burst.db);
    const attacker = await browserOn(newNetwork());
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, guess) => attacker.signIn(user.email, `wrong-guess-${guess}`)),
    );
    expect(statuses(answers).filter((status) => status === 401)).toHaveLength(5);
    expect(statuses(answers).filter((status) => status === 429)).toHaveLength(20);

    // The owner, from their own address, is not kept out by the attacker's guesses.
    const owner = await browserOn(newNetwork());
    expect((await owner.signIn(user.email, TEST_PASSWORD)).status).toBe(200);
    await owner.agent.get('/api/auth/me').expect(200);
  });

  it('does not let the right password in among parallel guesses once the allowance is spent (parallel brute force)', async () => {
    const user = await buildUser(burst.db);
    const network = newNetwork();
    const attacker = await browserOn(network);
    const lucky = await browserOn(network);
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, (_, guess) => attacker.signIn(user.email, `wrong-guess-${guess}`)),
      lucky.signIn(user.email, TEST_PASSWORD),
    ]);
    const right = answers.pop()!;
    const checkedWrong = statuses(answers).filter((status) => status !== 429);
    expect(checkedWrong.length).toBeLessThanOrEqual(5);
    expect(checkedWrong.every((status) => status === 401)).toBe(true);
    // The right password either came within the allowance, or it was refused unread.
    expect([200, 429]).toContain(right.status);
    if (right.status === 429) await lucky.agent.get('/api/auth/me').expect(401);

    // The attacker's address stays slowed; the owner from elsewhere signs in.
    const again = await attacker.signIn(user.email, 'wrong-guess-again');
    if (right.status !== 200) {
      expect(again.status).toBe(429);
      expect(again.body.message).toMatch(/^Too many failed sign-in attempts for this account\./);
    }
    const owner = await browserOn(newNetwork());
    expect((await owner.signIn(user.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('checks no more than 30 passwords from one network however many arrive together', async () => {
    const network = newNetwork();
    const guesser = await browserOn(network);
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => guesser.signIn(uniqueEmail('guess'), 'guessing-123')),
    );
    expect(statuses(answers).filter((status) => status === 401)).toHaveLength(30);
    expect(statuses(answers).filter((status) => status === 429)).toHaveLength(10);
    const blocked = await guesser.signIn(uniqueEmail('guess'), 'guessing-123');
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Too many failed sign-in attempts from your network\./);
  });

  it('holds the 30 from one network however the client fills in X-Forwarded-For before the proxy', async () => {
    const network = newNetwork();
    const { agent } = await browserOn(network);
    const token = await csrfToken(agent);
    const statusesSeen: number[] = [];
    for (let guess = 0; guess < 32; guess++) {
      const answer = await agent
        .post('/api/auth/login')
        .set('X-CSRF-Token', token)
        .set('X-Forwarded-For', `10.66.${guess}.1, ${network}`)
        .send({ email: uniqueEmail('guess'), password: 'guessing-123' });
      statusesSeen.push(answer.status);
    }
    expect(statusesSeen.filter((status) => status === 401)).toHaveLength(30);
    expect(statusesSeen.slice(30)).toEqual([429, 429]);
  });

  it('gives each address one free try once an e-mail is guessed at from very many, and still lets the owner in', async () => {
    const user = await buildUser(burst.db);
    const limits = authLimits(burst.db, burst.config);
    // As if 100 failures had come from elsewhere in the last minutes.
    for (let failure = 0; failure < 100; failure++) await limits.loginFailuresPerEmail.tally(user.email);
    const guesser = await browserOn(newNetwork());
    expect((await guesser.signIn(user.email, 'wrong-guess-1')).status).toBe(401);
    const slowed = await guesser.signIn(user.email, 'wrong-guess-2');
    expect(slowed.status).toBe(429);
    expect(slowed.headers['retry-after']).toBe('1');
    const owner = await browserOn(newNetwork());
    expect((await owner.signIn(user.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('counts failures only: right passwords leave the allowance as it was', async () => {
    const user = await buildUser(burst.db);
    const network = newNetwork();
    for (let visit = 0; visit < 8; visit++) {
      expect((await (await browserOn(network)).signIn(user.email, TEST_PASSWORD)).status).toBe(200);
    }
    const typist = await browserOn(network);
    for (let typo = 0; typo < 5; typo++) {
      expect((await typist.signIn(user.email, 'not-the-password')).status).toBe(401);
    }
    expect((await typist.signIn(user.email, TEST_PASSWORD)).status).toBe(429);
  });

  it('does not spend the network’s allowance on a locked account', async () => {
    const user = await buildUser(burst.db);
    const network = newNetwork();
    const guesser = await browserOn(network);
    for (let guess = 0; guess < 5; guess++) {
      expect((await guesser.signIn(user.email, `wrong-guess-${guess}`)).status).toBe(401);
    }
    const knocks = await Promise.all(
      Array.from({ length: 30 }, () => guesser.signIn(user.email, 'still-guessing')),
    );
    expect(statuses(knocks).every((status) => status === 429)).toBe(true);
    const colleague = await buildUser(burst.db);
    expect((await (await browserOn(network)).signIn(colleague.email, TEST_PASSWORD)).status).toBe(200);
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session and removes it from the sessions table', async () => {
    const user = await buildUser(t.db);
    const agent = t.agent();
    const token = await signInAs(agent, user.email);
    const sessionsBefore = await t.db('sessions').whereRaw("sess->>'userId' = ?", [user.id]);
    expect(sessionsBefore).toHaveLength(1);
    await agent.post('/api/auth/logout').set('X-CSRF-Token', token).send({}).expect(200);
    await agent.get('/api/auth/me').expect(401);
    expect(await t.db('sessions').whereRaw("sess->>'userId' = ?", [user.id])).toHaveLength(0);
  });
});

describe('POST /api/auth/promote-to-agent', () => {
  it('upgrades a client to an unapproved agent', async () => {
    const user = await buildUser(t.db);
    const agent = t.agent();
    const token = await signInAs(agent, user.email);
    const response = await agent
      .post('/api/auth/promote-to-agent')
      .set('X-CSRF-Token', token)
      .send()
      .expect(200);
    expect(response.body).toMatchObject({
      success: true,
      message: 'You now have agent access!',
      user: { role: 'agent' },
    });
    expect((await rowOf(t.db('users').where({ id: user.id }).first())).role).toBe('agent');
    expect((await rowOf(t.db('agents').where({ userId: user.id }).first())).isApproved).toBe(false);
    const me = await agent.get('/api/auth/me').expect(200);
    expect(me.body).toMatchObject({ role: 'agent', agentApproved: false });
  });

  it('tells staff whether an admin approved them (they may send mail only then), and clients nothing', async () => {
    const me = async (user: { email: string }) => {
      const agent = t.agent();
      await signInAs(agent, user.email);
      return (await agent.get('/api/auth/me').expect(200)).body as Record<string, unknown>;
    };
    expect(await me(await buildUser(t.db, { role: 'agent' }))).toMatchObject({ agentApproved: false });
    expect(await me(await buildUser(t.db, { role: 'agent', approved: true }))).toMatchObject({
      agentApproved: true,
    });
    expect(await me(await buildUser(t.db, { role: 'admin' }))).toMatchObject({ agentApproved: true });
    expect(await me(await buildUser(t.db, { role: 'client' }))).not.toHaveProperty('agentApproved');
  });

  it('leaves an agent as it is', async () => {
    const user = await buildUser(t.db, { role: 'agent' });
    const agent = t.agent();
    const token = await signInAs(agent, user.email);
    const response = await agent
      .post('/api/auth/promote-to-agent')
      .set('X-CSRF-Token', token)
      .send()
      .expect(200);
    expect(response.body.message).toBe('You already have agent access.');
  });

  it('asks an anonymous caller to sign in', async () => {
    const { response } = await post('/api/auth/promote-to-agent', {});
    expect(response.status).toBe(401);
  });
});

describe('missing fields', () => {
  it('answer with each field’s own message rather than a generic one', async () => {
    const { response } = await post('/api/auth/register', {});
    expect(response.status).toBe(400);
    expect(response.body.fields).toMatchObject({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Invalid email address',
      password: 'Password must be at least 8 characters',
    });
  });
});
