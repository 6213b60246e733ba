/**
 * The mail provider: real SMTP when SMTP_URL is set, otherwise .eml
 * files under `${DATA_DIR}/mail/` with the links logged. Nothing sends mail from a request:
 * commands queue it in their transaction (api/mail/mailQueue.ts) and the app's mail worker sends
 * it through this provider; tests swap the provider with setMailProvider(app, provider).
 */
import type { Config } from '../../config.ts';
import type { Db } from '@db/index.ts';
import type { Logger } from '../../logger.ts';
import type { AppContext } from '../../types.ts';
import { MailWorker, type MailWorkerOptions } from '../../mail/worker.ts';
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
function appMailProvider(app: object, config: Config, log: Logger): MailProvider {
  let provider = providers.get(app);
  if (!provider) {
    provider = createMailProvider(config, log);
    providers.set(app, provider);
  }
  return provider;
}

/** The provider of the request's app. */
export function mailProviderFor(ctx: AppContext): MailProvider {
  // createApp puts the app's own logger on its context; a bare Koa app has none.
  const appLogger: Logger | undefined = ctx.app.context.log;
  return appMailProvider(ctx.app, ctx.config, appLogger ?? ctx.log);
}

/** What the mail worker of an app needs from it (a Koa app built by createApp has all of it). */
export interface MailApp {
  context: { db: Db; config: Config; log: Logger };
}

/** One worker per application, sending through the app's provider. */
const workers = new WeakMap<object, MailWorker>();

type AppWorkerOptions = Omit<MailWorkerOptions, 'db' | 'provider' | 'log'>;

/** The app's worker, made (not started) on first use; `options` apply only to that first call. */
export function mailWorkerFor(app: MailApp, options: AppWorkerOptions = {}): MailWorker {
  let worker = workers.get(app);
  if (!worker) {
    const { db, config, log } = app.context;
    worker = new MailWorker({ db, log, provider: () => appMailProvider(app, config, log), ...options });
    workers.set(app, worker);
  }
  return worker;
}

/**
 * Starts sending the app's queued mail: at once (what a stopped or crashed process left), after
 * every commit that queues mail, and on an interval for mail other processes queued.
 */
export function startMailWorker(app: MailApp, options: AppWorkerOptions = {}): MailWorker {
  const worker = mailWorkerFor(app, options);
  worker.start();
  return worker;
}

/** Stops claiming mail; resolves once the message being sent (if any) is finished. */
export async function stopMailWorker(app: MailApp): Promise<void> {
  await workers.get(app)?.stop();
}

/**
 * Resolves once every message of the app's database that is due has been handled (delivered,
 * failed, or waiting for its next try): what tests await before reading the local mail folder.
 */
export async function mailSettled(app: MailApp): Promise<void> {
  await mailWorkerFor(app).settled();
}
