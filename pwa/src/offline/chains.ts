/**
 * Which queued changes lean on a record the server has not got yet. A record made on the
 * device goes to the server with its first upsert; its later edits and the records made under
 * it (an itinerary under a new client, its bookings) only make sense once that creation is
 * accepted. They travel in the same push, after it, and the server refuses them with it. When
 * the creation is refused, those changes are held back on the device until the agent corrects
 * and retries it, or discards it with everything that depends on it.
 */
import type { SyncEntity } from '@contract/sync';
import { PARENT_LINKS, childLinksOf } from '@contract/syncParents';
import type { KeptCopy, OfficeDatabase, OutboxEntry } from './db';

export const recordKey = (entity: SyncEntity, recordId: string) => `${entity}:${recordId}`;
export const entryKey = (entry: Pick<OutboxEntry, 'entity' | 'recordId'>) =>
  recordKey(entry.entity, entry.recordId);

/** The fields naming a record's parent, as the server checks them (the contract's table). */
export const PARENT_FIELDS: Partial<Record<SyncEntity, ReadonlyArray<readonly [string, SyncEntity]>>> =
  Object.fromEntries(
    Object.entries(PARENT_LINKS).map(([child, links]) => [
      child,
      links.map(({ field, parent }) => [field, parent] as const),
    ]),
  );

/** The children of `entity` on the device: the tables and fields that point at it. */
export function childLinks(entity: SyncEntity): Array<[SyncEntity, string]> {
  return childLinksOf(entity).map(({ child, field }) => [child, field]);
}

/**
 * Whether a change of `entity` can lean on another record. Callers inside a Dexie transaction
 * check it before awaiting parentKeys: awaiting a promise that touches no table hands the
 * transaction to the event loop, and after some hundred such waits in a row (a long outbox of
 * new clients) Dexie loses it and throws PrematureCommitError.
 */
export function hasParents(entity: SyncEntity): boolean {
  return PARENT_FIELDS[entity] !== undefined;
}

/** The records `entry` needs on the server: the parents it names (or its record names). */
export async function parentKeys(db: OfficeDatabase, entry: OutboxEntry): Promise<string[]> {
  const links = PARENT_FIELDS[entry.entity];
  if (!links) return [];
  const local = await db[entry.entity].get(entry.recordId);
  const shadow = local ? undefined : await db.shadows.get([entry.entity, entry.recordId]);
  const known: Record<string, unknown> = local ?? shadow?.record ?? {};
  return links.flatMap(([field, parent]) => {
    const id = field in entry.changes ? entry.changes[field] : known[field];
    return typeof id === 'string' && id ? [recordKey(parent, id)] : [];
  });
}

/**
 * The device's copies of the records `record` (of `entity`) was made under, and of theirs.
 * Kept with a change the server could not take: a parent deleted elsewhere leaves the device
 * with the next pull, and the agent may want it back. Call inside a transaction holding the
 * parents' tables and `shadows`.
 */
export async function parentCopies(
  db: OfficeDatabase,
  entity: SyncEntity,
  record: Record<string, unknown>,
): Promise<KeptCopy[]> {
  const copies: KeptCopy[] = [];
  const seen = new Set<string>();
  const visit = async (child: SyncEntity, fields: Record<string, unknown>) => {
    for (const [field, parent] of PARENT_FIELDS[child] ?? []) {
      const id = fields[field];
      if (typeof id !== 'string' || !id || seen.has(recordKey(parent, id))) continue;
      seen.add(recordKey(parent, id));
      const copy = (await db[parent].get(id)) ?? (await db.shadows.get([parent, id]))?.record;
      if (!copy) continue;
      copies.push({ entity: parent, recordId: id, record: { ...copy } });
      await visit(parent, copy);
    }
  };
  await visit(entity, record);
  return copies;
}

/** Fresh copies, with older ones of records the device no longer has. */
export function mergeCopies(fresh: KeptCopy[], older: KeptCopy[] = []): KeptCopy[] {
  const known = new Set(fresh.map((copy) => recordKey(copy.entity, copy.recordId)));
  return [...fresh, ...older.filter((copy) => !known.has(recordKey(copy.entity, copy.recordId)))];
}

/** True when `entry` is the record's first upsert and the record was never on the server. */
export function isCreation(entry: OutboxEntry, firstOfRecord: boolean): boolean {
  return firstOfRecord && entry.op === 'upsert' && entry.baseVersion === null;
}

export interface RefusalChains {
  /** Unsent changes held back, by seq: the refused creation each one waits behind. */
  heldBy: Map<number, OutboxEntry>;
  /** For each refused creation (by mutation id): the later changes that depend on it, in order. */
  dependants: Map<string, OutboxEntry[]>;
}

/**
 * Walks the outbox in order. A change that was already sent is never held: the server has its
 * number and must get it. A later refusal of a dependant joins its creation's chain, so
 * discarding the creation takes it too. A change the server held back behind a record it
 * named waits behind that record, whatever the device's copy says it belongs to now.
 */
export async function refusalChains(db: OfficeDatabase, entries?: OutboxEntry[]): Promise<RefusalChains> {
  const all = entries ?? (await db.outbox.orderBy('seq').toArray());
  const heldBy = new Map<number, OutboxEntry>();
  const dependants = new Map<string, OutboxEntry[]>();
  const blocked = new Map<string, OutboxEntry>();
  const seen = new Set<string>();
  for (const entry of all) {
    const key = entryKey(entry);
    const first = !seen.has(key);
    seen.add(key);
    let root = blocked.get(key);
    if (!root && entry.heldBehind)
      root = blocked.get(recordKey(entry.heldBehind.entity, entry.heldBehind.recordId));
    if (!root && blocked.size > 0 && hasParents(entry.entity)) {
      for (const parent of await parentKeys(db, entry)) {
        root = blocked.get(parent);
        if (root) break;
      }
    }
    if (root) {
      if (entry.state === 'rejected' || entry.wireSeq === undefined) {
        dependants.get(root.id)!.push(entry);
        if (entry.state === 'pending') heldBy.set(entry.seq, root);
        blocked.set(key, root);
      }
      continue;
    }
    if (entry.state === 'rejected' && isCreation(entry, first)) {
      blocked.set(key, entry);
      dependants.set(entry.id, []);
    }
  }
  return { heldBy, dependants };
}
