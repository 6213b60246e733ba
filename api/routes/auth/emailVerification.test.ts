import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@contract/auth.ts';
import { brand } from '@contract/brand.ts';
import { insertVersioned } from '@db/versioning.ts';
import { itinerariesVisibleTo } from '../../policies/itineraries.ts';
import {
  LocalMailProvider,
  mailSettled,
  readLocalMail,
  setMailProvider,
  type MailProvider,
} from '../../providers/mail/index.ts';
import { findSessionUser } from '../../queries/users.ts';
import { buildClient, buildUser, signInAs, uniqueEmail } from '../../test/factories.ts';
import { csrfToken, getTestServer, type TestServer } from '../../test/server.ts';
import { runOutMailRetries } from '../../test/mail.ts';
import { rowOf } from '../../test/rows.ts';

const REGISTER = '/api/auth/register';
const VERIFY = '/api/auth/verify-email';
const RESEND = '/api/auth/resend-verification';
const PASSWORD = 'sunny-castries-2026';

let t: TestServer;
beforeAll(async () => {
  // Trusting X-Forwarded-For lets each browser speak from its own address, so the per-address
  // registration limit of one test never spills into another.
  t = await getTestServer({ env: { TRUST_PROXY: 'true' } });
});
afterAll(async () => {
  if (t) await mailSettled(t.app);
  await t?.close();
});

let addressCounter = 0;

/** A browser with its session and CSRF token, speaking from its own IP address. */
async function browser() {
  const ip = `192.0.2.${++addressCounter}`;
  const agent = t.agent();
  let token = await csrfToken(agent);
  return {
    agent,
    post: (path: string, body: object = {}) =>
      agent.post(path).set('X-CSRF-Token', token).set('X-Forwarded-For', ip).send(body),
    /** Signing in rotates the session and its token. */
    async refreshToken() {
      token = await csrfToken(agent);
    },
  };
}

/** Registers a client through the API; the browser stays signed in as them. */
async function register(email = uniqueEmail('new'), role: 'client' | 'agent' = 'client') {
  const page = await browser();
  const response = await page
    .post(REGISTER, {
      firstName: 'Ana',
      lastName: 'Joseph',
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      role,
    })
    .expect(201);
  await page.refreshToken();
  return { page, email, userId: response.body.user.id as string };
}

async function mailTo(email: string) {
  await mailSettled(t.app);
  return (await readLocalMail(t.config.dataDir)).filter((mail) => mail.to === email);
}

function tokenIn(text: string): string {
  const match = /\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`no verification link in:\n${text}`);
  return match[1];
}

/** The token of the newest verification e-mail to the address. */
async function latestToken(email: string): Promise<string> {
  const [latest] = await mailTo(email);
  return tokenIn(latest.text);
}

async function userRow(id: string) {
  return rowOf(t.db('users').where({ id }).first());
}

async function tokensOf(userId: string) {
  return (await t.db('emailVerificationTokens').where({ userId }).orderBy('createdAt')) as {
    id: string;
    token: string;
    expiresAt: Date;
    usedAt: Date | null;
  }[];
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

const invalidAnswer = {
  success: false,
  error: 'validation_failed',
  message: authMessages.verificationInvalid,
  fields: { token: authMessages.verificationInvalid },
};

function restoreLocalMail() {
  setMailProvider(
    t.app,
    new LocalMailProvider({ dataDir: t.config.dataDir, from: t.config.mail.from, logger: t.app.context.log }),
  );
}

describe('the verification e-mail of a registration', () => {
  it('carries a branded 24-hour link whose token is stored only as a hash', async () => {
    const startedAt = Date.now();
    const { email, userId } = await register();
    const mails = await mailTo(email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.subject).toBe(`Verify your email address for ${brand.name}`);
    expect(mail.text).toContain('Hello Ana,');
    expect(mail.text).toContain('expires in 24 hours');
    expect(mail.text).toContain('If you did not create this account, do not verify it');
    expect(mail.html).toContain(`href="${t.config.appUrl}/verify-email?token=`);

    const token = tokenIn(mail.text);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const [row] = await tokensOf(userId);
    expect(row.token).toBe(sha256(token));
    expect(row.usedAt).toBeNull();
    const expiresIn = new Date(row.expiresAt).getTime() - startedAt;
    expect(expiresIn).toBeGreaterThan(23.9 * 60 * 60 * 1000);
    expect(expiresIn).toBeLessThanOrEqual(24.1 * 60 * 60 * 1000);
  });

  it('still registers when the e-mail cannot be sent, and leaves no usable token', async () => {
    const failing: MailProvider = {
      send: async () => {
        throw new Error('SMTP delivery failed: connect ECONNREFUSED 127.0.0.1:25');
      },
    };
    setMailProvider(t.app, failing);
    try {
      const { userId } = await register();
      await mailSettled(t.app);
      expect(await tokensOf(userId)).toHaveLength(1);
      await runOutMailRetries(t.app, t.mailClock);
      expect(await tokensOf(userId)).toEqual([]);
      expect((await userRow(userId)).emailVerifiedAt).toBeNull();
    } finally {
      restoreLocalMail();
    }
  });
});

describe('POST /api/auth/verify-email', () => {
  it('marks the address verified, uses up the link and shows it on /api/auth/me', async () => {
    const { page, email, userId } = await register();
    const token = await latestToken(email);

    const response = await (await browser()).post(VERIFY, { token }).expect(200);
    expect(response.body).toEqual({ success: true, message: authMessages.emailVerified });
    expect(response.headers['cache-control']).toBe('no-store');

    expect((await userRow(userId)).emailVerifiedAt).toBeInstanceOf(Date);
    const [row] = await tokensOf(userId);
    expect(row.usedAt).not.toBeNull();
    const me = await page.agent.get('/api/auth/me').expect(200);
    expect(me.body.emailVerified).toBe(true);
    // A client account gets its clients row now that the address is the registrant's.
    expect(await t.db('clients').where({ userId })).toHaveLength(1);
  });

  it('does not attach an existing client’s itineraries to whoever registers the address until it is verified', async () => {
    const email = uniqueEmail('known-client');
    const client = await buildClient(t.db, { email, firstName: 'Known', lastName: 'Client' });
    await t.db.transaction((trx) =>
      insertVersioned(trx, 'itineraries', { clientId: client.id, title: 'Honeymoon in Soufriere' }),
    );

    const { email: registered, userId } = await register(email.toUpperCase());
    expect(registered.toLowerCase()).toBe(email);
    const account = (await findSessionUser(t.db, { id: userId }))!;
    expect(
      (
        await rowOf(
          t
            .db('clients')
            .where({ id: String(client.id) })
            .first(),
        )
      ).userId,
    ).toBeNull();
    expect(await itinerariesVisibleTo(t.db, account).select('itineraries.title')).toEqual([]);

    await (await browser()).post(VERIFY, { token: await latestToken(email) }).expect(200);

    const clients = await t.db('clients').where({ email });
    expect(clients).toHaveLength(1);
    expect(clients[0].userId).toBe(userId);
    expect(await itinerariesVisibleTo(t.db, account).select('itineraries.title')).toEqual([
      { title: 'Honeymoon in Soufriere' },
    ]);
  });

  it('gives an agent account no clients row when its address is verified', async () => {
    const { email, userId } = await register(uniqueEmail('agent'), 'agent');
    await (await browser()).post(VERIFY, { token: await latestToken(email) }).expect(200);
    expect((await userRow(userId)).emailVerifiedAt).toBeInstanceOf(Date);
    expect(await t.db('clients').where({ userId })).toEqual([]);
  });

  it('refuses a link the second time', async () => {
    const { email } = await register();
    const token = await latestToken(email);
    const page = await browser();
    await page.post(VERIFY, { token }).expect(200);
    const again = await page.post(VERIFY, { token }).expect(400);
    expect(again.body).toEqual(invalidAnswer);
  });

  it('refuses an expired link and changes nothing', async () => {
    const { email, userId } = await register();
    const token = await latestToken(email);
    await t
      .db('emailVerificationTokens')
      .where({ userId })
      .update({ expiresAt: new Date(Date.now() - 1000) });
    const response = await (await browser()).post(VERIFY, { token }).expect(400);
    expect(response.body).toEqual(invalidAnswer);
    expect((await userRow(userId)).emailVerifiedAt).toBeNull();
    expect((await tokensOf(userId))[0].usedAt).toBeNull();
    expect(await t.db('clients').where({ userId })).toEqual([]);
  });

  it('refuses a token that was never issued, and the stored hash itself, changing nothing', async () => {
    const { userId } = await register();
    await mailSettled(t.app);
    const [row] = await tokensOf(userId);
    const page = await browser();
    for (const token of ['made-up-token', row.token]) {
      const response = await page.post(VERIFY, { token }).expect(400);
      expect(response.body).toEqual(invalidAnswer);
    }
    expect((await userRow(userId)).emailVerifiedAt).toBeNull();
  });

  it('refuses the link of an account deactivated since, and changes nothing', async () => {
    const { email, userId } = await register();
    const token = await latestToken(email);
    await t.db('users').where({ id: userId }).update({ isActive: false });
    const response = await (await browser()).post(VERIFY, { token }).expect(400);
    expect(response.body).toEqual(invalidAnswer);
    expect((await userRow(userId)).emailVerifiedAt).toBeNull();
  });

  it('answers 400 with the field message when the token is missing or blank', async () => {
    const page = await browser();
    for (const body of [{}, { token: '   ' }, { token: 42 }]) {
      const response = await page.post(VERIFY, body).expect(400);
      expect(response.body).toEqual({
        success: false,
        error: 'validation_failed',
        message: 'Verification token is required',
        fields: { token: 'Verification token is required' },
      });
    }
  });

  it('changes nothing when the link itself is fetched, as mail scanners do', async () => {
    const { email, userId } = await register();
    const token = await latestToken(email);
    const scanner = t.agent();
    const api = await scanner.get(`${VERIFY}?token=${token}`);
    expect(api.status).toBeGreaterThanOrEqual(400);
    const page = await scanner.get(`/verify-email?token=${token}`).expect(200);
    expect(page.text).toContain('<div id="root">');
    expect((await userRow(userId)).emailVerifiedAt).toBeNull();
    expect((await tokensOf(userId))[0].usedAt).toBeNull();
  });

  it('refuses a verification without the CSRF token with 403 and changes nothing', async () => {
    const { email, userId } = await register();
    const token = await latestToken(email);
    const agent = t.agent();
    await csrfToken(agent);
    const response = await agent.post(VERIFY).send({ token }).expect(403);
    expect(response.body.error).toBe('csrf_invalid');
    expect((await userRow(userId)).emailVerifiedAt).toBeNull();
  });
});

describe('POST /api/auth/resend-verification', () => {
  it('mails a new link and withdraws the earlier one', async () => {
    const { page, email, userId } = await register();
    const first = await latestToken(email);
    const response = await page.post(RESEND).expect(200);
    expect(response.body).toEqual({ success: true, message: authMessages.verificationSent(email) });
    const mails = await mailTo(email);
    expect(mails).toHaveLength(2);
    const second = tokenIn(mails[0].text);
    expect(second).not.toBe(first);
    expect((await tokensOf(userId)).map((row) => row.token)).toEqual([sha256(second)]);

    const other = await browser();
    expect((await other.post(VERIFY, { token: first })).body).toEqual(invalidAnswer);
    await other.post(VERIFY, { token: second }).expect(200);
  });

  it('answers 409 to an account whose address is verified already, and sends nothing', async () => {
    const user = await buildUser(t.db);
    const agent = t.agent();
    const token = await signInAs(agent, user.email);
    const response = await agent.post(RESEND).set('X-CSRF-Token', token).send({}).expect(409);
    expect(response.body).toEqual({
      success: false,
      error: 'conflict',
      message: authMessages.alreadyVerified,
    });
    expect(await mailTo(user.email)).toEqual([]);
  });

  it('asks an anonymous caller to sign in', async () => {
    const response = await (await browser()).post(RESEND).expect(401);
    expect(response.body.error).toBe('unauthorized');
  });

  it('sends at most 5 links an hour to one account, however many requests arrive together', async () => {
    const { page, email } = await register();
    await mailSettled(t.app);
    const answers = await Promise.all(Array.from({ length: 12 }, () => page.post(RESEND)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
    const refused = answers.find((answer) => answer.status === 429)!;
    expect(refused.body.message).toMatch(/^Too many verification e-mails for this account\./);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    // The registration's e-mail and the five resent ones.
    expect(await mailTo(email)).toHaveLength(6);
  });
});
