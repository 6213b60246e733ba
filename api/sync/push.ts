/**
 * Applying a device's queued mutations. A push runs in a few
 * transactions of consecutive mutations. Each first locks the device row, so two pushes of the
 * same batch (a retry while the first is still running) apply every mutation once and in
 * order; records are locked one by one as their mutations apply. Inside, each
 * mutation has its own savepoint: a refusal rolls back its change but still advances the
 * device's sequence, so one bad edit never blocks the edits queued behind it. The answers are
 * stored with their sequence numbers, and the sequence advanced, in the transaction that
 * applied them: a batch sent again after a lost response hears the same answers, and whatever
 * a response says was applied is committed.
 */
import {
  MAX_PUSH_MUTATIONS,
  SYNC_ENTITIES,
  SYNC_SCHEMA_VERSION,
  syncMessages,
  type SyncMutation,
  type SyncPushInput,
  type SyncResult,
} from '@contract/sync.ts';
import * as v from 'valibot';
import { jsonb, type Db, type Trx } from '@db/index.ts';
import { clientOutdated, forbidden } from '../errors.ts';
import type { SessionUser } from '../types.ts';
import { applyMutation, createTogether, isNewRecord, type ApplyArgs } from './apply.ts';
import { OwnVersions } from './ownVersions.ts';
import { parentRefused, RefusedRecords } from './refusedRecords.ts';
import { isTransientDbError } from '@db/transient.ts';

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
    /** The answers to the mutations before the failure that were committed, and only those. */
    readonly results: SyncResult[],
    /** Unknown when the device could not even be looked up. */
    readonly lastSeq: number | undefined,
    cause: unknown,
  ) {
    super(syncMessages.unavailable, { cause });
  }
}

/**
 * Mutations applied per transaction. Every writer of the agency waits for the counter's lock
 * until the transaction commits (on PGlite, every request waits for the one connection), so a
 * push of hundreds commits along the way rather than holding them for all of it. Each
 * mutation's savepoint is a subtransaction, and a PostgreSQL session shows other sessions at
 * most 64 of them; past that, every snapshot taken meanwhile has to read pg_subtrans. A commit
 * costs a few statements next to the mutations it carries.
 */
export const MUTATIONS_PER_TRANSACTION = 50;

interface PushArgs extends ApplyArgs {
  db: Db;
  input: SyncPushInput;
}

/** Registers the device for the actor on its first push; a device never changes hands. */
async function registerDevice(db: Db, actor: SessionUser, deviceId: string): Promise<number> {
  await db('syncDevices').insert({ deviceId, userId: actor.id }).onConflict('deviceId').ignore();
  const device = await db('syncDevices').where({ deviceId }).first('userId', 'lastSeq');
  if (!device || device.userId !== actor.id) throw forbidden(syncMessages.otherUser);
  return Number(device.lastSeq);
}

/** What is stored of an answer: all of it but the device's mutation id, which comes with the retry. */
type StoredResult = Omit<SyncResult, 'id'>;

/**
 * A stored answer as it is read back from its json column: checked for the fields a device reads,
 * every field kept as it was stored.
 */
const StoredResult = v.looseObject({
  status: v.picklist(['applied', 'duplicate', 'conflict', 'rejected']),
  version: v.optional(v.number()),
  conflicts: v.optional(
    v.array(v.looseObject({ field: v.string(), base: v.unknown(), mine: v.unknown(), theirs: v.unknown() })),
  ),
  deleted: v.optional(v.boolean()),
  message: v.optional(v.string()),
  fields: v.optional(v.record(v.string(), v.string())),
  parent: v.optional(v.looseObject({ entity: v.picklist(SYNC_ENTITIES), recordId: v.string() })),
}) satisfies v.GenericSchema<unknown, StoredResult>;

/** Stores a transaction's answers in one statement, and forgets those no longer kept. */
async function storeAnswers(trx: Trx, deviceId: string, answers: Map<number, StoredResult>, lastSeq: number) {
  const rows = [...answers].map(([seq, result]) => ({ deviceId, seq, result: jsonb(result) }));
  await trx('syncResults').insert(rows).onConflict(['deviceId', 'seq']).merge();
  await trx('syncResults')
    .where({ deviceId })
    .where('seq', '<=', lastSeq - KEPT_RESULTS_PER_DEVICE)
    .delete();
}

/** The stored answers to these sequence numbers, by number. */
async function storedAnswers(trx: Trx, deviceId: string, seqs: number[]): Promise<Map<number, StoredResult>> {
  if (seqs.length === 0) return new Map();
  const rows = await trx('syncResults').where({ deviceId }).whereIn('seq', seqs).select('seq', 'result');
  return new Map(rows.map((row) => [Number(row.seq), v.parse(StoredResult, row.result)]));
}

/** What one push carries from each mutation to the next, across its transactions. */
interface PushState {
  own: OwnVersions;
  refused: RefusedRecords;
}

/** What one transaction answered, and why it stopped before its last mutation, if it did. */
interface Run {
  results: SyncResult[];
  lastSeq: number;
  stop?: { kind: 'gap' } | { kind: 'unavailable'; cause: unknown };
}

async function answer(trx: Trx, args: PushArgs, state: PushState, mutation: SyncMutation) {
  const parent = await state.refused.leanedOn(trx, mutation);
  if (parent) return parentRefused(mutation, parent);
  return applyMutation(trx, args, state.own.rebase(mutation));
}

/**
 * The new records of one entity that start at `mutations[from]`, next in sequence after
 * `lastSeq`, each a different record that leans on nothing refused: these can be created in
 * one statement. An office back online sends mostly such runs.
 */
async function newRecordsAt(
  trx: Trx,
  state: PushState,
  mutations: SyncMutation[],
  from: number,
  lastSeq: number,
): Promise<SyncMutation[]> {
  const run: SyncMutation[] = [];
  const records = new Set<string>();
  for (const mutation of mutations.slice(from)) {
    if (mutation.seq !== lastSeq + 1 + run.length || mutation.entity !== mutations[from].entity) break;
    if (!isNewRecord(mutation) || records.has(mutation.recordId)) break;
    // A record this push already made: the mutation is an edit of it.
    if (state.own.rebase(mutation) !== mutation) break;
    if (await state.refused.leanedOn(trx, mutation)) break;
    records.add(mutation.recordId);
    run.push(mutation);
  }
  return run;
}

/**
 * Applies consecutive mutations in one transaction. A gap, or a storage failure inside a
 * mutation's savepoint, stops the run; what came before it is still stored and committed, so
 * the stopped push can say so. A failure the transaction cannot survive rolls all of it back.
 */
async function applyRun(trx: Trx, args: PushArgs, state: PushState, mutations: SyncMutation[]): Promise<Run> {
  const { deviceId } = args.input;
  const device = await trx('syncDevices').where({ deviceId }).forUpdate().first('lastSeq');
  // registerDevice stored the device before any run; a device is never deleted.
  if (!device) throw new Error(`sync device ${deviceId} is not registered`);
  const committed = Number(device.lastSeq);
  const kept = await storedAnswers(
    trx,
    deviceId,
    mutations.filter((mutation) => mutation.seq <= committed).map((mutation) => mutation.seq),
  );
  const answered = new Map<number, StoredResult>();
  const results: SyncResult[] = [];
  let lastSeq = committed;
  let stop: Run['stop'];
  const heard = async (mutation: SyncMutation, result: SyncResult) => {
    results.push(result);
    state.own.heard(mutation, result);
    await state.refused.heard(trx, mutation, result);
  };
  /** Past a run of new records refused together, its records go one by one up to here. */
  let oneByOneUntil = 0;
  for (let index = 0; index < mutations.length && !stop;) {
    const mutation = mutations[index];
    if (mutation.seq <= lastSeq) {
      // Answered before (or earlier in this push): the answer it got then, or `duplicate` once forgotten.
      const first = answered.get(mutation.seq) ?? kept.get(mutation.seq);
      await heard(mutation, first ? { ...first, id: mutation.id } : { id: mutation.id, status: 'duplicate' });
      index += 1;
      continue;
    }
    if (mutation.seq > lastSeq + 1) {
      stop = { kind: 'gap' };
      break;
    }
    try {
      let answers: Array<readonly [SyncMutation, SyncResult]> | undefined;
      if (index >= oneByOneUntil) {
        const together = await newRecordsAt(trx, state, mutations, index, lastSeq);
        if (together.length > 1) {
          answers = await createTogether(trx, args, together);
          if (!answers) oneByOneUntil = index + together.length;
        }
      }
      answers ??= [[mutation, await answer(trx, args, state, mutation)]];
      for (const [applied, result] of answers) {
        const { id: _id, ...stored } = result;
        answered.set(applied.seq, stored);
        lastSeq = applied.seq;
        index += 1;
        await heard(applied, result);
      }
    } catch (error) {
      if (!isTransientDbError(error)) throw error;
      stop = { kind: 'unavailable', cause: error };
    }
  }
  if (answered.size > 0) {
    await storeAnswers(trx, deviceId, answered, lastSeq);
    await trx('syncDevices').where({ deviceId }).update({ lastSeq, lastSeenAt: trx.fn.now() });
  }
  return { results, lastSeq, stop };
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
  const state: PushState = { own: new OwnVersions(), refused: new RefusedRecords() };

  for (let from = 0; from < input.mutations.length; from += MUTATIONS_PER_TRANSACTION) {
    const mutations = input.mutations.slice(from, from + MUTATIONS_PER_TRANSACTION);
    let run: Run;
    try {
      run = await db.transaction((trx) => applyRun(trx, args, state, mutations));
    } catch (error) {
      // Nothing of this transaction committed: the answer tells only of those before it.
      throw new TransientSyncError(results, lastSeq, error);
    }
    results.push(...run.results);
    lastSeq = run.lastSeq;
    if (run.stop?.kind === 'gap') throw new SequenceGapError(lastSeq, results);
    if (run.stop?.kind === 'unavailable') throw new TransientSyncError(results, lastSeq, run.stop.cause);
  }
  return { results, lastSeq };
}
