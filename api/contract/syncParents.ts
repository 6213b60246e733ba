/**
 * How synced records hang from one another: the fields naming a record's parent, and which
 * children go when their parent is deleted. The server tombstones those children with the
 * parent and the device removes its copies of them in the same way, so both read this table.
 */
import { SYNC_ENTITIES, type SyncEntity } from './sync.ts';

export interface ParentLink {
  /** The child's field holding the parent's id. */
  readonly field: string;
  readonly parent: SyncEntity;
  /** Deleting the parent deletes the child too; otherwise the child stays, naming a deleted parent. */
  readonly deletedWithParent: boolean;
}

export const PARENT_LINKS: Partial<Record<SyncEntity, readonly ParentLink[]>> = {
  itineraries: [{ field: 'clientId', parent: 'clients', deletedWithParent: true }],
  bookings: [{ field: 'itineraryId', parent: 'itineraries', deletedWithParent: true }],
  agent_quotes: [{ field: 'clientId', parent: 'clients', deletedWithParent: false }],
  proposals: [
    { field: 'clientId', parent: 'clients', deletedWithParent: false },
    { field: 'quoteId', parent: 'agent_quotes', deletedWithParent: false },
  ],
  trip_plans: [{ field: 'clientId', parent: 'clients', deletedWithParent: false }],
  emails: [{ field: 'clientId', parent: 'clients', deletedWithParent: false }],
};

export interface ChildLink {
  readonly child: SyncEntity;
  readonly field: string;
  readonly deletedWithParent: boolean;
}

/** The entities whose records point at a record of `entity`, and through which field. */
export function childLinksOf(entity: SyncEntity): ChildLink[] {
  // In the protocol's order of entities, which the table above keeps too.
  return SYNC_ENTITIES.flatMap((child) =>
    (PARENT_LINKS[child] ?? [])
      .filter((link) => link.parent === entity)
      .map(({ field, deletedWithParent }) => ({ child, field, deletedWithParent })),
  );
}

/** The children deleted with a record of `entity` (each of them with its own, in turn). */
export function cascadeLinksOf(entity: SyncEntity): ChildLink[] {
  return childLinksOf(entity).filter((link) => link.deletedWithParent);
}

/** Every entity a deletion of `entity` can reach through the cascade, the entity first. */
export function cascadeReach(entity: SyncEntity): SyncEntity[] {
  const reached: SyncEntity[] = [entity];
  for (let index = 0; index < reached.length; index += 1) {
    for (const { child } of cascadeLinksOf(reached[index])) {
      if (!reached.includes(child)) reached.push(child);
    }
  }
  return reached;
}
