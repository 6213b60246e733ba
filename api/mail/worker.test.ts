import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatCursor } from '@contract/sync.ts';
import { createDb, type Db } from '@db/index.ts';
import { createLogger } from '../logger.ts';
import type { MailMessage, MailProvider } from '../providers/mail/index.ts';
import { setMailProvider } from '../providers/mail/index.ts';
import { signedIn } from '../routes/clients/officeTestKit.ts';
import { Device, newEmail } from '../routes/sync/syncTestKit.ts';
import { recordingProvider, runOutMailRetries } from '../test/mail.ts';
import { getTestServer, type TestServer } from '../test/server.ts';
import { claimDueMail, queueMail } from './mailQueue.ts';
import { DEFAULT_RETRY_POLICY, MailWorker, retryDelayMs } from './worker.ts';
import { present, rowOf } from '../test/rows.ts';

const silent = createLogger('silent');

// No worker of the server runs: every worker here is one a test starts (a restarted process).
let t: TestServer;
beforeAll(async () => {
  t = await getTestServer({ mailWorker: false });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.db('outgoingMail').delete();
});

/** A clock the test sets; it starts a moment ahead, so what was just queued is due. */
function manualClock() {
  const clock = { at: new Date(Date.now() + 1000), now: () => clock.at };
  return clock;
}

function workerOn(db: Db, provider: MailProvider, clock: () => Date = () => new Date()) {
  return new MailWorker({ db, provider: () => provider, log: silent, clock, pollIntervalMs: 60_000 });
}

/** `count` messages to distinct addresses, queued in one committed transaction. */
async function queueCommitted(count: number): Promise<string[]> {
  const addresses = Array.from({ length: count }, (_, i) => `guest-${i}-${Date.now()}@example.com`);
  await t.db.transaction(async (trx) => {
    for (const to of addresses) {
      await queueMail(trx, { to, subject: 'Your trip', text: `Hello ${to}` }, { kind: 'office_email' });
    }
  });
  return addresses;
}

const sortedRecipients = (messages: MailMessage[]) => messages.map((message) => message.to).sort();

describe('a crash between the commit and the send', () => {
  it('loses nothing: a worker started afterwards delivers every queued message exactly once', async () => {
    const addresses = await queueCommitted(30);
    // The process that queued them died before sending any.
    expect(await t.db('outgoingMail').where({ status: 'queued' }).count({ n: '*' }).first()).toEqual({
      n: 30,
    });

    const provider = recordingProvider();
    const worker = workerOn(t.db, provider);
    worker.start();
    await worker.settled();
    await worker.settled();
    await worker.stop();

    expect(sortedRecipients(provider.sent)).toEqual([...addresses].sort());
    const rows = await t.db('outgoingMail').select('status', 'attempts', 'deliveredAt', 'messageId');
    expect(rows).toHaveLength(30);
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'delivered', attempts: 1 });
      expect(row.deliveredAt).not.toBeNull();
      expect(row.messageId).toMatch(/^<sent-\d+@test>$/);
    }
  });

  it('takes over a message whose worker died mid-send, once its lease has passed', async () => {
    const [address] = await queueCommitted(1);
    const clock = manualClock();
    const abandoned = await claimDueMail(t.db, {
      worker: 'a-process-that-died',
      now: clock.at,
      leaseCutoff: new Date(clock.at.getTime() - DEFAULT_RETRY_POLICY.leaseMs),
    });
    expect(abandoned).toMatchObject({ status: 'sending', to: address, attempts: 1 });

    const provider = recordingProvider();
    const worker = workerOn(t.db, provider, clock.now);
    await worker.settled();
    expect(provider.calls).toBe(0);

    clock.at = new Date(clock.at.getTime() + DEFAULT_RETRY_POLICY.leaseMs);
    await worker.settled();
    await worker.settled();
    expect(sortedRecipients(provider.sent)).toEqual([address]);
    expect(await t.db('outgoingMail').first('status', 'attempts', 'claimedBy')).toEqual({
      status: 'delivered',
      attempts: 2,
      claimedBy: worker.name,
    });
  });
});

describe('mail queued in a transaction that rolls back', () => {
  it('is never sent', async () => {
    const refused = t.db.transaction(async (trx) => {
      await queueMail(trx, { to: 'never@example.com', subject: 'No', text: 'No' }, { kind: 'office_email' });
      throw new Error('the change that asked for it was refused');
    });
    await expect(refused).rejects.toThrow('refused');
    const provider = recordingProvider();
    await workerOn(t.db, provider).settled();
    expect(provider.calls).toBe(0);
    expect(await t.db('outgoingMail')).toEqual([]);
  });
});

describe('several workers on one database', () => {
  it('send each message exactly once', async () => {
    const addresses = await queueCommitted(40);
    // On PostgreSQL the second worker has a connection pool of its own, as another process would.
    const otherDb = t.testDb.databaseUrl ? createDb({ databaseUrl: t.testDb.databaseUrl, poolMax: 2 }) : t.db;
    try {
      const sent: { worker: string; to: string }[] = [];
      const providerOf = (worker: string): MailProvider => ({
        async send(message) {
          // Gives the other worker its turn mid-send.
          await new Promise((resolve) => setImmediate(resolve));
          sent.push({ worker, to: message.to });
          return { messageId: `<${sent.length}@test>` };
        },
      });
      const first = workerOn(t.db, providerOf('first'));
      const second = workerOn(otherDb, providerOf('second'));
      await Promise.all([first.settled(), second.settled(), first.settled(), second.settled()]);

      expect(sent.map((entry) => entry.to).sort()).toEqual([...addresses].sort());
      // Both took part: the queue was really worked side by side.
      expect(new Set(sent.map((entry) => entry.worker))).toEqual(new Set(['first', 'second']));
      expect(await t.db('outgoingMail').whereNot({ status: 'delivered' })).toEqual([]);
      const claimers = (await t.db('outgoingMail').distinct('claimedBy')).map((row) => row.claimedBy);
      expect([first.name, second.name]).toEqual(expect.arrayContaining(claimers));
    } finally {
      if (otherDb !== t.db) await otherDb.destroy();
    }
  });
});

describe('a failing provider', () => {
  it('is tried again after growing delays, and the message delivered once it accepts', async () => {
    const [address] = await queueCommitted(1);
    const clock = manualClock();
    const provider = recordingProvider(2);
    const worker = workerOn(t.db, provider, clock.now);
    const row = () => rowOf(t.db('outgoingMail').first());

    const delays: number[] = [];
    for (const attempt of [1, 2]) {
      await worker.settled();
      expect(provider.calls).toBe(attempt);
      const waiting = await row();
      expect(waiting).toMatchObject({
        status: 'queued',
        attempts: attempt,
        claimedBy: null,
        lastError: `SMTP 451 try again later (${attempt})`,
      });
      delays.push(new Date(waiting.nextAttemptAt).getTime() - clock.at.getTime());
      // Nothing is tried before its time.
      await worker.settled();
      expect(provider.calls).toBe(attempt);
      clock.at = new Date(waiting.nextAttemptAt);
    }
    await worker.settled();

    expect(delays).toEqual([retryDelayMs(1), retryDelayMs(2)]);
    expect(delays[1]).toBeGreaterThan(delays[0]);
    expect(sortedRecipients(provider.sent)).toEqual([address]);
    expect(await row()).toMatchObject({ status: 'delivered', attempts: 3, lastError: null });
    expect(new Date(present((await row()).deliveredAt, 'delivery time'))).toEqual(clock.at);
  });

  it('marks a message failed after the last allowed try, and tries it no more', async () => {
    await queueCommitted(1);
    const clock = manualClock();
    const provider = recordingProvider(Number.POSITIVE_INFINITY);
    const worker = new MailWorker({
      db: t.db,
      provider: () => provider,
      log: silent,
      clock: clock.now,
      policy: { maxAttempts: 3 },
    });
    for (let attempt = 1; attempt <= 3; attempt++) {
      await worker.settled();
      const next = await rowOf(t.db('outgoingMail').first());
      clock.at = new Date(Math.max(clock.at.getTime(), new Date(next.nextAttemptAt).getTime()));
    }
    clock.at = new Date(clock.at.getTime() + 24 * 60 * 60_000);
    await worker.settled();
    expect(provider.calls).toBe(3);
    expect(await t.db('outgoingMail').first('status', 'attempts', 'lastError')).toEqual({
      status: 'failed',
      attempts: 3,
      lastError: 'SMTP 451 try again later (3)',
    });
  });
});

describe('office e-mail that cannot be delivered', () => {
  it('reads failed on the e-mail row, in a versioned write the devices pull', async () => {
    const agent = await signedIn(t, 'agent', { approved: true });
    const provider = recordingProvider(Number.POSITIVE_INFINITY);
    setMailProvider(t.app, provider);
    const response = await agent.http
      .post('/api/emails/send')
      .set('X-CSRF-Token', agent.token)
      .send({ to: 'nobody@example.com', cc: 'also-nobody@example.com', subject: 'Hello', body: 'Hi' })
      .expect(201);
    const id = response.body.data.id as string;
    const sent = await rowOf(t.db('emails').where({ id }).first());
    const sentVersion = Number(sent.version);
    // Where a device that pulled the sent e-mail stands.
    const cursor = formatCursor({ txid: Number(sent.syncTxid), version: sentVersion });

    await runOutMailRetries(t.app, t.mailClock);

    // Each recipient's message, tried up to the bound.
    expect(provider.calls).toBe(2 * DEFAULT_RETRY_POLICY.maxAttempts);
    expect(await t.db('outgoingMail').where({ emailId: id }).pluck('status')).toEqual(['failed', 'failed']);
    const row = await rowOf(t.db('emails').where({ id }).first());
    expect(row.status).toBe('failed');
    expect(Number(row.version)).toBeGreaterThan(sentVersion);
    const changes = await agent.http.get('/api/sync/pull').query({ cursor }).expect(200);
    expect(changes.body.changes).toEqual([
      expect.objectContaining({
        entity: 'emails',
        recordId: id,
        record: expect.objectContaining({ status: 'failed' }),
      }),
    ]);
  });
});

describe('a sync push whose answer was lost', () => {
  it('delivers each e-mail once, though the server died before sending and the push was replayed', async () => {
    const agent = await signedIn(t, 'agent', { approved: true });
    const device = new Device(agent);
    const emails = Array.from({ length: 12 }, () => device.create('emails', newEmail({ status: 'sent' })));

    // The server commits every change and dies before its answer reaches the device.
    const first = await device.push(emails).expect(200);
    expect(first.body.results.map((result: { status: string }) => result.status)).toEqual(
      Array(12).fill('applied'),
    );
    // Restarted, it hears the same batch again and replays the stored answers.
    const replayed = await device.push(emails).expect(200);
    expect(replayed.body).toEqual(first.body);

    const provider = recordingProvider();
    const worker = workerOn(t.db, provider);
    worker.start();
    await worker.settled();
    await device.push(emails).expect(200);
    await worker.settled();
    await worker.stop();

    expect(sortedRecipients(provider.sent)).toEqual(emails.map((email) => email.changes.to as string).sort());
    expect(await t.db('outgoingMail').count({ n: '*' }).first()).toEqual({ n: 12 });
    expect(
      await t
        .db('emails')
        .whereIn(
          'id',
          emails.map((email) => email.recordId),
        )
        .pluck('status'),
    ).toEqual(Array(12).fill('sent'));
  });
});
