import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OfficeDatabase } from './db';
import { runSyncCycle } from './syncCycle';
import {
  BACKOFF_MAX_MS,
  BACKOFF_START_MS,
  SYNC_INTERVAL_MS,
  SyncEngine,
  useSyncStatus,
  WRITE_DEBOUNCE_MS,
} from './syncEngine';
import { dropDatabase, freshDatabase } from './testing';
import { notifyLocalWrite, onLocalWrite } from './writeSignal';

vi.mock('./syncCycle', () => ({ runSyncCycle: vi.fn() }));
const cycle = vi.mocked(runSyncCycle);

let db: OfficeDatabase;
let engine: SyncEngine;
const offline = () => Promise.reject(new TypeError('Failed to fetch'));
const done = () => Promise.resolve({ pushed: 0, pulled: 0 });

beforeEach(async () => {
  db = await freshDatabase();
  cycle.mockReset();
  cycle.mockImplementation(done);
  // Dexie and fake-indexeddb keep their own scheduling; only the engine's timers are faked.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});

afterEach(async () => {
  engine?.stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  useSyncStatus.setState({ phase: 'idle', message: null, nextRetryAt: null, online: true });
  await dropDatabase(db);
});

/** Lets the cycle that a timer or an event started run to its end. */
async function settle() {
  await vi.advanceTimersByTimeAsync(0);
}

describe('when the engine syncs', () => {
  it('at start, when the browser comes online, and on Sync now', async () => {
    engine = new SyncEngine({ db, transport: { push: offline, pull: offline } });
    engine.start();
    await settle();
    expect(cycle).toHaveBeenCalledTimes(1);

    window.dispatchEvent(new Event('online'));
    await settle();
    expect(cycle).toHaveBeenCalledTimes(2);

    await engine.syncNow();
    expect(cycle).toHaveBeenCalledTimes(3);
  });

  it('once, shortly after a burst of writes to its own database only', async () => {
    engine = new SyncEngine({ db });
    engine.start();
    await settle();
    cycle.mockClear();

    notifyLocalWrite(db.name);
    await vi.advanceTimersByTimeAsync(WRITE_DEBOUNCE_MS - 100);
    notifyLocalWrite(db.name);
    notifyLocalWrite('agent-office-another-agent');
    await vi.advanceTimersByTimeAsync(WRITE_DEBOUNCE_MS - 100);
    expect(cycle).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    expect(cycle).toHaveBeenCalledTimes(1);

    notifyLocalWrite('agent-office-another-agent');
    await vi.advanceTimersByTimeAsync(WRITE_DEBOUNCE_MS * 2);
    expect(cycle).toHaveBeenCalledTimes(1);
  });

  it('every minute', async () => {
    engine = new SyncEngine({ db });
    engine.start();
    await settle();
    await vi.advanceTimersByTimeAsync(SYNC_INTERVAL_MS * 3);
    expect(cycle).toHaveBeenCalledTimes(4);
  });

  it('after a failure, waits twice as long each time up to its maximum; the minute does not cut a wait short', async () => {
    const attempts: number[] = [];
    cycle.mockImplementation(() => {
      attempts.push(Date.now());
      return Promise.reject(new TypeError('Failed to fetch'));
    });
    engine = new SyncEngine({ db });
    engine.start();
    await settle();
    expect(useSyncStatus.getState()).toMatchObject({
      phase: 'offline',
      nextRetryAt: attempts[0] + BACKOFF_START_MS,
    });

    await vi.advanceTimersByTimeAsync(30 * 60_000);
    const waits = attempts.slice(1).map((at, index) => (at - attempts[index]) / 1000);
    expect(waits).toEqual([2, 4, 8, 16, 32, 64, 128, 256, 300, 300, 300, 300]);
    expect(BACKOFF_MAX_MS).toBe(300_000);
  });

  it('starts over from the shortest wait once the browser is back online', async () => {
    cycle.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    engine = new SyncEngine({ db });
    engine.start();
    await vi.advanceTimersByTimeAsync(14_000);
    expect(cycle).toHaveBeenCalledTimes(4);

    cycle.mockImplementation(done);
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(cycle).toHaveBeenCalledTimes(5);
    expect(useSyncStatus.getState()).toMatchObject({ phase: 'idle', nextRetryAt: null });
  });

  it('schedules nothing once stopped, even for a cycle that was still running', async () => {
    let fail: (error: Error) => void = () => {};
    cycle.mockImplementation(() => new Promise((_resolve, reject) => (fail = reject)));
    engine = new SyncEngine({ db });
    engine.start();
    await settle();
    engine.stop();
    fail(new TypeError('Failed to fetch'));
    await vi.advanceTimersByTimeAsync(BACKOFF_MAX_MS * 2);
    expect(cycle).toHaveBeenCalledTimes(1);
  });
});

describe('one sync at a time', () => {
  it("locks per database, so two agents' tabs do not wait for each other", async () => {
    const names: string[] = [];
    vi.stubGlobal('navigator', {
      ...navigator,
      locks: {
        request: async (name: string, _options: unknown, work: (lock: unknown) => Promise<unknown>) => {
          names.push(name);
          return work({ name });
        },
      },
    });
    const other = await freshDatabase();
    const second = new SyncEngine({ db: other });
    engine = new SyncEngine({ db });
    await Promise.all([engine.syncNow(), second.syncNow()]);
    expect(names).toEqual([`agent-office-sync:${db.name}`, `agent-office-sync:${other.name}`]);
    await dropDatabase(other);
  });

  it('without Web Locks, runs the syncs of one database in this tab one after another', async () => {
    vi.stubGlobal('navigator', { ...navigator, locks: undefined });
    let running = 0;
    let most = 0;
    cycle.mockImplementation(async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 10));
      running -= 1;
      return { pushed: 0, pulled: 0 };
    });
    engine = new SyncEngine({ db });
    const twin = new SyncEngine({ db });
    const both = Promise.all([engine.syncNow(), twin.syncNow()]);
    await vi.advanceTimersByTimeAsync(50);
    await both;
    expect(cycle).toHaveBeenCalledTimes(2);
    expect(most).toBe(1);
  });
});

describe('write signals', () => {
  it('reach the listeners of the written database only', () => {
    const mine = vi.fn();
    const theirs = vi.fn();
    const stopMine = onLocalWrite('agent-office-a', mine);
    const stopTheirs = onLocalWrite('agent-office-b', theirs);
    notifyLocalWrite('agent-office-a');
    expect(mine).toHaveBeenCalledTimes(1);
    expect(theirs).not.toHaveBeenCalled();
    stopMine();
    stopTheirs();
  });
});
