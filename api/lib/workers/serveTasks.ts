/**
 * The worker side of a pool (see workerPool.ts): a module run in a worker thread calls this with
 * its tasks, and each message from the pool runs one and answers with its result or its error's
 * message. A result that is bytes is handed over, not copied.
 */
import { parentPort } from 'node:worker_threads';

export type Tasks = Record<string, (payload: never) => unknown>;

export interface TaskRequest {
  id: number;
  task: string;
  payload: unknown;
}

export type TaskAnswer = { id: number; result: unknown } | { id: number; error: string };

export function serveTasks(tasks: Tasks): void {
  const port = parentPort;
  if (!port) throw new Error('serveTasks runs in a worker thread only');
  port.on('message', async ({ id, task, payload }: TaskRequest) => {
    try {
      const run = tasks[task];
      if (!run) throw new Error(`no task named ${task}`);
      const result = await run(payload as never);
      // A shared buffer cannot be handed over: it is copied like any other result.
      const transfer =
        result instanceof Uint8Array && result.buffer instanceof ArrayBuffer ? [result.buffer] : [];
      port.postMessage({ id, result } satisfies TaskAnswer, transfer);
    } catch (error) {
      port.postMessage({
        id,
        error: error instanceof Error ? error.message : String(error),
      } satisfies TaskAnswer);
    }
  });
  // Tells the pool the module loaded; a task is sent only to a worker that said so.
  port.postMessage('ready');
}
