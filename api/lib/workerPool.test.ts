import { afterEach, describe, expect, it } from 'vitest';
import { PoolFullError, TaskFailedError, WorkerPool, type WorkerPoolOptions } from './workerPool.ts';

const FIXTURE = new URL('./workerPool.fixture.ts', import.meta.url);

let pool: WorkerPool | null = null;
afterEach(async () => {
  await pool?.close();
  pool = null;
});

function open(options: Partial<WorkerPoolOptions> = {}): WorkerPool {
  pool = new WorkerPool({ module: FIXTURE, size: 1, maxQueued: 4, timeoutMs: 10_000, ...options });
  return pool;
}

/** A task held in its worker until `release`, and a promise for when it has started. */
function held(on: WorkerPool) {
  const flag = new SharedArrayBuffer(8);
  const cell = new Int32Array(flag);
  const result = on.run<string>('hold', flag);
  return {
    result,
    started: async () => {
      while (Atomics.load(cell, 1) === 0) await Atomics.waitAsync(cell, 1, 0).value;
    },
    release: () => {
      Atomics.store(cell, 0, 1);
    },
  };
}

describe('WorkerPool', () => {
  it('runs TypeScript tasks in a worker and hands back their results, bytes included', async () => {
    const tasks = open();
    expect(await tasks.run('echo', { day: 1, title: 'Arrival' })).toEqual({ day: 1, title: 'Arrival' });
    const bytes = await tasks.run<Uint8Array>('bytes', 3);
    expect([...bytes]).toEqual([7, 7, 7]);
  });

  it('fails a task that throws with its message, and the worker serves the next', async () => {
    const tasks = open();
    const failed = await tasks.run('fail', 'no such day').catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(TaskFailedError);
    expect(failed).toMatchObject({ reason: 'error', message: 'no such day' });
    expect(await tasks.run('echo', 2)).toBe(2);
    expect(tasks.stats.workers).toBe(1);
  });

  it('fails the task of a worker that dies, and a new worker takes the next task', async () => {
    const tasks = open();
    const crashed = await tasks.run('crash', null).catch((error: unknown) => error);
    expect(crashed).toBeInstanceOf(TaskFailedError);
    expect(crashed).toMatchObject({ reason: 'crashed', message: 'the worker stopped (exit code 3)' });
    expect(await tasks.run('echo', 'after')).toBe('after');
  });

  it('ends a task that runs past the timeout, and the pool goes on with a fresh worker', async () => {
    const tasks = open({ timeoutMs: 500 });
    const spun = await tasks.run('spin', null).catch((error: unknown) => error);
    expect(spun).toMatchObject({ reason: 'timeout', message: 'the task ran longer than 500 ms' });
    expect(await tasks.run('echo', 'again')).toBe('again');
  });

  it('queues tasks while every worker is busy and refuses past the bound', async () => {
    const tasks = open({ size: 1, maxQueued: 1 });
    const first = held(tasks);
    await first.started();
    const queued = tasks.run('echo', 'queued');
    expect(tasks.stats).toMatchObject({ running: 1, queued: 1 });
    await expect(tasks.run('echo', 'one too many')).rejects.toBeInstanceOf(PoolFullError);
    first.release();
    expect(await first.result).toBe('released');
    expect(await queued).toBe('queued');
  });

  it('fails the tasks still waiting or running when it is closed', async () => {
    const tasks = open({ size: 1, maxQueued: 1 });
    const first = held(tasks);
    await first.started();
    const queued = tasks.run('echo', 'queued').catch((error: unknown) => error);
    const running = first.result.catch((error: unknown) => error);
    await tasks.close();
    expect(await running).toMatchObject({ reason: 'crashed', message: 'the pool is closed' });
    expect(await queued).toMatchObject({ message: 'the pool is closed' });
  });
});
