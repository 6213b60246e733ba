/**
 * A user's office data on this device as a whole: what signing out would lose, and removing
 * it, so a shared browser keeps no client data once its agent has signed out.
 */
import { Dexie } from 'dexie';
import {
  currentOfficeDatabase,
  officeDatabaseName,
  openOfficeDatabase,
  setOfficeDatabase,
  type OfficeDatabase,
} from './db';

/** What of `userId`'s work exists on this device only, and would go with its data. */
export interface DeviceOnlyWork {
  /** Changes waiting for the server, or held back behind a refused one. */
  unsent: number;
  /** Changes the server refused, waiting to be corrected or discarded. */
  refused: number;
  /** Conflicts waiting for a choice: "mine" exists nowhere else. */
  conflicts: number;
}

export const NO_DEVICE_ONLY_WORK: DeviceOnlyWork = { unsent: 0, refused: 0, conflicts: 0 };

async function countWork(db: OfficeDatabase): Promise<DeviceOnlyWork> {
  const [refused, all, conflicts] = await Promise.all([
    db.outbox.where('state').equals('rejected').count(),
    db.outbox.count(),
    db.conflicts.count(),
  ]);
  return { unsent: all - refused, refused, conflicts };
}

/** Work of `userId` that exists on this device only: unsent and refused changes, open conflicts. */
export async function deviceOnlyWork(userId: string): Promise<DeviceOnlyWork> {
  const name = officeDatabaseName(userId);
  const open = currentOfficeDatabase();
  if (open?.name === name) return countWork(open);
  if (!(await Dexie.exists(name))) return NO_DEVICE_ONLY_WORK;
  const db = openOfficeDatabase(name);
  try {
    return await countWork(db);
  } finally {
    db.close();
  }
}

/** Deletes `userId`'s office database from this device. */
export async function deleteDeviceData(userId: string): Promise<void> {
  const name = officeDatabaseName(userId);
  const open = currentOfficeDatabase();
  if (open?.name === name) {
    setOfficeDatabase(null);
    open.close();
  }
  await Dexie.delete(name);
}
