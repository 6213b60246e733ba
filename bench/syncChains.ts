/**
 * Records made under records made on the device, pushed through the real API on a fresh
 * embedded database over HTTP on 127.0.0.1. The office's own Dexie code queues, offline,
 * 60 new clients, each as an agent enters them: the client, an itinerary with 3 bookings, a
 * second itinerary with 2 bookings, and a correction of that last booking (9 changes a
 * client, 540 in all, every one leaning on a record the server has not got yet). Figures:
 * how many pushes the outbox takes and how long, and what the server made of it.
 */
import 'fake-indexeddb/auto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { SyncResultStatus } from '@contract/sync.ts';
import { createDb, migrator } from '@db/index.ts';
import { seedRequired } from '@db/seeds/required/index.ts';
import { createApp } from '../api/app.ts';
import { loadConfig } from '../api/config.ts';
import { createBenchAgent } from './fixtures.ts';
import { signIn } from './sync.ts';
import { openOfficeDatabase, type OfficeDatabase } from '../pwa/src/offline/db.ts';
import { saveRecord } from '../pwa/src/offline/outbox.ts';
import { pushOutbox } from '../pwa/src/offline/syncCycle.ts';
import type { SyncTransport } from '../pwa/src/offline/transport.ts';

/** The password `signIn` signs in with. */
const PASSWORD = 'bench-password-2026';
const AGENT = 'bench-chains@example.com';
const CLIENTS = 60;

async function queueClientWithTrips(device: OfficeDatabase, n: number) {
  const client = await saveRecord(
    'clients',
    null,
    { firstName: 'Chain', lastName: `Guest ${n}`, email: `chain${n}@example.com` },
    device,
  );
  let last = '';
  for (const [title, bookings] of [
    ['Pitons week', 3],
    ['Orlando parks', 2],
  ] as const) {
    const trip = await saveRecord(
      'itineraries',
      null,
      { clientId: client.record.id, title, startDate: '2027-03-01', endDate: '2027-03-08' },
      device,
    );
    for (let b = 0; b < bookings; b++) {
      const booking = await saveRecord(
        'bookings',
        null,
        { itineraryId: trip.record.id, type: 'hotel', title: `Stay ${b + 1}` },
        device,
      );
      last = booking.record.id;
    }
  }
  await saveRecord('bookings', last, { bookingReference: `REF-${n}` }, device);
}

/** The transport, counting pushes, the time spent waiting for their answers and what they said. */
function counting(transport: SyncTransport) {
  const tally = { pushes: 0, waited: 0, answers: new Map<SyncResultStatus, number>() };
  const counted: SyncTransport = {
    ...transport,
    async push(input) {
      tally.pushes += 1;
      const started = performance.now();
      const response = await transport.push(input);
      tally.waited += performance.now() - started;
      for (const { status } of response.results)
        tally.answers.set(status, (tally.answers.get(status) ?? 0) + 1);
      return response;
    },
  };
  return { counted, tally };
}

export async function benchSyncChains(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'travel-bench-chains-'));
  const db = createDb({ pgliteDir: path.join(dataDir, 'pglite') });
  try {
    await migrator(db).latest();
    await seedRequired(db);
    await createBenchAgent(db, AGENT, PASSWORD);
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', DEMO_DATA: 'false' });
    const server = createApp(config, { db }).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const { counted, tally } = counting(await signIn(base, AGENT));

    const device = openOfficeDatabase(`bench-chains-${Date.now()}`);
    for (let n = 0; n < CLIENTS; n++) await queueClientWithTrips(device, n);
    const queued = await device.outbox.count();

    const started = performance.now();
    await pushOutbox(device, counted);
    const elapsed = performance.now() - started;
    const left = await device.outbox.count();
    device.close();

    const answers = [...tally.answers].map(([status, count]) => `${count} ${status}`).join(', ');
    const made = await Promise.all(
      ['clients', 'itineraries', 'bookings'].map(async (table) => {
        const [{ count }] = await db(table).count({ count: '*' });
        return `${Number(count)} ${table}`;
      }),
    );
    console.log(
      `push of ${queued} queued changes in chains (${CLIENTS} new clients, each with 2 itineraries, 5 bookings and an edit): ` +
        `${tally.pushes} pushes, ${elapsed.toFixed(0)} ms (waiting for the server: ${tally.waited.toFixed(0)} ms)`,
    );
    console.log(`answers: ${answers}; left in the outbox: ${left}; on the server: ${made.join(', ')}`);

    await new Promise((resolve) => server.close(resolve));
  } finally {
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
