/**
 * What changed since a device's cursor, in version order, limited to rows the user may see.
 * Versions are handed out under one row lock held until commit, so every version at or below
 * the committed counter belongs to a committed write: a cursor never skips one.
 */
import { SYNC_ENTITIES, type SyncChange, type SyncEntity, type SyncPullResponse } from '@contract/sync.ts';
import type { Db, Trx } from '@db/index.ts';
import type { SessionUser } from '../types.ts';
import { SYNC_ADAPTERS } from './registry.ts';

interface PullArgs {
  db: Db;
  actor: SessionUser;
  cursor: number;
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
  deleted: boolean;
}

/** One snapshot for the whole answer, so the head, the rows and their records agree. */
export function pullChanges(args: PullArgs): Promise<SyncPullResponse> {
  return args.db.transaction((trx) => pullInSnapshot({ ...args, db: trx }), {
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
}: Omit<PullArgs, 'db'> & { db: Trx }): Promise<SyncPullResponse> {
  const user = await db('users').where({ id: actor.id }).first('syncScopeVersion');
  const scopeVersion = Number(user?.syncScopeVersion ?? 0);
  // A cursor older than the last change of what the user may see is stale, except one handed
  // out by a pull from 0 begun after that change: paging through rows older than the change
  // must go on, or the device would be sent back to 0 for ever.
  const pagingUnderCurrentScope = fullPullScope !== undefined && fullPullScope >= scopeVersion;
  if (cursor > 0 && cursor < scopeVersion && !pagingUnderCurrentScope) {
    return { changes: [], cursor: 0, hasMore: true, reset: true };
  }
  if (cursor === 0) onFullPull?.(scopeVersion);
  // Read before the changes: every version up to here is committed and will be in the answer.
  const head = Number((await db('syncState').where({ id: 1 }).first('version')).version);
  // A cursor the server never handed out (the database was restored from an older copy):
  // the device holds changes this server does not know of, and must start again from 0.
  if (cursor > head) return { changes: [], cursor: 0, hasMore: true, reset: true };

  const perEntity = SYNC_ENTITIES.map((entity) => {
    const { table, scope } = SYNC_ADAPTERS[entity];
    const query = scope(db, actor)
      .where(`${table}.version`, '>', cursor)
      .select(
        db.raw('? as entity', [entity]),
        `${table}.id as recordId`,
        `${table}.version`,
        db.raw(`(${db.raw('??', [`${table}.deletedAt`]).toQuery()} is not null) as deleted`),
      )
      .orderBy(`${table}.version`)
      .limit(limit + 1);
    // A first pull has nothing to delete: tombstones would only cost time.
    if (cursor === 0) query.whereNull(`${table}.deletedAt`);
    return query;
  });
  const rows = (await db
    .select('*')
    .from(db.unionAll(perEntity, true).as('changes'))
    .orderBy('version')
    .limit(limit + 1)) as ChangedRow[];

  const hasMore = rows.length > limit;
  const page = rows.slice(0, limit);
  const records = new Map<SyncEntity, Map<string, Record<string, unknown>>>();
  for (const entity of SYNC_ENTITIES) {
    const ids = page.filter((row) => row.entity === entity && !row.deleted).map((row) => row.recordId);
    if (ids.length > 0) records.set(entity, await SYNC_ADAPTERS[entity].records(db, actor, ids));
  }

  const changes: SyncChange[] = page.map((row) => {
    const record = row.deleted ? null : (records.get(row.entity)?.get(row.recordId) ?? null);
    if (record) delete record.deleted;
    return {
      entity: row.entity,
      recordId: row.recordId,
      version: Number(row.version),
      deleted: Boolean(row.deleted),
      record,
    };
  });
  const lastVersion = changes.at(-1)?.version ?? cursor;
  return { changes, cursor: hasMore ? lastVersion : Math.max(lastVersion, head), hasMore };
}
