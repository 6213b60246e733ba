/**
 * A user's office data on this device as a whole: what signing out would lose, and removing
 * it, so a shared browser keeps no client data once its agent has signed out.
 */
import { Dexie } from 'dexie';
import { currentOfficeDatabase, officeDatabaseName, openOfficeDatabase, setOfficeDatabase } from './db';

/** Changes of `userId` still on this device only (waiting, held back or refused). */
export async function unsentChangeCount(userId: string): Promise<number> {
  const name = officeDatabaseName(userId);
  const open = currentOfficeDatabase();
  if (open?.name === name) return open.outbox.count();
  if (!(await Dexie.exists(name))) return 0;
  const db = openOfficeDatabase(name);
  try {
    return await db.outbox.count();
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
