/**
 * The offline protocol under load, device and server in one process: the device is the
 * office's own Dexie code on fake-indexeddb, the server is the API over HTTP on 127.0.0.1.
 * Figures: 1,000 queued mutations pushed (on a fresh embedded database, and on PostgreSQL in a
 * database of its own, created and dropped here, on the server of BENCH_DATABASE_URL, else
 * TEST_DATABASE_URL, else the local default), a first pull of 20,000 records into Dexie, and
 * an incremental pull of one change over 100,000 rows.
 */
import 'fake-indexeddb/auto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { SyncPullResponse, SyncPushInput, SyncPushResponse } from '@contract/sync.ts';
import { createDb, migrator, type Db } from '@db/index.ts';
import { updateVersioned } from '@db/versioning.ts';
import { seedRequired } from '@db/seeds/required/index.ts';
import { createApp } from '../api/app.ts';
import { createBenchAgent, seedClients } from './fixtures.ts';
import { withBenchDatabase } from './postgresDatabase.ts';
import { signInSession } from './session.ts';
import { loadConfig } from '../api/config.ts';
import { openOfficeDatabase } from '../pwa/src/offline/db.ts';
import { saveRecord } from '../pwa/src/offline/outbox.ts';
import { PUSH_BATCH, pullChanges, pushOutbox } from '../pwa/src/offline/syncCycle.ts';
import type { SyncTransport } from '../pwa/src/offline/transport.ts';

const PASSWORD = 'bench-password-2026';

/** A signed-in HTTP session the way the PWA keeps one: cookie plus CSRF token. */
export async function signIn(base: string, email: string): Promise<SyncTransport> {
  const { cookie, csrfToken: token } = await signInSession(base, email, PASSWORD);
  return {
    async push(body: SyncPushInput) {
      const response = await fetch(`${base}/api/sync/push`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json', 'x-csrf-token': token },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`push: ${response.status} ${await response.text()}`);
      return (await response.json()) as SyncPushResponse;
    },
    async pull(cursor: string, limit: number) {
      const response = await fetch(`${base}/api/sync/pull?cursor=${cursor}&limit=${limit}`, {
        headers: { cookie },
      });
      if (!response.ok) throw new Error(`pull: ${response.status} ${await response.text()}`);
      return (await response.json()) as SyncPullResponse;
    },
  };
}

const ms = (start: number) => `${(performance.now() - start).toFixed(0)} ms`;

const AGENT = 'bench-agent@example.com';
const PUSHED = 1000;

/** The API on `db`, listening on 127.0.0.1, with the bench agent signed in. */
async function serve(
  db: Db,
  env: Record<string, string>,
): Promise<{ server: Server; transport: SyncTransport }> {
  const config = loadConfig({ LOG_LEVEL: 'silent', DEMO_DATA: 'false', ...env });
  const server = createApp(config, { db }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { server, transport: await signIn(base, AGENT) };
}

/**
 * 1,000 client creations queued offline, then pushed the way the office does (batches of 500).
 * The time inside the push requests is the server's share; the rest is the device's outbox.
 * Twice: the first push a server process serves also compiles its code paths, the second is
 * what a running server does.
 */
async function measurePush(transport: SyncTransport, engine: string): Promise<void> {
  for (const round of ['first push of a fresh server process', 'the next push']) {
    const device = openOfficeDatabase(`bench-push-${engine}-${Date.now()}`);
    let started = performance.now();
    for (let i = 0; i < PUSHED; i++) {
      await saveRecord(
        'clients',
        null,
        { firstName: 'Offline', lastName: `Guest ${i}`, email: `offline${i}@example.com` },
        device,
      );
    }
    const queued = ms(started);
    let server = 0;
    const timed: SyncTransport = {
      ...transport,
      async push(body) {
        const sent = performance.now();
        try {
          return await transport.push(body);
        } finally {
          server += performance.now() - sent;
        }
      },
    };
    started = performance.now();
    const pushed = await pushOutbox(device, timed);
    console.log(
      `push of ${pushed} queued mutations on ${engine}, ${round} (client creations, batches of ${PUSH_BATCH}): ${ms(started)}, of which the server ${server.toFixed(0)} ms (queuing them on the device: ${queued})`,
    );
    device.close();
  }
}

/** The push figure on PostgreSQL, in a database made for it and dropped after. */
async function benchPushOnPostgres(): Promise<void> {
  await withBenchDatabase('push on PostgreSQL', async ({ db, url, dataDir }) => {
    await createBenchAgent(db, AGENT, PASSWORD);
    const { server, transport } = await serve(db, { DATA_DIR: dataDir, DATABASE_URL: url });
    await measurePush(transport, 'PostgreSQL');
    await new Promise((resolve) => server.close(resolve));
  });
}

export async function benchSync(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'travel-bench-sync-'));
  const db = createDb({ pgliteDir: path.join(dataDir, 'pglite') });
  try {
    await migrator(db).latest();
    await seedRequired(db);
    const agent = await createBenchAgent(db, AGENT, PASSWORD);
    const { server, transport } = await serve(db, { DATA_DIR: dataDir });

    await measurePush(transport, 'PGlite');

    // A first pull of 20,000 records (the 2,000 pushed and 18,000 more) into an empty device.
    await seedClients(db, agent.id, 18_000, 1);
    // As the server's hourly sweep leaves the embedded database (it has no autovacuum).
    await db.raw('analyze');
    const fresh = openOfficeDatabase(`bench-pull-${Date.now()}`);
    let serving = 0;
    const timed: SyncTransport = {
      ...transport,
      async pull(cursor, limit) {
        const sent = performance.now();
        try {
          return await transport.pull(cursor, limit);
        } finally {
          serving += performance.now() - sent;
        }
      },
    };
    let started = performance.now();
    const pulled = await pullChanges(fresh, timed);
    console.log(
      `first pull of ${pulled} records into Dexie (pages of 2,000): ${ms(started)}, of which the server ${serving.toFixed(0)} ms`,
    );

    // One change over 100,000 rows, on a device that is up to date.
    await seedClients(db, agent.id, 80_000, 19_001);
    await db.raw('analyze');
    await pullChanges(fresh, transport);
    const [one] = await db('clients').where({ email: 'guest42@example.com' }).select('id');
    await db.transaction((trx) => updateVersioned(trx, 'clients', one.id, { notes: 'Changed once' }));
    const total = await fresh.clients.count();
    started = performance.now();
    const incremental = await pullChanges(fresh, transport);
    console.log(
      `incremental pull of ${incremental} change over ${total.toLocaleString('en-US')} rows: ${ms(started)}`,
    );
    fresh.close();

    await new Promise((resolve) => server.close(resolve));
  } finally {
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  await benchPushOnPostgres();
}
