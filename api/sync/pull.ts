/**
 * What changed since a device's cursor, limited to rows the user may see, in the order of the
 * transactions that wrote them (`sync_txid`, then `version`; see db/versioning.ts).
 *
 * Why a cursor never skips a committed change although writers take no common lock: a pull
 * hands out rows only of transactions older than its horizon, the oldest transaction of this
 * database still running when its snapshot was taken. Every transaction before the horizon has
 * ended, so its rows are in the snapshot or will never exist; a row written later, even over an
 * old one, is stamped by a transaction at or after the horizon, so it lands ahead of the cursor.
 */
import {
  formatCursor,
  parseCursor,
  SYNC_ENTITIES,
  type SyncChange,
  type SyncEntity,
  type SyncPosition,
  type SyncPullResponse,
} from '@contract/sync.ts';
import { countOf, dbEngine, type Db, type Trx } from '@db/index.ts';
import { abilitiesOf, abilityActor } from '../policies/abilities.ts';
import type { SessionUser } from '../types.ts';
import { SYNC_ADAPTERS } from './registry.ts';

interface PullArgs {
  db: Db;
  actor: SessionUser;
  cursor: string;
  limit: number;
  /** The scope version under which this device last began a pull from 0, when known. */
  fullPullScope?: number;
  /** Hears the scope version a pull from 0 ran under, for the caller to remember per device. */
  onFullPull?(scopeVersion: number): void;
}

interface ChangedRow {
  entity: SyncEntity;
  recordId: string;
  version: number | string;
  syncTxid: number | string;
  deleted: boolean;
}

/**
 * Transactions proven to run in other databases of the server. Transaction ids are the
 * cluster's, so one running elsewhere would otherwise hold every pull back for its length.
 * Read before the pull's snapshot: an id listed here belongs elsewhere for good, and one that
 * starts after this read is newer than every write committed before the pull began.
 */
async function transactionsElsewhere(db: Db): Promise<Set<number>> {
  if (dbEngine(db) !== 'postgres') return new Set();
  const { rows }: { rows: Array<{ xid: string }> } = await db.raw(
    `select backend_xid::text::bigint as xid from pg_stat_activity
     where backend_xid is not null and datname is distinct from current_database()`,
  );
  return new Set(rows.map((row) => Number(row.xid)));
}

/** The horizon: the oldest transaction still running that may write here, else the next to start. */
async function horizonOf(db: Trx, elsewhere: Set<number>): Promise<{ horizon: number; next: number }> {
  const {
    rows: [snapshot],
  }: { rows: Array<{ next: string; running: string[] }> } = await db.raw(`
    select pg_snapshot_xmax(s)::text::bigint as next,
           array(select x::text::bigint from pg_snapshot_xip(s) as x order by 1) as running
    from pg_current_snapshot() as s`);
  const next = Number(snapshot.next);
  // pg_stat_activity names transactions by their 32-bit id.
  const oldest = snapshot.running.map(Number).find((xid) => !elsewhere.has(xid % 2 ** 32));
  return { horizon: oldest ?? next, next };
}

/**
 * Characters of records one page carries, at most: past it the page ends early, saying hasMore.
 * An agent's 2,000 e-mails of up to 100,000 characters each would otherwise be one answer of
 * 200 MB, which a tablet on a hotel's connection may never finish. One change always goes.
 */
export const PULL_PAGE_CHARACTERS = 2_000_000;

/** How many of the changes, from the first, fit in a page's characters. */
function changesWithinPage(changes: SyncChange[]): number {
  let characters = 0;
  for (let index = 0; index < changes.length; index++) {
    const record = changes[index].record;
    characters += record ? JSON.stringify(record).length : 0;
    if (characters > PULL_PAGE_CHARACTERS && index > 0) return index;
  }
  return changes.length;
}

const after = (a: SyncPosition, b: SyncPosition) =>
  a.txid > b.txid || (a.txid === b.txid && a.version > b.version);

const positionOf = (row: ChangedRow): SyncPosition => ({
  txid: Number(row.syncTxid),
  version: Number(row.version),
});

const byPosition = (a: ChangedRow, b: ChangedRow) =>
  Number(a.syncTxid) - Number(b.syncTxid) || Number(a.version) - Number(b.version);

/**
 * The first `count` changes after the cursor over every entity, in order: a query per entity,
 * each starting at the cursor in its (sync_txid, version) index, merged here.
 *
 * Not one UNION ALL under the page's LIMIT: PostgreSQL estimates a row comparison by its first
 * column, so a cursor inside one large transaction (a first pull paging through rows a bulk
 * write stamped alike) is expected to match one row, and under the UNION's LIMIT the planner
 * then joined each row to a full scan of the agent's assignments: 2,000 of them took 0.5 s on
 * the embedded database, a query alone takes a few milliseconds. Once the page is full, the
 * next entity is asked only for rows that can still make it, so the rows read stay near one
 * page whatever the mix of entities.
 */
async function changesAfter(
  db: Trx,
  actor: SessionUser,
  from: SyncPosition | 'start',
  horizon: number,
  count: number,
): Promise<ChangedRow[]> {
  let found: ChangedRow[] = [];
  for (const entity of SYNC_ENTITIES) {
    const { table, scope } = SYNC_ADAPTERS[entity];
    const position = [`${table}.syncTxid`, `${table}.version`];
    const query = scope(db, actor)
      .where(`${table}.syncTxid`, '<', horizon)
      .select(
        db.raw('? as entity', [entity]),
        `${table}.id as recordId`,
        `${table}.version`,
        `${table}.syncTxid`,
        db.raw(`(${db.raw('??', [`${table}.deletedAt`]).toQuery()} is not null) as deleted`),
      )
      .orderBy(position)
      .limit(count);
    // One row comparison, so the index on (sync_txid, version) starts right at the cursor.
    if (from !== 'start') query.whereRaw('(??, ??) > (?, ?)', [...position, from.txid, from.version]);
    // A first pull has nothing to delete: tombstones would only cost time.
    else query.whereNull(`${table}.deletedAt`);
    if (found.length === count) {
      const last = positionOf(found[count - 1]);
      query.whereRaw('(??, ??) < (?, ?)', [...position, last.txid, last.version]);
    }
    const rows: ChangedRow[] = await query;
    if (rows.length > 0) found = [...found, ...rows].sort(byPosition).slice(0, count);
  }
  return found;
}

/**
 * How many records a pull from 0 brings in all, counted in its first page's snapshot, so a new
 * device can say how much of its first download is still coming. A count per entity over the
 * same scope and horizon as the pages (the (sync_txid, version) index), paid once per pull from
 * 0; records changed while the pull pages through make it an estimate, never a promise.
 */
async function recordsToPull(db: Trx, actor: SessionUser, horizon: number): Promise<number> {
  let total = 0;
  for (const entity of SYNC_ENTITIES) {
    const { table, scope } = SYNC_ADAPTERS[entity];
    total += await countOf(
      scope(db, actor).where(`${table}.syncTxid`, '<', horizon).whereNull(`${table}.deletedAt`),
    );
  }
  return total;
}

/** One snapshot for the whole answer, so the head, the rows and their records agree. */
export async function pullChanges(args: PullArgs): Promise<SyncPullResponse> {
  const elsewhere = await transactionsElsewhere(args.db);
  return args.db.transaction((trx) => pullInSnapshot({ ...args, db: trx, elsewhere }), {
    isolationLevel: 'repeatable read',
    readOnly: true,
  });
}

async function pullInSnapshot({
  db,
  actor,
  cursor,
  limit,
  fullPullScope,
  onFullPull,
  elsewhere,
}: Omit<PullArgs, 'db'> & { db: Trx; elsewhere: Set<number> }): Promise<SyncPullResponse> {
  const user = await db('users').where({ id: actor.id }).first('syncScopeVersion');
  const scopeVersion = Number(user?.syncScopeVersion ?? 0);
  const from = parseCursor(cursor);
  // A cursor of the counter that versions were once taken from: start again.
  if (from === 'outdated') return { changes: [], cursor: '0', hasMore: true, reset: true };
  // A cursor from before the last change of what the user may see is stale, except one handed
  // out by a pull from 0 begun after that change: paging through rows older than the change
  // must go on, or the device would be sent back to 0 for ever.
  const pagingUnderCurrentScope = fullPullScope !== undefined && fullPullScope >= scopeVersion;
  if (from !== 'start' && scopeVersion > 0 && from.txid <= scopeVersion && !pagingUnderCurrentScope) {
    return { changes: [], cursor: '0', hasMore: true, reset: true };
  }
  if (from === 'start') onFullPull?.(scopeVersion);
  const { horizon, next } = await horizonOf(db, elsewhere);
  // A cursor the server never handed out (the database was restored from an older copy):
  // the device holds changes this server does not know of, and must start again from 0.
  if (from !== 'start' && from.txid > next) return { changes: [], cursor: '0', hasMore: true, reset: true };

  const rows = await changesAfter(db, actor, from, horizon, limit + 1);

  const hasMore = rows.length > limit;
  const page = rows.slice(0, limit);
  const records = new Map<SyncEntity, Map<string, Record<string, unknown>>>();
  for (const entity of SYNC_ENTITIES) {
    const ids = page.filter((row) => row.entity === entity && !row.deleted).map((row) => row.recordId);
    if (ids.length > 0) records.set(entity, await SYNC_ADAPTERS[entity].records(db, actor, ids));
  }

  // Each record carries what this user may do with it, so the office decides nothing itself.
  const abilityFacts = records.size > 0 ? await abilityActor(db, actor) : null;
  const changes: SyncChange[] = page.map((row) => {
    const record = row.deleted ? null : (records.get(row.entity)?.get(row.recordId) ?? null);
    if (record) delete record.deleted;
    if (record && abilityFacts) record.abilities = abilitiesOf(abilityFacts, row.entity, record);
    return {
      entity: row.entity,
      recordId: row.recordId,
      version: Number(row.version),
      deleted: Boolean(row.deleted),
      record,
    };
  });
  const fitting = changesWithinPage(changes);
  const last = page[fitting - 1];
  const total = from === 'start' && hasMore ? { total: await recordsToPull(db, actor, horizon) } : {};
  if ((hasMore || fitting < changes.length) && last) {
    return {
      ...total,
      changes: changes.slice(0, fitting),
      cursor: formatCursor({ txid: Number(last.syncTxid), version: Number(last.version) }),
      hasMore: true,
    };
  }
  // Everything before the horizon is in the answer; a cursor already past it stays where it is.
  const end = { txid: horizon, version: 0 };
  return { changes, cursor: formatCursor(from !== 'start' && after(from, end) ? from : end), hasMore };
}
