/**
 * The pull on PostgreSQL at the scale of a grown agency: an agent who sees 100,000 clients
 * among 200,000 (another agent holds the rest). Figures through the API over HTTP on
 * 127.0.0.1: a first pull of 20,000 records, and an incremental pull of one change over the
 * 100,000 rows (median of 25), with the plan PostgreSQL chose for it (EXPLAIN ANALYZE), which
 * must start at the cursor in the index rather than read the agent's rows. The database is
 * made and dropped by withBenchDatabase.
 */
import type { AddressInfo } from 'node:net';
import type { Knex } from 'knex';
import { START_CURSOR, parseCursor, type SyncPosition, type SyncPullResponse } from '@contract/sync.ts';
import { updateVersioned } from '@db/versioning.ts';
import { createApp } from '../api/app.ts';
import { loadConfig } from '../api/config.ts';
import { SYNC_ADAPTERS } from '../api/sync/registry.ts';
import { createBenchAgent, seedClients } from './fixtures.ts';
import { withBenchDatabase } from './postgresDatabase.ts';
import { signInSession } from './session.ts';

const PASSWORD = 'bench-password-2026';

async function signIn(base: string, email: string): Promise<string> {
  return (await signInSession(base, email, PASSWORD)).cookie;
}

/** Pulls from `cursor` until the server has nothing more: the changes and the cursor it ends at. */
async function pullAll(base: string, cookie: string, cursor: string, limit: number) {
  let changes = 0;
  for (;;) {
    const response = await fetch(`${base}/api/sync/pull?cursor=${cursor}&limit=${limit}`, {
      headers: { cookie },
    });
    const page = (await response.json()) as SyncPullResponse;
    if (!response.ok || page.reset) throw new Error(`pull: ${response.status} ${JSON.stringify(page)}`);
    changes += page.changes.length;
    cursor = page.cursor;
    if (!page.hasMore) return { changes, cursor };
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function benchSyncPull(): Promise<void> {
  await withBenchDatabase('sync pull', async ({ db, url, dataDir }) => {
    const agent = await createBenchAgent(db, 'pull-agent@example.com', PASSWORD);
    const colleague = await createBenchAgent(db, 'pull-colleague@example.com', PASSWORD);
    await seedClients(db, agent.id, 20_000, 1);
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: url });
    const server = createApp(config, { db }).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const cookie = await signIn(origin, 'pull-agent@example.com');

    await db.raw('ANALYZE');
    let started = performance.now();
    const first = await pullAll(origin, cookie, START_CURSOR, 2000);
    console.log(
      `sync pull on PostgreSQL: first pull of ${first.changes.toLocaleString('en-US')} records (pages of 2,000, server only): ${(performance.now() - started).toFixed(0)} ms`,
    );

    await seedClients(db, agent.id, 80_000, 20_001);
    await seedClients(db, colleague.id, 100_000, 100_001);
    await db.raw('ANALYZE');
    let { cursor } = await pullAll(origin, cookie, first.cursor, 2000);
    const [one] = await db('clients').where({ email: 'guest42@example.com' }).select('id');
    const times: number[] = [];
    for (let round = 0; round < 25; round++) {
      await db.transaction((trx) => updateVersioned(trx, 'clients', one.id, { notes: `Change ${round}` }));
      started = performance.now();
      const next = await pullAll(origin, cookie, cursor, 500);
      times.push(performance.now() - started);
      if (next.changes !== 1) throw new Error(`expected one change, pulled ${next.changes}`);
      cursor = next.cursor;
    }
    console.log(
      `sync pull on PostgreSQL: incremental pull of 1 change, agent sees 100,000 of 200,000 clients: median ${median(times).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms (over HTTP)`,
    );

    // The plan of the clients' part of that pull, as pull.ts builds it.
    const position = parseCursor(cursor) as SyncPosition;
    await db.transaction(async (trx) => {
      await updateVersioned(trx, 'clients', one.id, { notes: 'For the plan' });
    });
    const actor = { id: agent.id, role: 'agent' } as Parameters<
      (typeof SYNC_ADAPTERS)['clients']['scope']
    >[1];
    const query = SYNC_ADAPTERS.clients
      .scope(db, actor)
      .whereRaw('(clients.sync_txid, clients.version) > (?, ?)', [position.txid, position.version])
      .where('clients.syncTxid', '<', db.raw('pg_snapshot_xmax(pg_current_snapshot())::text::bigint'))
      .select('clients.id', 'clients.version', 'clients.syncTxid')
      .orderBy(['clients.syncTxid', 'clients.version'])
      .limit(501)
      .toSQL();
    const plan = (await db.raw(`EXPLAIN ANALYZE ${query.sql}`, query.bindings as Knex.RawBinding[])) as {
      rows: Array<{ 'QUERY PLAN': string }>;
    };
    console.log('sync pull on PostgreSQL: plan of the clients part of an incremental pull:');
    for (const row of plan.rows) console.log(`    ${row['QUERY PLAN']}`);
    await new Promise((resolve) => server.close(resolve));
  });
}
