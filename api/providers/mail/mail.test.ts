import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { SMTPServer } from 'smtp-server';
import type { Logger } from '../../logger.ts';
import type { AppContext } from '../../types.ts';
import { testConfig } from '../../test/server.ts';
import {
  LocalMailProvider,
  SmtpMailProvider,
  createMailProvider,
  linksIn,
  localMailDir,
  mailProviderFor,
  parseEml,
  readLocalMail,
  setMailProvider,
  slugify,
  type MailProvider,
} from './index.ts';

/** A logger whose JSON lines land in `lines`. */
function recordingLogger(): { logger: Logger; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: pino({ level: 'info' }, sink), lines };
}

interface Received {
  from: string;
  to: string[];
  raw: Buffer;
}

/** A real SMTP peer on 127.0.0.1: no auth; STARTTLS offered (the client is told to ignore it). */
async function startSmtpServer(options: { reject?: boolean } = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (options.reject) {
          callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
          return;
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('SmtpMailProvider', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp?.close();
  });

  it('delivers the message to a real SMTP server', async () => {
    const provider = new SmtpMailProvider({
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      from: 'Island Bridge Travel <no-reply@islandbridge.travel>',
      transport: { ignoreTLS: true },
    });
    const result = await provider.send({
      to: 'ann@example.com',
      subject: 'Réservation confirmée ✈',
      text: 'Hello Ann,\n\nOpen https://example.test/reset-password?token=abc to continue.\n',
      html: '<p>Hello Ann</p>',
      replyTo: 'hello@islandbridge.travel',
    });
    provider.close();

    expect(result.messageId).toMatch(/^<.+@.+>$/);
    expect(smtp.received).toHaveLength(1);
    const [delivered] = smtp.received;
    expect(delivered.from).toBe('no-reply@islandbridge.travel');
    expect(delivered.to).toEqual(['ann@example.com']);
    const parsed = parseEml(delivered.raw);
    expect(parsed.to).toBe('ann@example.com');
    expect(parsed.subject).toBe('Réservation confirmée ✈');
    expect(parsed.text).toContain('https://example.test/reset-password?token=abc');
    expect(parsed.html).toBe('<p>Hello Ann</p>');
    expect(parsed.messageId).toBe(result.messageId);
    expect(parsed.headers['reply-to']).toBe('hello@islandbridge.travel');
  });

  it('is chosen by createMailProvider when SMTP_URL is set, with nodemailer options in the URL', async () => {
    const config = testConfig({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}/?ignoreTLS=true` });
    const provider = createMailProvider(config, recordingLogger().logger);
    expect(provider).toBeInstanceOf(SmtpMailProvider);
    const before = smtp.received.length;
    await provider.send({ to: 'bob@example.com', subject: 'Hello', text: 'Hi Bob' });
    (provider as SmtpMailProvider).close();
    expect(smtp.received).toHaveLength(before + 1);
    expect(parseEml(smtp.received.at(-1)!.raw).headers.from).toBe(config.mail.from);
  });

  it('rejects with an Error when the server refuses the message', async () => {
    const refusing = await startSmtpServer({ reject: true });
    try {
      const provider = new SmtpMailProvider({
        smtpUrl: `smtp://127.0.0.1:${refusing.port}`,
        from: 'no-reply@islandbridge.travel',
        transport: { ignoreTLS: true },
      });
      await expect(provider.send({ to: 'ann@example.com', subject: 'x', text: 'y' })).rejects.toThrow(
        /SMTP delivery failed: .*Mailbox unavailable/,
      );
      provider.close();
    } finally {
      await refusing.close();
    }
  });

  it('rejects with an Error when nothing listens at the address', async () => {
    const closed = await startSmtpServer();
    await closed.close();
    const provider = new SmtpMailProvider({
      smtpUrl: `smtp://127.0.0.1:${closed.port}`,
      from: 'no-reply@islandbridge.travel',
    });
    const failure = await provider.send({ to: 'ann@example.com', subject: 'x', text: 'y' }).catch((e) => e);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toMatch(/^SMTP delivery failed: /);
  });
});

describe('LocalMailProvider', () => {
  it('writes a parseable .eml file under DATA_DIR/mail and logs the recipient, file and links', async () => {
    const config = testConfig();
    const { logger, lines } = recordingLogger();
    const provider = createMailProvider(config, logger);
    expect(provider).toBeInstanceOf(LocalMailProvider);

    const result = await provider.send({
      to: 'ann@example.com',
      subject: 'Reset your Island Bridge Travel password',
      text: 'Hello Ann,\n\nhttp://localhost:3000/reset-password?token=abc_DEF-123\n\nThanks.\n',
      html: '<p>Hello <b>Ann</b></p>',
    });

    const files = fs.readdirSync(localMailDir(config.dataDir));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(
      /^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-reset-your-island-bridge-travel-password-[0-9a-f]{8}\.eml$/,
    );
    const file = path.join(localMailDir(config.dataDir), files[0]);
    const raw = fs.readFileSync(file, 'utf8');
    expect(raw).toMatch(/^Content-Type: multipart\/alternative/m);
    expect(raw).toContain('\r\n');

    const [mail] = await readLocalMail(config.dataDir);
    expect(mail).toMatchObject({
      to: 'ann@example.com',
      subject: 'Reset your Island Bridge Travel password',
      text: 'Hello Ann,\n\nhttp://localhost:3000/reset-password?token=abc_DEF-123\n\nThanks.\n',
      html: '<p>Hello <b>Ann</b></p>',
      file,
      messageId: result.messageId,
    });
    expect(mail.from).toBe(config.mail.from);

    const line = lines.find((entry) => entry.file === file);
    expect(line).toMatchObject({
      level: 30,
      to: 'ann@example.com',
      subject: 'Reset your Island Bridge Travel password',
      links: ['http://localhost:3000/reset-password?token=abc_DEF-123'],
    });
  });

  it('keeps non-ASCII subjects and long lines intact through the file', async () => {
    const config = testConfig();
    const provider = new LocalMailProvider({
      dataDir: config.dataDir,
      from: 'Agence Île <no-reply@example.com>',
      logger: recordingLogger().logger,
    });
    const text = `Bonjour Zoë — voilà votre lien : https://example.test/${'x'.repeat(200)}\nÀ bientôt ✈\n`;
    await provider.send({ to: 'Zoë <zoe@example.com>', subject: 'Votre séjour à Sainte-Lucie ☀', text });
    const [mail] = await readLocalMail(config.dataDir);
    expect(mail.to).toBe('zoe@example.com');
    expect(mail.subject).toBe('Votre séjour à Sainte-Lucie ☀');
    expect(mail.text).toBe(text);
    expect(mail.html).toBeUndefined();
    expect(mail.headers.from).toBe('Agence Île <no-reply@example.com>');
    expect(path.basename(mail.file)).toContain('-votre-sejour-a-sainte-lucie-');
  });

  it('lists the local mail newest first, and an empty list when nothing was written', async () => {
    const config = testConfig();
    expect(await readLocalMail(config.dataDir)).toEqual([]);
    const provider = new LocalMailProvider({
      dataDir: config.dataDir,
      from: 'no-reply@example.com',
      logger: recordingLogger().logger,
    });
    for (const subject of ['first', 'second', 'third']) {
      await provider.send({ to: 'ann@example.com', subject, text: subject });
    }
    expect((await readLocalMail(config.dataDir)).map((mail) => mail.subject)).toEqual([
      'third',
      'second',
      'first',
    ]);
  });
});

describe('helpers', () => {
  it('slugifies subjects and finds the links of a text', () => {
    expect(slugify('Reset your Island Bridge Travel password!')).toBe(
      'reset-your-island-bridge-travel-password',
    );
    expect(slugify('¿¡!!')).toBe('message');
    expect(slugify('a'.repeat(100))).toHaveLength(60);
    expect(linksIn('Go to https://a.test/x?y=1, or <http://b.test/>. https://a.test/x?y=1')).toEqual([
      'https://a.test/x?y=1',
      'http://b.test/',
    ]);
  });
});

describe('mailProviderFor', () => {
  const contextFor = (app: object, env: Record<string, string> = {}) =>
    ({ app, config: testConfig(env), log: recordingLogger().logger }) as unknown as AppContext;

  it('makes one provider per app from its config and keeps it', () => {
    const appA = { context: {} };
    const appB = { context: {} };
    const first = mailProviderFor(contextFor(appA));
    expect(first).toBeInstanceOf(LocalMailProvider);
    expect(mailProviderFor(contextFor(appA))).toBe(first);
    expect(mailProviderFor(contextFor(appB))).not.toBe(first);
    expect(
      mailProviderFor(contextFor({ context: {} }, { SMTP_URL: 'smtp://127.0.0.1:2525' })),
    ).toBeInstanceOf(SmtpMailProvider);
  });

  it('answers the provider a test sets for the app', () => {
    const app = { context: {} };
    const fake: MailProvider = { send: async () => ({ messageId: '<fake@test>' }) };
    setMailProvider(app, fake);
    expect(mailProviderFor(contextFor(app))).toBe(fake);
  });
});
