import { SYNC_WRITABLE_FIELDS } from '@contract/syncFields';
import type { SyncEntity } from '@contract/sync';

/**
 * The fields a device may set per entity. Re-creating a record deleted elsewhere sends these
 * fields of the last copy the device had; a proposal's status is left out, since "sent" is an
 * action to take again, not a value to copy.
 */
export const WRITABLE_FIELDS: Record<SyncEntity, readonly string[]> = {
  ...SYNC_WRITABLE_FIELDS,
  proposals: SYNC_WRITABLE_FIELDS.proposals.filter((field) => field !== 'status'),
};

export function writableOf(entity: SyncEntity, record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    WRITABLE_FIELDS[entity].filter((field) => field in record).map((field) => [field, record[field]]),
  );
}
