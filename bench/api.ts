/**
 * The API in-process on a fresh embedded database: cold start (open + migrate + demo seed),
 * then throughput and latency of the health check and of the app shell under concurrent load,
 * and the size of the Agent Office's dashboard answer with the demo data and with 5,000 clients.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createDb, migrator } from '@db/index.ts';
import { seedRequired } from '@db/seeds/required/index.ts';
import { seedDemoData } from '@db/seeds/demo/index.ts';
import { DEMO_PASSWORD } from '@db/seeds/demo/users.ts';
import type { Db } from '@db/index.ts';
import { createApp } from '../api/app.ts';
import { loadConfig } from '../api/config.ts';
import { seedClients, seedTrips } from './fixtures.ts';
import { signInSession } from './session.ts';

const REQUESTS = 3000;
const CONCURRENCY = 20;

function get(agent: http.Agent, port: number, urlPath: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get({ host: '127.0.0.1', port, path: urlPath, agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(performance.now() - started));
    });
    request.on('error', reject);
  });
}

export async function load(port: number, urlPath: string, requests = REQUESTS) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const latencies: number[] = [];
  let issued = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (issued < requests) {
        issued++;
        latencies.push(await get(agent, port, urlPath));
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))];
  console.log(
    `GET ${urlPath}: ${(requests / seconds).toFixed(0)} req/s, p50 ${pct(0.5).toFixed(1)} ms, p95 ${pct(0.95).toFixed(1)} ms, p99 ${pct(0.99).toFixed(1)} ms (${requests} requests, ${CONCURRENCY} concurrent)`,
  );
}

/** The session cookie of `email` signed in with the demo password. */
async function signedInCookie(base: string, email: string): Promise<string> {
  return (await signInSession(base, email, DEMO_PASSWORD)).cookie;
}

const DASHBOARD_CLIENTS = 5000;
const DASHBOARD_BOOKINGS_PER_CLIENT = 4;

/**
 * GET /api/agent/dashboard as the demo agent: bytes of the answer and the median of a few
 * calls, with the demo data and again once the agent has 5,000 more clients, a trip each
 * and 4 bookings under every trip of theirs.
 */
async function dashboardSize(db: Db, base: string) {
  const email = 'agent@demo.test';
  const cookie = await signedInCookie(base, email);
  const measure = async (label: string) => {
    const times: number[] = [];
    let bytes = 0;
    for (let round = 0; round < 5; round++) {
      const started = performance.now();
      const response = await fetch(`${base}/api/agent/dashboard`, { headers: { cookie } });
      bytes = (await response.arrayBuffer()).byteLength;
      times.push(performance.now() - started);
      if (!response.ok) throw new Error(`dashboard: ${response.status}`);
    }
    times.sort((a, b) => a - b);
    console.log(
      `GET /api/agent/dashboard (${label}): ${bytes.toLocaleString('en-US')} bytes, median ${times[2].toFixed(1)} ms of 5`,
    );
  };
  await measure('demo data');
  const agent = (await db('users').where({ email }).first('id')) as { id: string };
  await seedClients(db, agent.id, DASHBOARD_CLIENTS, 1);
  const bookings = await seedTrips(db, agent.id, DASHBOARD_BOOKINGS_PER_CLIENT);
  await measure(
    `${DASHBOARD_CLIENTS.toLocaleString('en-US')} more clients, a trip each, ${bookings.toLocaleString('en-US')} bookings`,
  );
}

export async function benchApi(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'travel-bench-'));
  try {
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', DEMO_DATA: 'true' });
    const coldStart = performance.now();
    const db = createDb({ pgliteDir: path.join(dataDir, 'pglite') });
    await migrator(db).latest();
    const migrated = performance.now();
    await seedRequired(db);
    await seedDemoData(db);
    const seeded = performance.now();
    const server = createApp(config, { db }).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: false });
    await get(agent, port, '/api/health');
    const ready = performance.now();
    console.log(
      `cold start on an empty PGlite: open + migrate ${(migrated - coldStart).toFixed(0)} ms, demo seed ${(seeded - migrated).toFixed(0)} ms, first answer ${(ready - coldStart).toFixed(0)} ms total`,
    );
    await load(port, '/api/health');
    await load(port, '/api/auth/csrf-token');
    if (fs.existsSync(path.join(config.staticDir, 'index.html'))) await load(port, '/services');
    console.log(
      `server process memory after load: ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MB RSS`,
    );
    await dashboardSize(db, `http://127.0.0.1:${port}`);
    await new Promise((resolve) => server.close(resolve));
    await db.destroy();
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
