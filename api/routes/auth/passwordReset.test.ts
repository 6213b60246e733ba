import fs from 'node:fs';
import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@contract/auth.ts';
import { brand } from '@contract/brand.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import {
  LocalMailProvider,
  localMailDir,
  mailSettled,
  readLocalMail,
  setMailProvider,
  type MailMessage,
  type MailProvider,
} from '../../providers/mail/index.ts';
import { getTestServer, csrfToken, type TestServer } from '../../test/server.ts';
import { runOutMailRetries } from '../../test/mail.ts';
import { rowOf } from '../../test/rows.ts';

const REQUEST = '/api/auth/password-reset-request';
const RESET = '/api/auth/password-reset';
const OLD_PASSWORD = 'old-password-123';

let t: TestServer;
beforeAll(async () => {
  // Trusting X-Forwarded-For lets each test speak from its own address, so the per-IP limit
  // of one test never spills into another.
  t = await getTestServer({ env: { TRUST_PROXY: 'true' } });
});
afterAll(async () => {
  if (t) await mailSettled(t.app);
  await t?.close();
});

let oldPasswordHash: Promise<string> | undefined;

/** An account as registration makes it (password hashed with argon2id). */
async function createUser(overrides: { firstName?: string | null; isActive?: boolean } = {}) {
  const [user] = await t
    .db('users')
    .insert({
      email: `reset-${randomUUID().slice(0, 8)}@example.com`,
      firstName: 'Ann',
      lastName: 'Walker',
      role: 'client',
      passwordHash: await (oldPasswordHash ??= hashPassword(OLD_PASSWORD)),
      ...overrides,
    })
    .returning(['id', 'email', 'firstName', 'isActive']);
  return user as { id: string; email: string; firstName: string | null; isActive: boolean };
}

let addressCounter = 0;

/** A browser with its session and CSRF token, speaking from its own IP address. */
async function browser(ip = `203.0.113.${++addressCounter}`) {
  const agent = t.agent();
  const token = await csrfToken(agent);
  return {
    agent,
    token,
    post: (path: string, body: object) =>
      agent.post(path).set('X-CSRF-Token', token).set('X-Forwarded-For', ip).send(body),
  };
}

/** The local mail folder once every background send has finished. */
async function mailTo(email: string) {
  await mailSettled(t.app);
  return (await readLocalMail(t.config.dataDir)).filter((mail) => mail.to === email);
}

function tokenFrom(text: string): string {
  const match = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`no reset link in:\n${text}`);
  return match[1];
}

/** Requests a reset for the e-mail and returns the token of the e-mail it produced. */
async function issueToken(email: string): Promise<string> {
  await (await browser()).post(REQUEST, { email }).expect(200);
  const [latest] = await mailTo(email);
  return tokenFrom(latest.text);
}

async function passwordHashOf(userId: string): Promise<string> {
  const row = await rowOf(t.db('users').where({ id: userId }).first());
  return row.passwordHash as string;
}

async function tokensOf(userId: string) {
  return (await t.db('passwordResetTokens').where({ userId }).orderBy('createdAt')) as {
    id: string;
    token: string;
    expiresAt: Date;
    usedAt: Date | null;
  }[];
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

const requestedAnswer = { success: true, message: authMessages.resetRequested };
const invalidAnswer = {
  success: false,
  error: 'validation_failed',
  message: authMessages.resetInvalid,
  fields: { token: authMessages.resetInvalid },
};

describe('POST /api/auth/password-reset-request', () => {
  it('e-mails an active user a branded one-hour link and stores only the hash of its token', async () => {
    const user = await createUser({ firstName: 'Ann' });
    const startedAt = Date.now();
    const response = await (
      await browser()
    )
      .post(REQUEST, { email: `  ${user.email.toUpperCase()} ` })
      .expect(200);
    expect(response.body).toEqual(requestedAnswer);
    expect(response.headers['cache-control']).toBe('no-store');

    const mails = await mailTo(user.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(fs.existsSync(mail.file)).toBe(true);
    expect(mail.file.startsWith(`${localMailDir(t.config.dataDir)}/`)).toBe(true);
    expect(mail.subject).toContain(brand.name);
    expect(mail.text).toContain('Hello Ann,');
    expect(mail.text).toContain(`${t.config.appUrl}/reset-password?token=`);
    expect(mail.text).toContain('expires in 1 hour');
    expect(mail.text).toContain('If you did not ask to reset your password');
    expect(mail.html).toContain(`href="${t.config.appUrl}/reset-password?token=`);

    const token = tokenFrom(mail.text);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const [row] = await tokensOf(user.id);
    expect(row.token).toBe(sha256(token));
    expect(row.token).not.toContain(token);
    expect(row.usedAt).toBeNull();
    const expiresIn = new Date(row.expiresAt).getTime() - startedAt;
    expect(expiresIn).toBeGreaterThan(59 * 60 * 1000);
    expect(expiresIn).toBeLessThanOrEqual(61 * 60 * 1000);
  });

  it('greets without a name when the account has none', async () => {
    const user = await createUser({ firstName: null });
    await (await browser()).post(REQUEST, { email: user.email }).expect(200);
    const [mail] = await mailTo(user.email);
    expect(mail.text.startsWith('Hello,\n')).toBe(true);
  });

  it('answers an unknown e-mail exactly the same, and sends nothing', async () => {
    const email = `nobody-${randomUUID().slice(0, 8)}@example.com`;
    const response = await (await browser()).post(REQUEST, { email }).expect(200);
    expect(response.body).toEqual(requestedAnswer);
    expect(await mailTo(email)).toEqual([]);
    expect(await t.db('outgoingMail').where({ to: email })).toEqual([]);
  });

  it('answers a deactivated account exactly the same, and sends nothing', async () => {
    const user = await createUser({ isActive: false });
    const response = await (await browser()).post(REQUEST, { email: user.email }).expect(200);
    expect(response.body).toEqual(requestedAnswer);
    expect(await mailTo(user.email)).toEqual([]);
    expect(await tokensOf(user.id)).toEqual([]);
  });

  it('withdraws the earlier unused link when a new one is issued', async () => {
    const user = await createUser();
    const first = await issueToken(user.email);
    const second = await issueToken(user.email);
    expect(second).not.toBe(first);
    const rows = await tokensOf(user.id);
    expect(rows.map((row) => row.token)).toEqual([sha256(second)]);

    const page = await browser();
    const password = 'brand-new-password';
    await page.post(RESET, { token: first, password, confirmPassword: password }).expect(400);
    await page.post(RESET, { token: second, password, confirmPassword: password }).expect(200);
  });

  it('answers 400 with the field message for an invalid or missing e-mail', async () => {
    const page = await browser();
    for (const body of [{ email: 'not-an-email' }, {}]) {
      const response = await page.post(REQUEST, body).expect(400);
      expect(response.body).toEqual({
        success: false,
        error: 'validation_failed',
        message: 'Invalid email address',
        fields: { email: 'Invalid email address' },
      });
    }
  });

  it('does not wait for the e-mail to leave before answering', async () => {
    const user = await createUser();
    let release!: () => void;
    let started!: () => void;
    const sending = new Promise<void>((resolve) => (started = resolve));
    const sent: MailMessage[] = [];
    const slow: MailProvider = {
      async send(message) {
        started();
        await new Promise<void>((resolve) => (release = resolve));
        sent.push(message);
        return { messageId: '<slow@test>' };
      },
    };
    setMailProvider(t.app, slow);
    try {
      const response = await (await browser()).post(REQUEST, { email: user.email }).expect(200);
      expect(response.body).toEqual(requestedAnswer);
      // Answered while the provider still holds the message.
      await sending;
      expect(sent).toEqual([]);
      release();
      await mailSettled(t.app);
      expect(sent.map((message) => message.to)).toEqual([user.email]);
      expect(await tokensOf(user.id)).toHaveLength(1);
    } finally {
      restoreLocalMail();
    }
  });

  it('answers the same when the e-mail cannot be sent, and leaves no usable token', async () => {
    const user = await createUser();
    const failing: MailProvider = {
      send: async () => {
        throw new Error('SMTP delivery failed: connect ECONNREFUSED 127.0.0.1:25');
      },
    };
    setMailProvider(t.app, failing);
    try {
      const response = await (await browser()).post(REQUEST, { email: user.email }).expect(200);
      expect(response.body).toEqual(requestedAnswer);
      await mailSettled(t.app);
      // Tried again later: the link may still arrive, so it stays usable until the last try.
      expect(await tokensOf(user.id)).toHaveLength(1);
      await runOutMailRetries(t.app, t.mailClock);
      expect(await tokensOf(user.id)).toEqual([]);
    } finally {
      restoreLocalMail();
    }
  });

  it('answers 429 with Retry-After to the sixth request for one e-mail in 15 minutes, and mails nothing for it', async () => {
    const user = await createUser();
    // From different addresses: the per-e-mail count is what stops these.
    for (let attempt = 1; attempt <= 5; attempt++) {
      await (await browser()).post(REQUEST, { email: user.email }).expect(200);
    }
    expect(await mailTo(user.email)).toHaveLength(5);
    const [latest] = await tokensOf(user.id);

    const response = await (await browser()).post(REQUEST, { email: user.email.toUpperCase() }).expect(429);
    expect(response.body).toEqual({
      success: false,
      error: 'rate_limited',
      message: 'Too many password reset requests. Please try again in 15 minutes.',
    });
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    expect(await mailTo(user.email)).toHaveLength(5);
    expect(await tokensOf(user.id)).toEqual([latest]);
  });

  it('mails at most 5 links for one e-mail however many requests arrive together', async () => {
    const user = await createUser();
    const browsers = await Promise.all(Array.from({ length: 12 }, () => browser()));
    const answers = await Promise.all(browsers.map((page) => page.post(REQUEST, { email: user.email })));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
    expect(await mailTo(user.email)).toHaveLength(5);
  });

  it('answers 429 to the 31st request from one address in 15 minutes, counted before any work', async () => {
    const page = await browser();
    for (let attempt = 1; attempt <= 30; attempt++) {
      await page.post(REQUEST, { email: `someone-${attempt}@example.com` }).expect(200);
    }
    const user = await createUser();
    const response = await page.post(REQUEST, { email: user.email }).expect(429);
    expect(response.body.error).toBe('rate_limited');
    expect(response.body.message).toMatch(/^Too many password reset requests\./);
    expect(response.headers['retry-after']).toMatch(/^\d+$/);
    expect(await mailTo(user.email)).toEqual([]);
    // Even an invalid body is refused once the address has used its allowance.
    await page.post(REQUEST, { email: 'not-an-email' }).expect(429);
  });

  it('refuses a request without the CSRF token with 403', async () => {
    const user = await createUser();
    const agent = t.agent();
    await csrfToken(agent);
    const response = await agent.post(REQUEST).send({ email: user.email }).expect(403);
    expect(response.body.error).toBe('csrf_invalid');
    expect(await mailTo(user.email)).toEqual([]);
    expect(await tokensOf(user.id)).toEqual([]);
  });
});

describe('POST /api/auth/password-reset', () => {
  it('sets the new password, uses up the token and answers the success message', async () => {
    const user = await createUser();
    const token = await issueToken(user.email);
    const password = 'a-new-password-456';
    const response = await (
      await browser()
    )
      .post(RESET, { token, password, confirmPassword: password })
      .expect(200);
    expect(response.body).toEqual({ success: true, message: authMessages.resetDone });

    const hash = await passwordHashOf(user.id);
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(hash, password)).toBe(true);
    expect(await verifyPassword(hash, OLD_PASSWORD)).toBe(false);
    const [row] = await tokensOf(user.id);
    expect(row.usedAt).not.toBeNull();
  });

  it('counts the address as verified: the link came by e-mail', async () => {
    const user = await createUser();
    const token = await issueToken(user.email);
    await (
      await browser()
    )
      .post(RESET, { token, password: 'proved-my-address', confirmPassword: 'proved-my-address' })
      .expect(200);
    const row = await rowOf(t.db('users').where({ id: user.id }).first());
    expect(row.emailVerifiedAt).toBeInstanceOf(Date);
    expect(await t.db('clients').where({ userId: user.id })).toHaveLength(1);
  });

  it('refuses a token the second time, and the second new password does not work', async () => {
    const user = await createUser();
    const token = await issueToken(user.email);
    const page = await browser();
    await page
      .post(RESET, { token, password: 'first-new-password', confirmPassword: 'first-new-password' })
      .expect(200);
    const hashAfterFirst = await passwordHashOf(user.id);

    const again = await page
      .post(RESET, { token, password: 'second-new-password', confirmPassword: 'second-new-password' })
      .expect(400);
    expect(again.body).toEqual(invalidAnswer);
    const hash = await passwordHashOf(user.id);
    expect(hash).toBe(hashAfterFirst);
    expect(await verifyPassword(hash, 'second-new-password')).toBe(false);
    expect(await verifyPassword(hash, 'first-new-password')).toBe(true);
  });

  it('refuses an expired token and changes nothing', async () => {
    const user = await createUser();
    const token = await issueToken(user.email);
    await t
      .db('passwordResetTokens')
      .where({ userId: user.id })
      .update({ expiresAt: new Date(Date.now() - 1000) });
    const response = await (
      await browser()
    )
      .post(RESET, { token, password: 'too-late-password', confirmPassword: 'too-late-password' })
      .expect(400);
    expect(response.body).toEqual(invalidAnswer);
    expect(await verifyPassword(await passwordHashOf(user.id), OLD_PASSWORD)).toBe(true);
    const [row] = await tokensOf(user.id);
    expect(row.usedAt).toBeNull();
  });

  it('refuses a token that was never issued, and the stored hash itself', async () => {
    const user = await createUser();
    await issueToken(user.email);
    const [row] = await tokensOf(user.id);
    const page = await browser();
    for (const token of ['made-up-token', row.token]) {
      const response = await page
        .post(RESET, { token, password: 'guessing-password', confirmPassword: 'guessing-password' })
        .expect(400);
      expect(response.body).toEqual(invalidAnswer);
    }
    expect(await verifyPassword(await passwordHashOf(user.id), OLD_PASSWORD)).toBe(true);
  });

  it('refuses the token of an account deactivated since the request, and changes nothing', async () => {
    const user = await createUser();
    const token = await issueToken(user.email);
    await t.db('users').where({ id: user.id }).update({ isActive: false });
    const response = await (
      await browser()
    )
      .post(RESET, { token, password: 'inactive-password', confirmPassword: 'inactive-password' })
      .expect(400);
    expect(response.body).toEqual(invalidAnswer);
    expect(await verifyPassword(await passwordHashOf(user.id), OLD_PASSWORD)).toBe(true);
    const [row] = await tokensOf(user.id);
    expect(row.usedAt).toBeNull();
  });

  it('ends every session of the user, including this browser, and no one else’s', async () => {
    const user = await createUser();
    const other = await createUser();
    const token = await issueToken(user.email);
    const expire = new Date(Date.now() + 60 * 60 * 1000);
    await t.db('sessions').insert([
      { sid: `phone-${randomUUID()}`, sess: JSON.stringify({ userId: user.id }), expire },
      { sid: `laptop-${randomUUID()}`, sess: JSON.stringify({ userId: user.id, csrfToken: 'x' }), expire },
      { sid: `other-${randomUUID()}`, sess: JSON.stringify({ userId: other.id }), expire },
    ]);
    // This browser is signed in as the user too (the session row the cookie points at).
    const page = await browser();
    const own = await rowOf(t.db('sessions').whereRaw(`sess->>'csrfToken' = ?`, [page.token]).first());
    const sess = own.sess;
    if (typeof sess !== 'object' || sess === null) throw new Error('the session row holds no object');
    await t
      .db('sessions')
      .where({ sid: own.sid })
      .update({ sess: JSON.stringify({ ...sess, userId: user.id }) });
    await page.agent.get('/api/auth/me').expect(200);

    await page
      .post(RESET, { token, password: 'signed-out-everywhere', confirmPassword: 'signed-out-everywhere' })
      .expect(200);

    const remaining = (await t.db('sessions').select('sid', 'sess')) as {
      sid: string;
      sess: { userId?: string };
    }[];
    expect(remaining.filter((row) => row.sess.userId === user.id)).toEqual([]);
    expect(remaining.filter((row) => row.sess.userId === other.id)).toHaveLength(1);
    await page.agent.get('/api/auth/me').expect(401);
  });

  it('answers 400 with the field messages of the reset form', async () => {
    const page = await browser();
    const mismatch = await page
      .post(RESET, { token: 'some-token', password: 'password-one', confirmPassword: 'password-two' })
      .expect(400);
    expect(mismatch.body).toEqual({
      success: false,
      error: 'validation_failed',
      message: "Passwords don't match",
      fields: { confirmPassword: "Passwords don't match" },
    });

    const short = await page
      .post(RESET, { token: 'some-token', password: 'short', confirmPassword: 'short' })
      .expect(400);
    expect(short.body.message).toBe('Password must be at least 8 characters long');
    expect(short.body.fields).toEqual({ password: 'Password must be at least 8 characters long' });

    const missing = await page
      .post(RESET, { password: 'long-enough-1', confirmPassword: 'long-enough-1' })
      .expect(400);
    expect(missing.body.message).toBe('Reset token is required');
    expect(missing.body.fields).toEqual({ token: 'Reset token is required' });

    const blank = await page
      .post(RESET, { token: '   ', password: 'long-enough-1', confirmPassword: 'long-enough-1' })
      .expect(400);
    expect(blank.body.fields).toEqual({ token: 'Reset token is required' });
  });

  it('refuses a reset without the CSRF token with 403 and changes nothing', async () => {
    const user = await createUser();
    const token = await issueToken(user.email);
    const agent = t.agent();
    await csrfToken(agent);
    const response = await agent
      .post(RESET)
      .send({ token, password: 'no-csrf-password', confirmPassword: 'no-csrf-password' })
      .expect(403);
    expect(response.body.error).toBe('csrf_invalid');
    expect(await verifyPassword(await passwordHashOf(user.id), OLD_PASSWORD)).toBe(true);
  });
});

function restoreLocalMail() {
  setMailProvider(
    t.app,
    new LocalMailProvider({ dataDir: t.config.dataDir, from: t.config.mail.from, logger: t.app.context.log }),
  );
}
