/**
 * The newsletter provider: Flodesk when FLODESK_API_KEY is set,
 * otherwise the list stays in the database. Signups are stored by the request; the app's
 * newsletter worker sends them to the provider afterwards.
 */
import { brand } from '@contract/brand.ts';
import type { Config } from '../../config.ts';
import type { Db } from '@db/index.ts';
import type { Logger } from '../../logger.ts';
import { FlodeskNewsletterProvider } from './flodesk.ts';
import { LocalNewsletterProvider } from './local.ts';
import type { NewsletterProvider } from './types.ts';
import { NewsletterWorker, type NewsletterWorkerOptions } from './worker.ts';

export type { NewsletterProvider, NewsletterSubscriber } from './types.ts';
export { FlodeskNewsletterProvider, type FlodeskNewsletterProviderOptions } from './flodesk.ts';
export { LocalNewsletterProvider } from './local.ts';
export { NewsletterWorker, DEFAULT_NEWSLETTER_SYNC_POLICY, type NewsletterSyncPolicy } from './worker.ts';

export function createNewsletterProvider(config: Config): NewsletterProvider {
  if (!config.flodeskApiKey) return new LocalNewsletterProvider();
  return new FlodeskNewsletterProvider({
    apiKey: config.flodeskApiKey,
    apiBase: config.flodeskApiBase,
    userAgent: `${brand.name} (${config.appUrl})`,
  });
}

/** What the newsletter worker of an app needs from it (a Koa app built by createApp has all of it). */
export interface NewsletterApp {
  context: { db: Db; config: Config; log: Logger };
}

const workers = new WeakMap<object, NewsletterWorker>();

type AppWorkerOptions = Omit<NewsletterWorkerOptions, 'db' | 'provider' | 'log'>;

/** The app's worker, made (not started) on first use; `options` apply only to that first call. */
export function newsletterWorkerFor(app: NewsletterApp, options: AppWorkerOptions = {}): NewsletterWorker {
  let worker = workers.get(app);
  if (!worker) {
    const { db, config, log } = app.context;
    const provider = createNewsletterProvider(config);
    worker = new NewsletterWorker({ db, log, provider: () => provider, ...options });
    workers.set(app, worker);
  }
  return worker;
}

/** Starts sending the app's unsynced subscribers: at once, then on an interval. */
export function startNewsletterWorker(app: NewsletterApp, options: AppWorkerOptions = {}): NewsletterWorker {
  const worker = newsletterWorkerFor(app, options);
  worker.start();
  return worker;
}

/** Stops claiming subscribers; resolves once the push under way (if any) is finished. */
export async function stopNewsletterWorker(app: NewsletterApp): Promise<void> {
  await workers.get(app)?.stop();
}
