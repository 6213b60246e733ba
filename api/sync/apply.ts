/**
 * One mutation's effect on the server: the same command the REST API
 * runs, inside a savepoint of the push's transaction, merged field by field against what the
 * device saw. A refusal rolls the savepoint back and becomes a `rejected` answer; only a
 * storage failure worth retrying escapes.
 */
import { isDeepStrictEqual } from 'node:util';
import {
  syncMessages,
  type FieldConflict,
  type SyncEntity,
  type SyncMutation,
  type SyncResult,
} from '@contract/sync.ts';
import { PARENT_LINKS } from '@contract/syncParents.ts';
import { reviveWithChildren } from '@db/versioning.ts';
import { findUnstorable, unstorableMessages } from '@contract/storable.ts';
import type { Trx } from '@db/index.ts';
import { HttpError } from '../errors.ts';
import type { Logger } from '../logger.ts';
import type { SessionUser } from '../types.ts';
import type { ApplyContext, SyncAdapter, WireRecord } from './adapter.ts';
import { SYNC_ADAPTERS } from './registry.ts';
import { isTransientDbError } from '@db/transient.ts';

export interface ApplyArgs {
  actor: SessionUser;
  appUrl: string;
  agencyInbox: string;
  log: Logger;
}

/**
 * The refusal a mutation meets before any command runs, if any: a value that cannot be stored,
 * or a field a device may not set. Checked before anything echoes the change (a conflict's
 * answer, a field's name), so the answer stored for a retry can always be stored.
 */
function refusedAtOnce(mutation: SyncMutation): SyncResult | undefined {
  const unstorable = findUnstorable(mutation.changes) ?? findUnstorable(mutation.base);
  if (unstorable) {
    const { field, message, fieldMessage } = unstorableMessages(unstorable);
    return rejected(mutation, message, { [field]: fieldMessage });
  }
  const { writable } = SYNC_ADAPTERS[mutation.entity];
  const unknown = Object.keys(mutation.changes).find((field) => !writable.includes(field));
  if (unknown)
    return rejected(mutation, syncMessages.unknownField(unknown), {
      [unknown]: syncMessages.unknownField(unknown),
    });
  return undefined;
}

const contextOf = (trx: Trx, args: ApplyArgs): ApplyContext => ({
  trx,
  actor: args.actor,
  appUrl: args.appUrl,
  agencyInbox: args.agencyInbox,
});

/** The mutation's effect, inside a savepoint; refusals become `rejected` results. */
export async function applyMutation(trx: Trx, args: ApplyArgs, mutation: SyncMutation): Promise<SyncResult> {
  const refusal = refusedAtOnce(mutation);
  if (refusal) return refusal;
  const adapter = SYNC_ADAPTERS[mutation.entity];
  const ctx = contextOf(trx, args);
  if (mutation.op === 'delete')
    return settle(trx, args, mutation, () => deleteRecord(ctx, adapter, mutation));
  if (mutation.op === 'restore')
    return settle(trx, args, mutation, () => restoreRecord(ctx, adapter, mutation));
  const upsert = () => settle(trx, args, mutation, () => upsertRecord(ctx, adapter, mutation));
  // Without a base version the record is almost always one the device made and the server has
  // never seen, so it is created at once, without reading first. Should that fail for any
  // reason but an outage (the key is taken, the fields are no record's), the savepoint goes
  // and the change takes the full path, which answers exactly as it would have at first.
  if (mutation.baseVersion === null)
    return settle(trx, args, mutation, () => createRecord(ctx, adapter, mutation), upsert);
  return upsert();
}

/**
 * A record made on the device that the change creates as it is, with nothing to refuse before
 * its command runs: the kind a push can create together with its neighbours.
 */
export function isNewRecord(mutation: SyncMutation): boolean {
  if (mutation.op !== 'upsert' || mutation.baseVersion !== null) return false;
  return SYNC_ADAPTERS[mutation.entity].createMany !== undefined && !refusedAtOnce(mutation);
}

/**
 * New records of one entity (see isNewRecord) created in one statement, in one savepoint.
 * Undefined when any of them is refused: the savepoint is rolled back, nothing is applied, and
 * each then takes applyMutation, which answers it exactly. Only a storage failure worth
 * retrying escapes.
 */
export async function createTogether(
  trx: Trx,
  args: ApplyArgs,
  mutations: SyncMutation[],
): Promise<Array<[SyncMutation, SyncResult]> | undefined> {
  const adapter = SYNC_ADAPTERS[mutations[0].entity];
  const ctx = contextOf(trx, args);
  const records = mutations.map((mutation) => ({ id: mutation.recordId, fields: mutation.changes }));
  try {
    const versions = await inSavepoint(trx, () => adapter.createMany!(ctx, records));
    return mutations.map((mutation) => [
      mutation,
      { id: mutation.id, status: 'applied', version: versions.get(mutation.recordId) },
    ]);
  } catch (error) {
    if (isTransientDbError(error)) throw error;
    return undefined;
  }
}

/**
 * Runs a mutation's effect in a savepoint; a refusal rolls it back, with any mail it queued,
 * and becomes a `rejected` answer. Only a storage failure worth retrying escapes.
 */
async function settle(
  trx: Trx,
  args: ApplyArgs,
  mutation: SyncMutation,
  effect: () => Promise<SyncResult>,
  /** Taken instead of a refusal, the effect undone. */
  otherwise?: () => Promise<SyncResult>,
): Promise<SyncResult> {
  try {
    return await inSavepoint(trx, effect);
  } catch (error) {
    if (otherwise && !isTransientDbError(error)) return otherwise();
    if (error instanceof HttpError && error.status < 500)
      return rejected(mutation, error.message, error.fields);
    if (isTransientDbError(error)) throw error;
    // A bug must not wedge the device's queue: refuse this one change, loudly.
    args.log.error(
      { err: error, entity: mutation.entity, recordId: mutation.recordId },
      'sync mutation failed',
    );
    return rejected(mutation, syncMessages.failed);
  }
}

/**
 * A savepoint of one name, set again for each mutation and never released: a rollback goes
 * back to the newest, and the transaction's commit ends them all. Releasing each would cost
 * a statement per mutation, a third of what a new record costs.
 */
async function inSavepoint<T>(trx: Trx, effect: () => Promise<T>): Promise<T> {
  await trx.raw('savepoint sync_mutation');
  try {
    return await effect();
  } catch (error) {
    await trx.raw('rollback to savepoint sync_mutation');
    throw error;
  }
}

export function rejected(
  mutation: SyncMutation,
  message: string,
  fields?: Record<string, string>,
): SyncResult {
  return { id: mutation.id, status: 'rejected', message, ...(fields ? { fields } : {}) };
}

interface Existing {
  id: string;
  version: number;
  deleted: boolean;
}

/**
 * The row, locked, whoever may see it: most rows a push meets are new ones, and a lookup by
 * key alone is the cheapest way to learn so. Whether the actor may see it is asked after.
 */
async function lockRow(ctx: ApplyContext, adapter: SyncAdapter, id: string): Promise<Existing | 'missing'> {
  const row = await ctx.trx(adapter.table).where({ id }).forUpdate().first('version', 'deletedAt');
  return row ? { id, version: Number(row.version), deleted: row.deletedAt != null } : 'missing';
}

/** Whether the actor may see the row (tombstones included). */
async function isVisible(ctx: ApplyContext, adapter: SyncAdapter, id: string): Promise<boolean> {
  const row = await adapter
    .scope(ctx.trx, ctx.actor)
    .where(`${adapter.table}.id`, id)
    .first(`${adapter.table}.id`);
  return row !== undefined;
}

/** A record made on the device, inserted without looking first; see applyMutation. */
async function createRecord(
  ctx: ApplyContext,
  adapter: SyncAdapter,
  mutation: SyncMutation,
): Promise<SyncResult> {
  const version = await adapter.create(ctx, mutation.recordId, mutation.changes);
  return {
    id: mutation.id,
    status: 'applied',
    version: version ?? (await versionOf(ctx, adapter, mutation.recordId)),
  };
}

async function versionOf(ctx: ApplyContext, adapter: SyncAdapter, id: string): Promise<number | undefined> {
  const row = await ctx.trx(adapter.table).where({ id }).first('version');
  return row ? Number(row.version) : undefined;
}

async function upsertRecord(
  ctx: ApplyContext,
  adapter: SyncAdapter,
  mutation: SyncMutation,
): Promise<SyncResult> {
  const { id: mutationId, recordId, changes, base } = mutation;
  const existing = await lockRow(ctx, adapter, recordId);
  if (existing === 'missing') {
    const version = await adapter.create(ctx, recordId, changes);
    return {
      id: mutationId,
      status: 'applied',
      version: version ?? (await versionOf(ctx, adapter, recordId)),
    };
  }
  // The record as the actor sees it, tombstones included: none when it exists for others only.
  const current = (await adapter.records(ctx.trx, ctx.actor, [recordId])).get(recordId);
  if (!current) return rejected(mutation, syncMessages.notFound);
  if (existing.deleted) {
    return {
      id: mutationId,
      status: 'conflict',
      deleted: true,
      message: syncMessages.deleted,
      version: existing.version,
    };
  }

  const untouched = mutation.baseVersion !== null && mutation.baseVersion === existing.version;
  const apply: WireRecord = {};
  const conflicts: FieldConflict[] = [];
  for (const [field, mine] of Object.entries(changes)) {
    const theirs = current[field];
    if (sameValue(theirs, mine)) continue;
    // Without the value the device saw, a field of a record changed since cannot tell an
    // edit from another device's: the server's value stays and the agent chooses.
    const seen = field in base;
    if (untouched || (seen && sameValue(theirs, base[field]))) apply[field] = mine;
    else conflicts.push({ field, base: seen ? base[field] : null, mine, theirs });
  }
  if (conflicts.length > 0) {
    for (const field of adapter.waitsForChoices ?? []) {
      if (!(field in apply)) continue;
      conflicts.push({
        field,
        base: field in base ? base[field] : null,
        mine: apply[field],
        theirs: current[field],
      });
      delete apply[field];
    }
  }
  if (Object.keys(apply).length > 0) await adapter.update(ctx, recordId, apply, current);
  const version = await versionOf(ctx, adapter, recordId);
  return conflicts.length > 0
    ? { id: mutationId, status: 'conflict', conflicts, version }
    : { id: mutationId, status: 'applied', version };
}

async function deleteRecord(
  ctx: ApplyContext,
  adapter: SyncAdapter,
  mutation: SyncMutation,
): Promise<SyncResult> {
  const existing = await lockRow(ctx, adapter, mutation.recordId);
  // Never stored, or already gone: the device's wish already holds.
  if (existing === 'missing') return { id: mutation.id, status: 'applied' };
  if (!(await isVisible(ctx, adapter, mutation.recordId))) return rejected(mutation, syncMessages.notFound);
  if (existing.deleted) return { id: mutation.id, status: 'applied', version: existing.version };
  if (mutation.baseVersion !== null && existing.version > mutation.baseVersion) {
    // Someone edited what this device deleted: deleting would silently drop their edit.
    return {
      id: mutation.id,
      status: 'conflict',
      deleted: false,
      message: syncMessages.changedSinceDelete,
      version: existing.version,
    };
  }
  await adapter.remove(ctx, mutation.recordId);
  return { id: mutation.id, status: 'applied', version: await versionOf(ctx, adapter, mutation.recordId) };
}

/**
 * Keep mine, for a record deleted elsewhere: the tombstone comes back under its own id with the
 * children deleted with it, and the device's changes go over it (the agent chose them over the
 * deletion). Restored already (by another device, or with its parent earlier in this push), it
 * is an edit like any other, over `base`: the values the device saw before its change. A record deleted
 * with its parent comes back only under a live parent: the parent is restored first, or the
 * change names another.
 */
async function restoreRecord(
  ctx: ApplyContext,
  adapter: SyncAdapter,
  mutation: SyncMutation,
): Promise<SyncResult> {
  const existing = await lockRow(ctx, adapter, mutation.recordId);
  if (existing === 'missing' || !(await isVisible(ctx, adapter, mutation.recordId)))
    return rejected(mutation, syncMessages.notFound);
  if (!existing.deleted) return upsertRecord(ctx, adapter, mutation);
  const stillDeleted = await deletedParent(ctx, adapter, mutation);
  if (stillDeleted) {
    const message = syncMessages.parentStillDeleted(nounOf(stillDeleted.parent));
    return rejected(mutation, message, { [stillDeleted.field]: message });
  }
  await reviveWithChildren(ctx.trx, adapter.entity, mutation.recordId);
  const current = (await adapter.records(ctx.trx, ctx.actor, [mutation.recordId])).get(mutation.recordId);
  if (!current) return rejected(mutation, syncMessages.notFound);
  const changes = Object.fromEntries(
    Object.entries(mutation.changes).filter(([field, mine]) => !sameValue(current[field], mine)),
  );
  if (Object.keys(changes).length > 0) await adapter.update(ctx, mutation.recordId, changes, current);
  return { id: mutation.id, status: 'applied', version: await versionOf(ctx, adapter, mutation.recordId) };
}

/** The parent link whose parent the record went with and that is still deleted (and kept). */
async function deletedParent(ctx: ApplyContext, adapter: SyncAdapter, mutation: SyncMutation) {
  const links = (PARENT_LINKS[adapter.entity] ?? []).filter(
    (link) => link.deletedWithParent && !(link.field in mutation.changes),
  );
  if (links.length === 0) return undefined;
  const row = await ctx
    .trx(adapter.table)
    .where({ id: mutation.recordId })
    .first(links.map((l) => l.field));
  for (const link of links) {
    const parentId = row?.[link.field];
    if (typeof parentId !== 'string') continue;
    const parent = await ctx.trx(SYNC_ADAPTERS[link.parent].table).where({ id: parentId }).first('deletedAt');
    if (!parent || parent.deletedAt != null) return link;
  }
  return undefined;
}

const NOUNS: Record<SyncEntity, string> = {
  clients: 'client',
  itineraries: 'itinerary',
  bookings: 'booking',
  agent_quotes: 'quote',
  proposals: 'proposal',
  trip_plans: 'trip plan',
  emails: 'e-mail',
};
const nounOf = (entity: SyncEntity) => NOUNS[entity];

/** Values compare as JSON does: the device sent what it read from the wire. */
function sameValue(a: unknown, b: unknown): boolean {
  return isDeepStrictEqual(a ?? null, b ?? null);
}
