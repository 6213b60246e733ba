import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../test/db.ts';
import { BlogFeedSchedule, startBlogFeedSchedule, type ScheduleTimers } from './schedule.ts';

const RSS = fs.readFileSync(path.resolve(import.meta.dirname, '../../test/feeds/rss2.xml'), 'utf8');
const HOUR = 60 * 60_000;

/** Timers that run when the test says so, never on the clock. */
class ManualTimers implements ScheduleTimers {
  readonly pending: { run: () => void; ms: number }[] = [];

  setTimeout(run: () => void, ms: number): unknown {
    const timer = { run, ms };
    this.pending.push(timer);
    return timer;
  }

  clearTimeout(handle: unknown): void {
    const index = this.pending.indexOf(handle as (typeof this.pending)[number]);
    if (index >= 0) this.pending.splice(index, 1);
  }

  /** Runs the next timer; the delay it was set for. */
  fire(): number {
    const timer = this.pending.shift();
    if (!timer) throw new Error('no timer is set');
    timer.run();
    return timer.ms;
  }
}

/** The feed's host on 127.0.0.1: answers with `answer` (held back while `hold` is set). */
const host = {
  answer: { status: 200, body: RSS },
  hold: false,
  requests: 0,
};

let t: TestDb;
let server: http.Server;
let feedUrl: string;
const logs: { level: number; msg: string; created?: number; updated?: number }[] = [];
const log = pino({ level: 'info' }, { write: (line: string) => void logs.push(JSON.parse(line)) });

beforeAll(async () => {
  t = await createTestDb();
  server = http.createServer((_req, res) => {
    host.requests += 1;
    if (host.hold) return;
    res.writeHead(host.answer.status, { 'Content-Type': 'application/rss+xml; charset=utf-8' });
    res.end(host.answer.body);
  });
  server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed.xml`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await t.destroy();
});

const postCount = async () => Number((await t.db('blogPosts').count({ count: '*' }).first())?.count);

describe('the blog feed schedule', () => {
  it('imports a little after the start, then on its interval, carrying on after a failure', async () => {
    const timers = new ManualTimers();
    const schedule = new BlogFeedSchedule({
      db: t.db,
      log,
      feedUrl,
      intervalMs: HOUR,
      firstDelayMs: 5000,
      timers,
    });
    schedule.start();
    expect(timers.pending.map((timer) => timer.ms)).toEqual([5000]);
    expect(host.requests).toBe(0);

    timers.fire();
    expect(await schedule.runOnce()).toMatchObject({ created: 3, skipped: 2 });
    expect(await postCount()).toBe(3);
    expect(timers.pending.map((timer) => timer.ms)).toEqual([HOUR]);
    expect(logs.at(-2)).toMatchObject({ msg: 'blog feed imported', created: 3, updated: 0 });
    expect(logs.at(-1)).toMatchObject({ msg: 'blog feed items skipped' });

    // The host fails: logged, nothing stored, tried again at the next turn.
    host.answer = { status: 503, body: 'Service Unavailable' };
    timers.fire();
    expect(await schedule.runOnce()).toBeNull();
    expect(logs.at(-1)).toMatchObject({
      level: 40,
      msg: 'the blog feed could not be imported; trying again in 60 min',
    });
    expect(await postCount()).toBe(3);
    expect(timers.pending.map((timer) => timer.ms)).toEqual([HOUR]);

    host.answer = { status: 200, body: RSS.replace('Sunrise on Gros Piton', 'Sunrise on Gros Piton Again') };
    timers.fire();
    expect(await schedule.runOnce()).toMatchObject({ created: 0, updated: 1, unchanged: 2 });
    expect(await postCount()).toBe(3);

    await schedule.stop();
    expect(timers.pending).toEqual([]);
    schedule.start();
    expect(timers.pending).toEqual([]);
  });

  it('abandons a download under way when the server stops, logging no failure', async () => {
    const timers = new ManualTimers();
    const schedule = new BlogFeedSchedule({ db: t.db, log, feedUrl, intervalMs: HOUR, timers });
    schedule.start();
    host.hold = true;
    const requests = host.requests;
    timers.fire();
    const run = schedule.runOnce();
    await expect.poll(() => host.requests).toBe(requests + 1);
    const logged = logs.length;
    await schedule.stop();
    expect(await run).toBeNull();
    expect(logs.length).toBe(logged);
    expect(timers.pending).toEqual([]);
    host.hold = false;
  });

  it('runs on the server only when BLOG_FEED_URL is set, and reads file: addresses too', async () => {
    expect(startBlogFeedSchedule({ db: t.db, log, config: { blogFeedIntervalMinutes: 60 } })).toBeUndefined();
    const fileUrl = pathToFileURL(path.resolve(import.meta.dirname, '../../test/feeds/atom.xml')).href;
    const schedule = startBlogFeedSchedule({
      db: t.db,
      log,
      config: { blogFeedUrl: fileUrl, blogFeedIntervalMinutes: 60 },
    });
    expect(schedule).toBeInstanceOf(BlogFeedSchedule);
    expect(await schedule!.runOnce()).toMatchObject({ created: 2 });
    await schedule!.stop();
  });
});
