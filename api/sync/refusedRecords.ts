/**
 * Records refused earlier in a push, and the later changes that lean on them. A device may send
 * a record it made and, later in the same push, the changes that depend on it: edits of that
 * record, records under it (an itinerary under a new client, its bookings). When the creation
 * is refused, running those changes would fail on a record the server never made, or worse,
 * make it from a later edit's few fields. They are refused naming the record they lean on, so
 * the device holds them behind it as it does its own unsent changes (pwa/src/offline/chains.ts
 * walks its outbox the same way), and each of them counts as refused for its own children in
 * turn.
 */
import { syncMessages, type SyncEntity, type SyncMutation, type SyncResult } from '@contract/sync.ts';
import { PARENT_LINKS } from '@contract/syncParents.ts';
import type { Trx } from '@db/index.ts';
import { SYNC_ADAPTERS } from './registry.ts';

type RecordRef = NonNullable<SyncResult['parent']>;

const keyOf = (entity: SyncEntity, recordId: string) => `${entity}:${recordId}`;

export class RefusedRecords {
  private readonly keys = new Set<string>();
  private readonly entities = new Set<SyncEntity>();

  /** The refused record `mutation` edits or names as its parent, if any. */
  async leanedOn(trx: Trx, mutation: SyncMutation): Promise<RecordRef | undefined> {
    if (this.keys.size === 0) return undefined;
    const { entity, recordId, changes } = mutation;
    if (this.keys.has(keyOf(entity, recordId))) return { entity, recordId };
    const links = PARENT_LINKS[entity] ?? [];
    // A parent the change does not name is the record's own, as stored; read only when it
    // could be one of the refused.
    const unnamed = links.filter((link) => !(link.field in changes) && this.entities.has(link.parent));
    const stored: Record<string, unknown> | undefined =
      unnamed.length > 0
        ? await trx(SYNC_ADAPTERS[entity].table)
            .where({ id: recordId })
            .first(unnamed.map((link) => link.field))
        : undefined;
    for (const link of links) {
      const parentId = link.field in changes ? changes[link.field] : stored?.[link.field];
      if (typeof parentId === 'string' && this.keys.has(keyOf(link.parent, parentId))) {
        return { entity: link.parent, recordId: parentId };
      }
    }
    return undefined;
  }

  /**
   * Takes in an answer (given now, or replayed from the push that first applied it): a refused
   * creation, or a change refused for leaning on a refused record, makes its record refused.
   */
  async heard(trx: Trx, mutation: SyncMutation, result: SyncResult): Promise<void> {
    if (result.status !== 'rejected') return;
    if (result.parent || (await isRefusedCreation(trx, mutation))) {
      this.keys.add(keyOf(mutation.entity, mutation.recordId));
      this.entities.add(mutation.entity);
    }
  }
}

/** A record made on the device (no base version) that the server does not have. */
async function isRefusedCreation(trx: Trx, mutation: SyncMutation): Promise<boolean> {
  if (mutation.op !== 'upsert' || mutation.baseVersion !== null) return false;
  const row = await trx(SYNC_ADAPTERS[mutation.entity].table).where({ id: mutation.recordId }).first('id');
  return row === undefined;
}

/** The answer to a change leaning on a refused record: refused with it, its command never run. */
export function parentRefused(mutation: SyncMutation, parent: RecordRef): SyncResult {
  return { id: mutation.id, status: 'rejected', message: syncMessages.parentRefused, parent };
}
