/**
 * BLOG_FEED_URL imported on a schedule: shortly after the server starts (its start stays fast),
 * then every BLOG_FEED_INTERVAL_MINUTES. A failed import (the feed's host away, a broken
 * document) is logged and tried again at the next turn; it never stops the server. Imports never
 * overlap: the next turn is set when the current one ends.
 */
import type { Config } from '../../config.ts';
import type { Db } from '@db/index.ts';
import type { Logger } from '../../logger.ts';
import { feedSourceOf, importBlogFeed, type BlogImportResult } from './index.ts';
import type { FeedReadOptions } from './feedSource.ts';

/** Long enough for the server to answer its first requests before the feed is fetched. */
export const FIRST_IMPORT_DELAY_MS = 10_000;

/** The timer functions the schedule uses; tests pass their own rather than wait. */
export interface ScheduleTimers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realTimers: ScheduleTimers = {
  setTimeout(run, ms) {
    const handle = setTimeout(run, ms);
    handle.unref();
    return handle;
  },
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

export interface BlogFeedScheduleOptions {
  db: Db;
  log: Logger;
  feedUrl: string;
  intervalMs: number;
  firstDelayMs?: number;
  timers?: ScheduleTimers;
  read?: Omit<FeedReadOptions, 'signal'>;
}

export class BlogFeedSchedule {
  private readonly options: BlogFeedScheduleOptions;
  private readonly timers: ScheduleTimers;
  private readonly stopping = new AbortController();
  private timer: unknown;
  private running: Promise<BlogImportResult | null> | undefined;

  constructor(options: BlogFeedScheduleOptions) {
    // A wrong address is a configuration mistake: said at start, not at every turn.
    feedSourceOf(options.feedUrl);
    this.options = options;
    this.timers = options.timers ?? realTimers;
  }

  start(): void {
    if (this.timer !== undefined || this.stopping.signal.aborted) return;
    this.next(this.options.firstDelayMs ?? FIRST_IMPORT_DELAY_MS);
  }

  /**
   * Imports the feed now (or joins the import under way); null when it failed, which is
   * logged, never thrown.
   */
  runOnce(): Promise<BlogImportResult | null> {
    this.running ??= this.importFeed().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /** No more turns; the download under way is abandoned, and a write under way finishes. */
  async stop(): Promise<void> {
    this.stopping.abort();
    this.timers.clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }

  private next(ms: number): void {
    this.timer = this.timers.setTimeout(() => {
      this.timer = undefined;
      void this.runOnce().then(() => {
        if (!this.stopping.signal.aborted) this.next(this.options.intervalMs);
      });
    }, ms);
  }

  private async importFeed(): Promise<BlogImportResult | null> {
    const { db, log, feedUrl, intervalMs } = this.options;
    try {
      const result = await importBlogFeed(db, feedUrl, {
        ...this.options.read,
        signal: this.stopping.signal,
      });
      const { skippedItems, ...counts } = result;
      log.info({ feedUrl, ...counts }, 'blog feed imported');
      // The same items are skipped at every turn until the feed changes: worth a line, not an alarm.
      if (skippedItems.length) log.info({ feedUrl, skippedItems }, 'blog feed items skipped');
      return result;
    } catch (error) {
      if (this.stopping.signal.aborted) return null;
      log.warn(
        { err: error, feedUrl },
        `the blog feed could not be imported; trying again in ${Math.round(intervalMs / 60_000)} min`,
      );
      return null;
    }
  }
}

/** The server's schedule when BLOG_FEED_URL is set, started; undefined otherwise. */
export function startBlogFeedSchedule({
  db,
  log,
  config,
}: {
  db: Db;
  log: Logger;
  config: Pick<Config, 'blogFeedUrl' | 'blogFeedIntervalMinutes'>;
}): BlogFeedSchedule | undefined {
  if (!config.blogFeedUrl) return undefined;
  const schedule = new BlogFeedSchedule({
    db,
    log,
    feedUrl: config.blogFeedUrl,
    intervalMs: config.blogFeedIntervalMinutes * 60_000,
  });
  schedule.start();
  return schedule;
}
