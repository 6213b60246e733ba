/**
 * Many agents on many API processes: two servers started as separate processes (no memory in
 * common, only PostgreSQL), 50 agents each with a device of their own, every device pushing
 * small batches and pulling, all at once, for a bounded time (BENCH_LOAD_SECONDS, 60 by
 * default). Each request goes to the other server than the one before, so a session, a device's
 * sequence and its stored answers must all live in the database. At the end every device's
 * records are checked against the database and against what the device pulled: nothing lost,
 * nothing doubled. Traffic on 127.0.0.1 only, in a database made and dropped by withBenchDatabase.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import {
  SYNC_SCHEMA_VERSION,
  type SyncMutation,
  type SyncPullResponse,
  type SyncPushResponse,
} from '@contract/sync.ts';
import type { Db } from '@db/index.ts';
import { freePort } from '../e2e/freePort.ts';
import { createBenchAgent } from './fixtures.ts';
import { withBenchDatabase } from './postgresDatabase.ts';
import { signInSession } from './session.ts';

const AGENTS = 50;
const SERVERS = 2;
/** Changes per push: a device back online after a few edits, not one back from a week away. */
const BATCH = 5;
const PASSWORD = 'bench-password-2026';
const ROOT = path.resolve(import.meta.dirname, '..');

/** One API process of the production entry, on its own port, sharing only the database. */
async function startServer(env: Record<string, string>): Promise<{ base: string; child: ChildProcess }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['api/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', APP_URL: base },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API process on ${port} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, child };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

class Latencies {
  private readonly values: number[] = [];
  add(ms: number) {
    this.values.push(ms);
  }
  get count() {
    return this.values.length;
  }
  percentile(p: number): number {
    if (this.values.length === 0) return 0;
    const sorted = [...this.values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
  }
}

interface Tally {
  push: Latencies;
  pull: Latencies;
  mutations: number;
  errors: Map<string, number>;
}

function countError(tally: Tally, what: string) {
  tally.errors.set(what, (tally.errors.get(what) ?? 0) + 1);
}

/** A record as the device expects the server to hold it once its queue is empty. */
interface Expected {
  entity: 'clients' | 'itineraries';
  lastName?: string;
  title?: string;
  version: number;
}

/** An agent's device: its own session, sequence and copy, talking to the servers in turn. */
class Device {
  readonly deviceId = crypto.randomUUID();
  private cookie = '';
  private csrf = '';
  sent = 0;
  private cursor: string | number = 0;
  private turn: number;
  readonly expected = new Map<string, Expected>();
  /** What the device pulled: record id to version. */
  readonly copy = new Map<string, number>();

  constructor(
    readonly email: string,
    private readonly bases: string[],
    index: number,
  ) {
    this.turn = index;
  }

  private next(): string {
    this.turn += 1;
    return this.bases[this.turn % this.bases.length];
  }

  async signIn() {
    const session = await signInSession(this.next(), this.email, PASSWORD);
    this.cookie = session.cookie;
    this.csrf = session.csrfToken;
  }

  /** A few edits made offline: new clients, a trip under one of them, renamed earlier clients. */
  private batch(round: number): SyncMutation[] {
    const mutations: SyncMutation[] = [];
    const mine = [...this.expected.entries()].filter(([, record]) => record.entity === 'clients');
    const add = (mutation: Omit<SyncMutation, 'seq'>) => mutations.push({ ...mutation, seq: 0 });
    const clientId = crypto.randomUUID();
    add({
      id: crypto.randomUUID(),
      entity: 'clients',
      op: 'upsert',
      recordId: clientId,
      baseVersion: null,
      base: {},
      changes: { firstName: 'Load', lastName: `Round ${round}`, email: `${clientId}@example.com` },
    });
    add({
      id: crypto.randomUUID(),
      entity: 'itineraries',
      op: 'upsert',
      recordId: crypto.randomUUID(),
      baseVersion: null,
      base: {},
      changes: {
        clientId,
        title: `Trip of round ${round}`,
        startDate: '2027-03-01',
        endDate: '2027-03-08',
        currency: 'USD',
      },
    });
    while (mutations.length < BATCH) {
      const earlier = mine[Math.floor(Math.random() * mine.length)];
      if (!earlier) {
        const id = crypto.randomUUID();
        add({
          id: crypto.randomUUID(),
          entity: 'clients',
          op: 'upsert',
          recordId: id,
          baseVersion: null,
          base: {},
          changes: { firstName: 'Load', lastName: `Extra ${round}`, email: `${id}@example.com` },
        });
        continue;
      }
      const [recordId, record] = earlier;
      add({
        id: crypto.randomUUID(),
        entity: 'clients',
        op: 'upsert',
        recordId,
        baseVersion: record.version,
        base: { lastName: record.lastName },
        changes: { lastName: `Renamed in round ${round} (${mutations.length})` },
      });
      // Two renames of one record in a batch: the second is based on the same pulled version.
      mine.splice(mine.indexOf(earlier), 1);
    }
    return mutations;
  }

  async push(round: number, tally: Tally) {
    const mutations = this.batch(round).map((mutation) => ({ ...mutation, seq: ++this.sent }));
    const started = performance.now();
    const response = await fetch(`${this.next()}/api/sync/push`, {
      method: 'POST',
      headers: { cookie: this.cookie, 'content-type': 'application/json', 'x-csrf-token': this.csrf },
      body: JSON.stringify({ deviceId: this.deviceId, schemaVersion: SYNC_SCHEMA_VERSION, mutations }),
    });
    const body = (await response.json()) as SyncPushResponse;
    tally.push.add(performance.now() - started);
    if (!response.ok) {
      countError(tally, `push ${response.status}`);
      // The device would send the same batch again; the bench keeps it simple and stops here.
      throw new Error(`push of ${this.email}: ${response.status} ${JSON.stringify(body)}`);
    }
    tally.mutations += mutations.length;
    for (const [index, result] of body.results.entries()) {
      const mutation = mutations[index];
      if (result.status !== 'applied' || result.version === undefined) {
        countError(tally, `result ${result.status}`);
        continue;
      }
      const changes = mutation.changes as { lastName?: string; title?: string };
      const before = this.expected.get(mutation.recordId);
      this.expected.set(mutation.recordId, {
        entity: mutation.entity as Expected['entity'],
        lastName: changes.lastName ?? before?.lastName,
        title: changes.title ?? before?.title,
        version: result.version,
      });
    }
  }

  async pull(tally: Tally) {
    for (;;) {
      const started = performance.now();
      const response = await fetch(`${this.next()}/api/sync/pull?cursor=${this.cursor}&limit=500`, {
        headers: { cookie: this.cookie },
      });
      const body = (await response.json()) as SyncPullResponse;
      tally.pull.add(performance.now() - started);
      if (!response.ok) {
        countError(tally, `pull ${response.status}`);
        throw new Error(`pull of ${this.email}: ${response.status} ${JSON.stringify(body)}`);
      }
      if (body.reset) {
        this.copy.clear();
        this.cursor = 0;
        continue;
      }
      for (const change of body.changes) {
        if (change.deleted) this.copy.delete(change.recordId);
        else this.copy.set(change.recordId, change.version);
      }
      this.cursor = body.cursor;
      if (!body.hasMore) return;
    }
  }
}

interface Check {
  lost: number;
  doubled: number;
  wrong: number;
  missedByPull: number;
  sequenceWrong: number;
}

/** Every device's records, as the database holds them and as the device pulled them. */
async function check(db: Db, devices: Device[]): Promise<Check> {
  const found: Check = { lost: 0, doubled: 0, wrong: 0, missedByPull: 0, sequenceWrong: 0 };
  for (const device of devices) {
    const ids = [...device.expected.keys()];
    const clients = (await db('clients').whereIn('id', ids).select('id', 'lastName', 'version')) as Array<{
      id: string;
      lastName: string;
      version: string | number;
    }>;
    const trips = (await db('itineraries').whereIn('id', ids).select('id', 'title', 'version')) as Array<{
      id: string;
      title: string;
      version: string | number;
    }>;
    const stored = new Map<string, { name: string; version: number }>([
      ...clients.map((row) => [row.id, { name: row.lastName, version: Number(row.version) }] as const),
      ...trips.map((row) => [row.id, { name: row.title, version: Number(row.version) }] as const),
    ]);
    for (const [id, record] of device.expected) {
      const row = stored.get(id);
      if (!row) {
        found.lost += 1;
        continue;
      }
      if (row.name !== (record.entity === 'clients' ? record.lastName : record.title)) found.wrong += 1;
      if (row.version !== record.version) found.wrong += 1;
      if (device.copy.get(id) !== row.version) found.missedByPull += 1;
    }
    // A mutation applied twice would have made a second client with the same address.
    const [{ count }] = (await db('clients')
      .whereIn(
        'email',
        ids.map((id) => `${id}@example.com`),
      )
      .count({ count: '*' })) as Array<{ count: string | number }>;
    const created = [...device.expected.values()].filter((record) => record.entity === 'clients').length;
    found.doubled += Math.max(0, Number(count) - created);
    const row = await db('syncDevices').where({ deviceId: device.deviceId }).first('lastSeq');
    if (Number(row?.lastSeq) !== device.sent) found.sequenceWrong += 1;
  }
  return found;
}

export async function benchSyncLoad(): Promise<void> {
  const seconds = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
  const servers: ChildProcess[] = [];
  await withBenchDatabase('sync load', async ({ db, url, dataDir }) => {
    try {
      const emails = Array.from({ length: AGENTS }, (_, n) => `load-agent-${n}@example.com`);
      for (const email of emails) await createBenchAgent(db, email, PASSWORD);

      const env = {
        DATABASE_URL: url,
        DATA_DIR: dataDir,
        SESSION_SECRET: crypto.randomBytes(32).toString('hex'),
        DEMO_DATA: 'false',
        LOG_LEVEL: 'warn',
      };
      const bases: string[] = [];
      for (let n = 0; n < SERVERS; n++) {
        const server = await startServer(env);
        servers.push(server.child);
        bases.push(server.base);
      }
      const devices = emails.map((email, index) => new Device(email, bases, index));
      // One after another: sign-in attempts from one address count until each succeeds.
      for (const device of devices) await device.signIn();

      const tally: Tally = { push: new Latencies(), pull: new Latencies(), mutations: 0, errors: new Map() };
      const started = performance.now();
      const until = started + seconds * 1000;
      await Promise.all(
        devices.map(async (device) => {
          for (let round = 1; performance.now() < until; round++) {
            await device.push(round, tally);
            await device.pull(tally);
          }
        }),
      );
      const elapsed = (performance.now() - started) / 1000;
      // One last pull each, now that nobody writes: every device must hold every record it made.
      await Promise.all(devices.map((device) => device.pull(tally)));
      const found = await check(db, devices);

      const errors = [...tally.errors.entries()].map(([what, n]) => `${what}: ${n}`).join(', ') || 'none';
      console.log(
        `sync load, ${AGENTS} agents on ${SERVERS} API processes, PostgreSQL, ${elapsed.toFixed(0)} s, batches of ${BATCH}:`,
      );
      console.log(
        `  pushes ${tally.push.count} (${(tally.push.count / elapsed).toFixed(1)}/s), mutations ${tally.mutations} (${(tally.mutations / elapsed).toFixed(1)}/s), pulls ${tally.pull.count} (${(tally.pull.count / elapsed).toFixed(1)}/s)`,
      );
      console.log(
        `  push p50 ${tally.push.percentile(50).toFixed(0)} ms, p99 ${tally.push.percentile(99).toFixed(0)} ms; pull p50 ${tally.pull.percentile(50).toFixed(0)} ms, p99 ${tally.pull.percentile(99).toFixed(0)} ms`,
      );
      console.log(
        `  errors: ${errors}; records lost ${found.lost}, doubled ${found.doubled}, wrong ${found.wrong}, missed by the devices' pulls ${found.missedByPull}, device sequences wrong ${found.sequenceWrong}`,
      );
    } finally {
      for (const child of servers) child.kill('SIGTERM');
      await Promise.all(
        servers.map((child) =>
          child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : null,
        ),
      );
    }
  });
}
