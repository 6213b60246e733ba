/** What the clients, itineraries and bookings modules share about reading the device's copy. */
import { useEffect, useState } from 'react';
import type { SyncEntity } from '@contract/sync';
import { officeDb, type LocalRecord, type OfficeDatabase } from '@pwa/offline/db';
import { useLive, useOfficeReady, type LiveResult } from '@pwa/offline/hooks';

/**
 * A live list that stays pending until the first pull has landed: before that an empty
 * table means "not loaded yet", and the screen shows a spinner rather than "No clients yet".
 * A read that answers undefined (not wanted yet) leaves it pending.
 */
export function useLiveList<T>(
  read: (db: OfficeDatabase) => Promise<T[] | undefined>,
  deps: unknown[],
): LiveResult<T[]> {
  const ready = useOfficeReady();
  const result = useLive<T[] | undefined>(read, deps);
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

/**
 * The record an edit dialog opened with, as `saveRecord` compares it: only what the person
 * changed from it is sent. Screens hold records as the API presents them (a DTO).
 */
export function asSeen(record: { id: string; version: number }): LocalRecord {
  return record as unknown as LocalRecord;
}

/**
 * The device's copy of a record as it was when an edit dialog opened (read once per opening:
 * per mount, or per `opening` for a dialog that stays mounted): what `saveRecord` compares the
 * person's changes with. For screens whose record differs in shape from the stored one
 * (quotes, proposals, trip plans).
 */
export function useSeenRecord(
  entity: SyncEntity,
  id: string | null | undefined,
  opening?: unknown,
): LocalRecord | undefined {
  const [seen, setSeen] = useState<LocalRecord>();
  useEffect(() => {
    if (!id) return;
    let current = true;
    const table = officeDb()[entity];
    void table.get(id).then((record) => {
      if (current && record) setSeen(record);
    });
    return () => {
      current = false;
    };
  }, [entity, id, opening]);
  return seen?.id === id ? seen : undefined;
}
