/**
 * The offline protocol under load, device and server in one process: the device is the
 * office's own Dexie code on fake-indexeddb, the server is the API on a fresh embedded
 * database over HTTP on 127.0.0.1. Figures: 1,000 queued mutations pushed, a first pull of
 * 20,000 records into Dexie, and an incremental pull of one change over 100,000 rows.
 */
import 'fake-indexeddb/auto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { SyncPullResponse, SyncPushInput, SyncPushResponse } from '@contract/sync.ts';
import { createDb, migrator } from '@db/index.ts';
import { updateVersioned } from '@db/versioning.ts';
import { seedRequired } from '@db/seeds/required/index.ts';
import { createApp } from '../api/app.ts';
import { createBenchAgent, seedClients } from './fixtures.ts';
import { loadConfig } from '../api/config.ts';
import { openOfficeDatabase } from '../pwa/src/offline/db.ts';
import { saveRecord } from '../pwa/src/offline/outbox.ts';
import { pullChanges, pushOutbox } from '../pwa/src/offline/syncCycle.ts';
import type { SyncTransport } from '../pwa/src/offline/transport.ts';

const PASSWORD = 'bench-password-2026';

/** A signed-in HTTP session the way the PWA keeps one: cookie plus CSRF token. */
async function signIn(base: string, email: string): Promise<SyncTransport> {
  let cookie = '';
  const remember = (response: Response) => {
    const set = response.headers.getSetCookie();
    if (set.length) cookie = set.map((line) => line.split(';')[0]).join('; ');
  };
  const csrf = async () => {
    const response = await fetch(`${base}/api/auth/csrf-token`, { headers: { cookie } });
    remember(response);
    return ((await response.json()) as { csrfToken: string }).csrfToken;
  };
  const loginToken = await csrf();
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', 'x-csrf-token': loginToken },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  remember(login);
  if (!login.ok) throw new Error(`sign-in failed: ${login.status}`);
  const token = await csrf();
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

export async function benchSync(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'travel-bench-sync-'));
  const db = createDb({ pgliteDir: path.join(dataDir, 'pglite') });
  try {
    await migrator(db).latest();
    await seedRequired(db);
    const agent = await createBenchAgent(db, 'bench-agent@example.com', PASSWORD);
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', DEMO_DATA: 'false' });
    const server = createApp(config, { db }).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const transport = await signIn(base, 'bench-agent@example.com');

    // 1,000 mutations queued offline, then pushed in batches.
    const device = openOfficeDatabase(`bench-push-${Date.now()}`);
    let started = performance.now();
    for (let i = 0; i < 1000; i++) {
      await saveRecord(
        'clients',
        null,
        { firstName: 'Offline', lastName: `Guest ${i}`, email: `offline${i}@example.com` },
        device,
      );
    }
    const queued = ms(started);
    started = performance.now();
    const pushed = await pushOutbox(device, transport);
    console.log(
      `push of ${pushed} queued mutations (client creations, batches of 200): ${ms(started)} (queuing them on the device: ${queued})`,
    );
    device.close();

    // A first pull of 20,000 records into an empty device.
    await seedClients(db, agent.id, 19_000, 1);
    const fresh = openOfficeDatabase(`bench-pull-${Date.now()}`);
    started = performance.now();
    const pulled = await pullChanges(fresh, transport);
    console.log(`first pull of ${pulled} records into Dexie (pages of 500): ${ms(started)}`);

    // One change over 100,000 rows, on a device that is up to date.
    await seedClients(db, agent.id, 80_000, 19_001);
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
}
