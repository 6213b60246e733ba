/**
 * A small pool of worker threads for work that would hold the event loop (drawing a PDF): while
 * a document is drawn in a worker, the process goes on answering every other request. A module
 * loaded in each worker serves named tasks (serveTasks in workers/serveTasks.ts); `run` hands a
 * task to a free worker, or queues it, and resolves with the result.
 *
 * A worker that dies (a crash, running out of memory) fails only the task it held and is
 * replaced when the next task needs it; a task that runs past `timeoutMs` has its worker ended,
 * so one document can never hold a worker for good. The queue is bounded: past `maxQueued`
 * waiting tasks `run` refuses at once rather than letting a flood grow without end.
 */
import { Worker, type ResourceLimits } from 'node:worker_threads';
import type { TaskAnswer } from './workers/serveTasks.ts';

const ENTRY = new URL('./workers/entry.mjs', import.meta.url);

export interface WorkerPoolOptions {
  /** The module each worker loads: it calls serveTasks with its tasks. */
  module: URL;
  /** Workers at most; each starts when a task first needs it. */
  size: number;
  /** Tasks that may wait for a worker; more are refused with PoolFullError. */
  maxQueued: number;
  /** How long one task may run before its worker is ended. */
  timeoutMs: number;
  resourceLimits?: ResourceLimits;
}

/** The pool's queue is full: the caller should try again later. */
export class PoolFullError extends Error {
  constructor() {
    super('every worker is busy and the queue is full');
    this.name = 'PoolFullError';
  }
}

/** A task did not finish: it threw, its worker died, or it ran out of time. */
export class TaskFailedError extends Error {
  constructor(
    readonly reason: 'error' | 'crashed' | 'timeout',
    message: string,
  ) {
    super(message);
    this.name = 'TaskFailedError';
  }
}

interface Job {
  task: string;
  payload: unknown;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  job: (Job & { id: number; timer?: NodeJS.Timeout }) | null;
}

export class WorkerPool {
  private readonly slots = new Set<Slot>();
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;

  constructor(private readonly options: WorkerPoolOptions) {}

  /** Tasks running now, and tasks waiting for a worker. */
  get stats(): { running: number; queued: number; workers: number } {
    let running = 0;
    for (const slot of this.slots) if (slot.job) running++;
    return { running, queued: this.queue.length, workers: this.slots.size };
  }

  run<T>(task: string, payload: unknown): Promise<T> {
    if (this.closed) return Promise.reject(new TaskFailedError('crashed', 'the pool is closed'));
    const free = [...this.slots].some((slot) => !slot.job) || this.slots.size < this.options.size;
    if (!free && this.queue.length >= this.options.maxQueued) return Promise.reject(new PoolFullError());
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ task, payload, resolve: resolve as (value: unknown) => void, reject });
      this.pump();
    });
  }

  /** Ends every worker; queued tasks fail. */
  async close(): Promise<void> {
    this.closed = true;
    const closedError = () => new TaskFailedError('crashed', 'the pool is closed');
    for (const job of this.queue.splice(0)) job.reject(closedError());
    await Promise.all(
      [...this.slots].map((slot) => {
        if (slot.job) {
          clearTimeout(slot.job.timer);
          slot.job.reject(closedError());
        }
        return this.retire(slot);
      }),
    );
  }

  /** Gives waiting tasks to free workers, starting workers while the pool has room. */
  private pump() {
    while (this.queue.length > 0) {
      const slot =
        [...this.slots].find((candidate) => candidate.ready && !candidate.job) ?? this.spawnIfRoom();
      if (!slot) return;
      if (!slot.ready) return; // it takes the next task once its module has loaded
      this.start(slot, this.queue.shift()!);
    }
  }

  private spawnIfRoom(): Slot | null {
    const starting = [...this.slots].filter((slot) => !slot.ready).length;
    // One worker starting per waiting task is enough; more would only sit idle.
    if (this.slots.size >= this.options.size || starting >= this.queue.length) return null;
    const worker = new Worker(ENTRY, {
      workerData: { module: this.options.module.href },
      resourceLimits: this.options.resourceLimits,
    });
    const slot: Slot = { worker, ready: false, job: null };
    this.slots.add(slot);
    worker.on('message', (message: TaskAnswer | 'ready') => this.answer(slot, message));
    worker.on('error', (error) => this.fail(slot, 'crashed', `the worker failed: ${error.message}`));
    worker.on('exit', (code) => this.fail(slot, 'crashed', `the worker stopped (exit code ${code})`));
    return slot;
  }

  private start(slot: Slot, job: Job) {
    const id = this.nextId++;
    const timer = setTimeout(() => {
      this.fail(slot, 'timeout', `the task ran longer than ${this.options.timeoutMs} ms`);
    }, this.options.timeoutMs);
    timer.unref();
    slot.job = { ...job, id, timer };
    slot.worker.ref();
    slot.worker.postMessage({ id, task: job.task, payload: job.payload });
  }

  private answer(slot: Slot, message: TaskAnswer | 'ready') {
    if (message === 'ready') {
      slot.ready = true;
      this.pump();
      return;
    }
    const job = slot.job;
    if (!job || job.id !== message.id) return;
    clearTimeout(job.timer);
    slot.job = null;
    // An idle worker does not keep the process alive (tests, scripts and a stopping server end);
    // one starting for a task or holding one does, so a script awaiting a document sees it through.
    slot.worker.unref();
    if ('error' in message) job.reject(new TaskFailedError('error', message.error));
    else job.resolve(message.result);
    this.pump();
  }

  /** The slot's worker is done for: its task fails, the worker is ended, the queue moves on. */
  private fail(slot: Slot, reason: TaskFailedError['reason'], message: string) {
    if (!this.slots.has(slot)) return;
    const job = slot.job;
    void this.retire(slot);
    if (job) {
      clearTimeout(job.timer);
      job.reject(new TaskFailedError(reason, message));
    } else if (!slot.ready) {
      // A worker that could not even load its module: the task that waited for it fails rather
      // than waiting for a worker that will fail the same way.
      this.queue.shift()?.reject(new TaskFailedError(reason, message));
    }
    this.pump();
  }

  private async retire(slot: Slot) {
    this.slots.delete(slot);
    slot.job = null;
    await slot.worker.terminate();
  }
}
