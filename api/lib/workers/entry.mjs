// The first file of every worker thread. The server runs its TypeScript as it is (under tsx, in
// development, tests and production alike), and a worker thread starts without the loader of
// the thread that made it; this registers tsx in the worker, scoped to the module it loads and
// everything that module imports, then loads the module named by the pool.
import { workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

await tsImport(workerData.module, import.meta.url);
