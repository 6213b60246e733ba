/**
 * The last answer of an online-only call (website quote requests, notifications), kept in the
 * device database's meta table so the office still shows it, dated, when the server is out
 * of reach.
 */
import { officeDb } from '@pwa/offline/db';
import { useLive, type LiveResult } from '@pwa/offline/hooks';

export type Kept<T extends object> = T & { savedAt: string };

/** Keeps a copy; a full or blocked database must never hide the answer that was just read. */
export async function keepOnDevice<T extends object>(key: string, value: T): Promise<void> {
  const kept: Kept<T> = { ...value, savedAt: new Date().toISOString() };
  await officeDb()
    .meta.put({ key, value: kept })
    .catch((error: unknown) => console.warn(`Could not keep the ${key} on this device.`, error));
}

/** The copy kept under `key`, live; null when there is none. */
export function useKeptOnDevice<T extends object>(key: string): LiveResult<Kept<T> | null> {
  return useLive(async (db) => ((await db.meta.get(key))?.value as Kept<T> | undefined) ?? null, [key]);
}
