/**
 * The records a record hangs from (its client, its itinerary, its quote) as the sync drawer
 * offers them: which are gone from the device because another device deleted them, whether a
 * copy is kept to make them again, and which of the device's records could take their place.
 */
import type { SyncEntity } from '@contract/sync';
import { PARENT_FIELDS } from '@pwa/offline/chains';
import type { KeptCopy, OfficeDatabase } from '@pwa/offline/db';
import { ENTITY_NOUNS, recordLabel } from '@pwa/offline/labels';
import { missingParents } from '@pwa/offline/resolve';

export interface ParentOption {
  value: string;
  label: string;
}

export interface ParentLink {
  field: string;
  entity: SyncEntity;
  id: string | null;
  /** Named, but no longer on this device: deleted elsewhere. */
  missing: boolean;
  /** The device's last copy of a missing parent, from which it can be made again. */
  copy?: KeptCopy;
  /** The parent's name, from the device or the kept copy ('' when neither knows it). */
  label: string;
  /** The device's records of the parent's kind, by name: the other parents to choose from. */
  options: ParentOption[];
}

/** "client", "itinerary", "quote": the kind of a parent, inside a sentence. */
export function parentNoun(entity: SyncEntity): string {
  return ENTITY_NOUNS[entity].replace(/^An? /, '').toLowerCase();
}

/** The parent fields among `fields` of a record of `entity`, as the device knows them now. */
export async function readParentLinks(
  db: OfficeDatabase,
  entity: SyncEntity,
  fields: Record<string, unknown>,
  kept: KeptCopy[],
): Promise<ParentLink[]> {
  const missing = await missingParents(db, entity, fields, kept);
  const links: ParentLink[] = [];
  for (const [field, parent] of PARENT_FIELDS[entity] ?? []) {
    if (!(field in fields)) continue;
    const value = fields[field];
    const id = typeof value === 'string' && value ? value : null;
    const gone = missing.find((item) => item.field === field);
    const current = id && !gone ? await db[parent].get(id) : undefined;
    const named = current ?? gone?.copy?.record;
    const options = (await db[parent].toArray())
      .map((record) => ({ value: record.id, label: recordLabel(parent, record) }))
      .sort((a, b) => a.label.localeCompare(b.label));
    links.push({
      field,
      entity: parent,
      id,
      missing: gone !== undefined,
      ...(gone?.copy ? { copy: gone.copy } : {}),
      label: named ? recordLabel(parent, named) : '',
      options,
    });
  }
  return links;
}
