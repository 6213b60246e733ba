/**
 * The mail provider (ARCHITECTURE section 6): real SMTP when SMTP_URL is set, otherwise .eml
 * files under `${DATA_DIR}/mail/` with the links logged. Handlers reach it with
 * mailProviderFor(ctx); tests swap it with setMailProvider(app, provider).
 */
import type { Config } from '../../config.ts';
import type { Db } from '@db/index.ts';
import type { Logger } from '../../logger.ts';
import type { AppContext } from '../../types.ts';
import { LocalMailProvider } from './local.ts';
import { SmtpMailProvider } from './smtp.ts';
import type { MailProvider } from './types.ts';

export type { MailMessage, MailProvider } from './types.ts';
export { SmtpMailProvider, type SmtpMailProviderOptions } from './smtp.ts';
export { LocalMailProvider, localMailDir, readLocalMail, linksIn, slugify, type LocalMail } from './local.ts';
export { parseEml, type ParsedMail } from './eml.ts';

export function createMailProvider(config: Config, logger: Logger): MailProvider {
  if (config.mail.smtpUrl) {
    return new SmtpMailProvider({ smtpUrl: config.mail.smtpUrl, from: config.mail.from });
  }
  if (config.nodeEnv === 'production') {
    logger.warn(
      'SMTP_URL is not set: e-mails (password resets included) are only written to DATA_DIR/mail and never reach anyone',
    );
  }
  return new LocalMailProvider({ dataDir: config.dataDir, from: config.mail.from, logger });
}

/** One provider per application (keyed by the Koa app, so two apps in one test never share). */
const providers = new WeakMap<object, MailProvider>();

/** Replaces the app's provider (tests: a failing or recording provider). */
export function setMailProvider(app: object, provider: MailProvider): void {
  providers.set(app, provider);
}

/** The app's provider, made on first use from the app's config and its (request-free) logger. */
export function mailProviderFor(ctx: AppContext): MailProvider {
  let provider = providers.get(ctx.app);
  if (!provider) {
    const appLogger = (ctx.app.context as { log?: Logger }).log ?? ctx.log;
    provider = createMailProvider(ctx.config, appLogger);
    providers.set(ctx.app, provider);
  }
  return provider;
}

/** What sending office mail needs: the provider, and where answers should come back to. */
export interface OfficeMailer {
  db: Db;
  mail: MailProvider;
  log: Logger;
  /** config.mail.agencyInbox: answers come back to it, tagged with the message's reply token. */
  agencyInbox: string;
}

/** The request-free parts of the context that office mail sent after the response needs. */
export function officeMailerFor(ctx: AppContext): OfficeMailer {
  return { db: ctx.db, mail: mailProviderFor(ctx), log: ctx.log, agencyInbox: ctx.config.mail.agencyInbox };
}

/** Work that finishes after the response (a send), per app, so tests can wait for it. */
const pending = new WeakMap<object, Set<Promise<void>>>();

/**
 * Runs `work` without holding up the response. The work must handle its own failures (log,
 * clean up); anything that still escapes is logged here rather than crashing the process.
 */
export function sendInBackground(ctx: AppContext, work: () => Promise<unknown>): void {
  const log = ctx.log;
  let jobs = pending.get(ctx.app);
  if (!jobs) {
    jobs = new Set();
    pending.set(ctx.app, jobs);
  }
  const job: Promise<void> = Promise.resolve()
    .then(work)
    .then(
      () => undefined,
      (error: unknown) => log.error({ err: error }, 'background mail work failed'),
    )
    .finally(() => jobs.delete(job));
  jobs.add(job);
}

/** Resolves once every background send of the app (including ones they start) has finished. */
export async function mailSettled(app: object): Promise<void> {
  const jobs = pending.get(app);
  while (jobs && jobs.size > 0) await Promise.all([...jobs]);
}
