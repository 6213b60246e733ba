/** Starts the real server for end-to-end runs on a throw-away data directory. */
import fs from 'node:fs';
import path from 'node:path';

const dataDir = path.resolve(import.meta.dirname, '.artifacts', 'data');
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });
process.env.DATA_DIR = dataDir;
process.env.DEMO_DATA = 'true';
delete process.env.DATABASE_URL;

await import('../api/main.ts');
