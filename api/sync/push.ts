/**
 * Applying a device's queued mutations (ARCHITECTURE section 5). Each mutation runs in its
 * own transaction that first locks the device row, so two pushes of the same batch (a retry
 * while the first is still running) apply every mutation once and in order. Inside, a
 * savepoint holds the entity's change: a refusal rolls back the change but still advances
 * the device's sequence, so one bad edit never blocks the edits queued behind it. Each answer
 * is stored with the sequence number, so a batch sent again after a lost response hears the
 * same answers.
 */
import { isDeepStrictEqual } from 'node:util';
import {
  MAX_PUSH_MUTATIONS,
  SYNC_SCHEMA_VERSION,
  syncMessages,
  type FieldConflict,
  type SyncMutation,
  type SyncPushInput,
  type SyncResult,
} from '@contract/sync.ts';
import { findUnstorable, unstorableMessages } from '@contract/storable.ts';
import { jsonb, type Db, type Trx } from '@db/index.ts';
import { clientOutdated, forbidden, HttpError } from '../errors.ts';
import type { Logger } from '../logger.ts';
import type { SessionUser } from '../types.ts';
import type { ApplyContext, SyncAdapter, WireRecord } from './adapter.ts';
import { SYNC_ADAPTERS } from './registry.ts';
import { isTransientDbError } from './transient.ts';

/**
 * Answers kept per device. A device sends a batch again only while it has not heard its
 * answers, and it sends nothing newer meanwhile, so what it can still ask for is within its
 * last batch (at most MAX_PUSH_MUTATIONS). Counting rather than dating keeps those answers
 * however long the device stays offline, and bounds what a device costs.
 */
export const KEPT_RESULTS_PER_DEVICE = 2 * MAX_PUSH_MUTATIONS;

/** The device skipped sequence numbers: the whole push stops here (409). */
export class SequenceGapError extends Error {
  constructor(
    readonly lastSeq: number,
    /** The answers to the mutations before the gap, which did apply. */
    readonly results: SyncResult[],
  ) {
    super(syncMessages.gap);
  }
}

/** A storage failure worth retrying: the push stops and nothing after it is applied (503). */
export class TransientSyncError extends Error {
  constructor(
    readonly results: SyncResult[],
    /** Unknown when the device could not even be looked up. */
    readonly lastSeq: number | undefined,
    cause: unknown,
  ) {
    super(syncMessages.unavailable, { cause });
  }
}

interface PushArgs {
  db: Db;
  actor: SessionUser;
  appUrl: string;
  agencyInbox: string;
  log: Logger;
  input: SyncPushInput;
}

/** Registers the device for the actor on its first push; a device never changes hands. */
async function registerDevice(db: Db, actor: SessionUser, deviceId: string): Promise<number> {
  await db('syncDevices').insert({ deviceId, userId: actor.id }).onConflict('deviceId').ignore();
  const device = await db('syncDevices').where({ deviceId }).first('userId', 'lastSeq');
  if (device.userId !== actor.id) throw forbidden(syncMessages.otherUser);
  return Number(device.lastSeq);
}

/**
 * The versions a device's own applied mutations produced in this push, per record. The device
 * bases every queued edit of a record on the version it last pulled, so its second edit (or
 * its delete after an edit) names a version its first edit already replaced: that mutation is
 * based on the latest version of the chain, not on a change by someone else.
 */
class OwnVersions {
  private readonly chains = new Map<string, { bases: Set<number | null>; latest: number }>();

  private static key(mutation: SyncMutation) {
    return `${mutation.entity}:${mutation.recordId}`;
  }

  rebase(mutation: SyncMutation): SyncMutation {
    const chain = this.chains.get(OwnVersions.key(mutation));
    if (!chain?.bases.has(mutation.baseVersion)) return mutation;
    return { ...mutation, baseVersion: chain.latest };
  }

  /** Only an applied mutation extends the chain: after a conflict the record holds another device's change. */
  heard(mutation: SyncMutation, result: SyncResult) {
    if (result.status !== 'applied' || result.version === undefined) return;
    const key = OwnVersions.key(mutation);
    const chain = this.chains.get(key) ?? { bases: new Set<number | null>(), latest: result.version };
    chain.bases.add(mutation.baseVersion);
    chain.bases.add(result.version);
    chain.latest = result.version;
    this.chains.set(key, chain);
  }
}

/** What is stored of an answer: all of it but the device's mutation id, which comes with the retry. */
type StoredResult = Omit<SyncResult, 'id'>;

async function storeResult(trx: Trx, deviceId: string, seq: number, result: SyncResult) {
  const { id: _id, ...stored } = result;
  await trx('syncResults')
    .insert({ deviceId, seq, result: jsonb(stored) })
    .onConflict(['deviceId', 'seq'])
    .merge();
  await trx('syncResults')
    .where({ deviceId })
    .where('seq', '<=', seq - KEPT_RESULTS_PER_DEVICE)
    .delete();
}

/** The answer first given to an already applied mutation, or `duplicate` once it is no longer kept. */
async function replayResult(trx: Trx, deviceId: string, mutation: SyncMutation): Promise<SyncResult> {
  const row = await trx('syncResults').where({ deviceId, seq: mutation.seq }).first('result');
  if (!row) return { id: mutation.id, status: 'duplicate' };
  return { id: mutation.id, ...(row.result as StoredResult) };
}

export async function pushMutations(args: PushArgs): Promise<{ results: SyncResult[]; lastSeq: number }> {
  const { db, actor, input } = args;
  if (input.schemaVersion !== SYNC_SCHEMA_VERSION) throw clientOutdated(syncMessages.schemaVersion);
  let lastSeq: number;
  try {
    lastSeq = await registerDevice(db, actor, input.deviceId);
  } catch (error) {
    if (isTransientDbError(error)) throw new TransientSyncError([], undefined, error);
    throw error;
  }
  const results: SyncResult[] = [];
  const own = new OwnVersions();

  for (const mutation of input.mutations) {
    let result: SyncResult;
    try {
      result = await db.transaction(async (trx) => {
        const device = await trx('syncDevices')
          .where({ deviceId: input.deviceId })
          .forUpdate()
          .first('lastSeq');
        const deviceSeq = Number(device.lastSeq);
        if (mutation.seq <= deviceSeq) return replayResult(trx, input.deviceId, mutation);
        if (mutation.seq > deviceSeq + 1) throw new SequenceGapError(deviceSeq, results);
        const applied = await applyMutation(trx, args, own.rebase(mutation));
        await storeResult(trx, input.deviceId, mutation.seq, applied);
        await trx('syncDevices')
          .where({ deviceId: input.deviceId })
          .update({ lastSeq: mutation.seq, lastSeenAt: trx.fn.now() });
        return applied;
      });
    } catch (error) {
      if (error instanceof SequenceGapError) throw error;
      throw new TransientSyncError(results, lastSeq, error);
    }
    lastSeq = Math.max(lastSeq, mutation.seq);
    results.push(result);
    own.heard(mutation, result);
  }
  return { results, lastSeq };
}

/** The mutation's effect, inside a savepoint; refusals become `rejected` results. */
async function applyMutation(trx: Trx, args: PushArgs, mutation: SyncMutation): Promise<SyncResult> {
  // Before anything echoes the change (a conflict's answer, a field's name), so the answer
  // stored for a retry can always be stored.
  const unstorable = findUnstorable(mutation.changes) ?? findUnstorable(mutation.base);
  if (unstorable) {
    const { field, message, fieldMessage } = unstorableMessages(unstorable);
    return rejected(mutation, message, { [field]: fieldMessage });
  }
  const adapter = SYNC_ADAPTERS[mutation.entity];
  const unknown = Object.keys(mutation.changes).find((field) => !adapter.writable.includes(field));
  if (unknown)
    return rejected(mutation, syncMessages.unknownField(unknown), {
      [unknown]: syncMessages.unknownField(unknown),
    });

  try {
    // A refusal rolls the savepoint back, and with it any mail the change queued.
    return await trx.transaction(async (savepoint) => {
      const ctx: ApplyContext = {
        trx: savepoint,
        actor: args.actor,
        appUrl: args.appUrl,
        agencyInbox: args.agencyInbox,
      };
      return mutation.op === 'delete'
        ? deleteRecord(ctx, adapter, mutation)
        : upsertRecord(ctx, adapter, mutation);
    });
  } catch (error) {
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

function rejected(mutation: SyncMutation, message: string, fields?: Record<string, string>): SyncResult {
  return { id: mutation.id, status: 'rejected', message, ...(fields ? { fields } : {}) };
}

interface Existing {
  id: string;
  version: number;
  deleted: boolean;
}

/** The row as the actor may see it (tombstones included), locked; `hidden` when it exists for others only. */
async function lockRow(
  ctx: ApplyContext,
  adapter: SyncAdapter,
  id: string,
): Promise<Existing | 'missing' | 'hidden'> {
  const row = await adapter
    .scope(ctx.trx, ctx.actor)
    .where(`${adapter.table}.id`, id)
    .forUpdate()
    .first(`${adapter.table}.id`, `${adapter.table}.version`, `${adapter.table}.deletedAt`);
  if (row) return { id, version: Number(row.version), deleted: row.deletedAt != null };
  const anywhere = await ctx.trx(adapter.table).where({ id }).first('id');
  return anywhere ? 'hidden' : 'missing';
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
  if (existing === 'hidden') return rejected(mutation, syncMessages.notFound);
  if (existing === 'missing') {
    await adapter.create(ctx, recordId, changes);
    return { id: mutationId, status: 'applied', version: await versionOf(ctx, adapter, recordId) };
  }
  if (existing.deleted) {
    return {
      id: mutationId,
      status: 'conflict',
      deleted: true,
      message: syncMessages.deleted,
      version: existing.version,
    };
  }

  const current = (await adapter.records(ctx.trx, ctx.actor, [recordId])).get(recordId)!;
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
  if (existing === 'hidden') return rejected(mutation, syncMessages.notFound);
  // Never stored, or already gone: the device's wish already holds.
  if (existing === 'missing') return { id: mutation.id, status: 'applied' };
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

/** Values compare as JSON does: the device sent what it read from the wire. */
function sameValue(a: unknown, b: unknown): boolean {
  return isDeepStrictEqual(a ?? null, b ?? null);
}
