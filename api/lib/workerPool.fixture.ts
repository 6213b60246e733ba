/** Tasks for the pool's own tests (workerPool.test.ts): each stands for one way a task ends. */
import { serveTasks } from './workers/serveTasks.ts';

serveTasks({
  echo: (payload: unknown) => payload,
  bytes: (length: number) => new Uint8Array(length).fill(7),
  fail: (message: string) => {
    throw new Error(message);
  },
  crash: () => process.exit(3),
  spin: () => {
    for (;;);
  },
  /** Resolves only when the test lets it, through a SharedArrayBuffer it watches. */
  hold: async (flag: SharedArrayBuffer) => {
    const cell = new Int32Array(flag);
    Atomics.add(cell, 1, 1);
    Atomics.notify(cell, 1);
    while (Atomics.load(cell, 0) === 0) await new Promise((resolve) => setImmediate(resolve));
    return 'released';
  },
});
