/** What the clients, itineraries and bookings modules share about reading the device's copy. */
import type { SyncEntity } from '@contract/sync';
import { officeDb, type OfficeDatabase } from '@pwa/offline/db';
import { useLive, useOfficeReady, type LiveResult } from '@pwa/offline/hooks';

/**
 * A live list that stays pending until the first pull has landed: before that an empty
 * table means "not loaded yet", and the screen shows a spinner rather than "No clients yet".
 */
export function useLiveList<T>(read: (db: OfficeDatabase) => Promise<T[]>, deps: unknown[]): LiveResult<T[]> {
  const ready = useOfficeReady();
  const result = useLive(read, deps);
  const loading = result.data === undefined || (ready !== true && result.data.length === 0);
  return { ...result, isPending: loading };
}

/** Ids compared as plain text: the last tie-break of every list, so the order never flickers. */
export function byId(a: { id: string }, b: { id: string }): number {
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * An edit of a record removed meanwhile (a sync, another tab) fails with the record's
 * "not found" message instead of bringing it back half-filled.
 */
export async function requireRecord(entity: SyncEntity, id: string, notFound: string): Promise<void> {
  if (!(await officeDb()[entity].get(id))) throw new Error(notFound);
}
