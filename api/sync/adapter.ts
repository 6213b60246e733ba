/**
 * What the sync engine needs to know about one syncable entity: who may see which rows
 * (tombstones included), how a record looks on the wire, which fields a device may change,
 * and the same commands the REST API runs to create, change and delete it, so a change made
 * offline passes exactly the checks of one made online.
 */
import type { Knex } from 'knex';
import type * as v from 'valibot';
import { parseInput } from '../middlewares/validate.ts';
import type { Command } from '../commands/command.ts';
import type { SyncEntity } from '@contract/sync.ts';
import type { Queryable, Trx } from '@db/index.ts';
import type { SessionUser } from '../types.ts';

export type WireRecord = Record<string, unknown>;

/** A record made on a device, with the fields its first mutation sent. */
export interface NewRecord {
  id: string;
  fields: WireRecord;
}

export interface ApplyContext {
  trx: Trx;
  actor: SessionUser;
  appUrl: string;
  /**
   * config.mail.agencyInbox, for mail a change sends (an e-mail, a proposal): it is queued in the
   * mutation's transaction, so a mutation replayed after a lost response sends nothing again.
   */
  agencyInbox: string;
}

export interface SyncAdapter {
  entity: SyncEntity;
  /** The knex (camelCase) table name. */
  table: string;
  /** Rows the actor may see, tombstones included. */
  scope(db: Queryable, actor: SessionUser): Knex.QueryBuilder;
  /** Wire records of the given visible rows (tombstones included), by id. */
  records(db: Queryable, actor: SessionUser, ids: string[]): Promise<Map<string, WireRecord>>;
  /** Fields a device may set; anything else in a mutation is refused. */
  writable: readonly string[];
  /**
   * Fields whose change is an action on the whole record (sending an e-mail): it waits, as a
   * conflict of its own, while another field of the same change conflicts, so the record never
   * leaves with a value the agent has not chosen.
   */
  waitsForChoices?: readonly string[];
  /**
   * Returns the new row's version when the command hands the row back; else it is read after.
   * A sync answer needs only the version, so an entity that creates many at once creates one
   * the same way, without the read-back of its parents that the REST command answers with.
   */
  create(ctx: ApplyContext, id: string, fields: WireRecord): Promise<number | void>;
  /**
   * Creates records the server has never seen in one go, all or none (any refusal throws), and
   * returns their versions by id. Optional: a push then creates such records one at a time.
   */
  createMany?(ctx: ApplyContext, records: NewRecord[]): Promise<Map<string, number>>;
  /** `changes` are the fields that survived the merge; `current` is the record before them. */
  update(ctx: ApplyContext, id: string, changes: WireRecord, current: WireRecord): Promise<void>;
  remove(ctx: ApplyContext, id: string): Promise<void>;
}

/** Picks the writable fields of a record: the full input a whole-record command expects. */
export function writableOf(adapter: Pick<SyncAdapter, 'writable'>, record: WireRecord): WireRecord {
  return Object.fromEntries(
    adapter.writable.filter((field) => field in record).map((field) => [field, record[field]]),
  );
}

/** What every synced table's row has, whichever entity it is. */
interface SyncedRowKeys {
  id: string;
  deletedAt: Date | null;
}

/**
 * Runs a query of rows by id and maps each presented record by its id. The row `present`
 * reads is the one of the table the query starts from (`db('clients')` reads `ClientsRow`).
 */
export async function recordsById<TRecord extends object, TResult>(
  query: Knex.QueryBuilder<TRecord, TResult>,
  idColumn: string,
  ids: string[],
  present: (row: Knex.ResolveTableType<TRecord>) => object,
): Promise<Map<string, WireRecord>> {
  if (ids.length === 0) return new Map();
  // The adapters select the whole row (`clients.*`), which Knex types as a deferred selection
  // it cannot resolve for a generic table: named here once, with the keys every synced table has.
  const rows = (await query.whereIn(idColumn, ids)) as (Knex.ResolveTableType<TRecord> & SyncedRowKeys)[];
  return new Map(rows.map((row) => [row.id, { ...present(row), deleted: row.deletedAt != null }]));
}

/**
 * `create` and `createMany` of an entity whose command creates many records at once: each
 * record's fields are checked with the entity's input schema, and one record is a run of one.
 * The sync answer needs only each row's version, not the read-back a REST answer makes.
 */
export function createdWith<S extends v.GenericSchema<unknown, object>>(
  schema: S,
  creator: (command: Command<v.InferOutput<S>[]>) => Promise<readonly { id: string; version: number }[]>,
): Pick<SyncAdapter, 'create' | 'createMany'> {
  const createAll = async ({ trx, actor }: ApplyContext, records: NewRecord[]) => {
    const input = records.map(({ id, fields }): v.InferOutput<S> => ({ ...parseInput(schema, fields), id }));
    const rows = await creator({ trx, actor, input });
    return new Map(rows.map((row) => [row.id, Number(row.version)]));
  };
  return {
    // Not through createMany, so what is counted or replaced there is the runs alone.
    create: async (ctx, id, fields) => (await createAll(ctx, [{ id, fields }])).get(id),
    createMany: createAll,
  };
}
