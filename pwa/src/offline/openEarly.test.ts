import { afterEach, describe, expect, it } from 'vitest';
import { officeDatabaseName, openOfficeDatabase, openOfficeDatabaseEarly, takeOfficeDatabase } from './db';

const opened: Array<{ close(): void }> = [];
afterEach(() => {
  for (const db of opened.splice(0)) db.close();
});

/** An agent's database with one client in it, as an earlier visit left it. */
async function deviceOf(userId: string, firstName: string) {
  const db = openOfficeDatabase(officeDatabaseName(userId));
  await db.clients.put({
    id: `c-${userId}`,
    version: 1,
    firstName,
    lastName: 'Auguste',
    createdAt: '2026-03-01T10:00:00.000Z',
  });
  db.close();
}

describe("opening the remembered agent's database before the office renders", () => {
  it('hands the office the database it already opened, with the data on the device', async () => {
    const userId = crypto.randomUUID();
    await deviceOf(userId, 'Marie');

    const early = openOfficeDatabaseEarly(userId);
    const db = takeOfficeDatabase(officeDatabaseName(userId));
    opened.push(db);

    expect(db).toBe(early);
    expect(db.name).toBe(officeDatabaseName(userId));
    expect((await db.clients.toArray()).map((client) => client.firstName)).toEqual(['Marie']);
    expect(db.isOpen()).toBe(true);
  });

  it('hands it over once: the next office gets a database of its own', async () => {
    const userId = crypto.randomUUID();
    openOfficeDatabaseEarly(userId);
    const first = takeOfficeDatabase(officeDatabaseName(userId));
    const second = takeOfficeDatabase(officeDatabaseName(userId));
    opened.push(first, second);

    expect(second).not.toBe(first);
    expect(second.name).toBe(first.name);
  });

  it("closes the one opened for a remembered agent when someone else's office opens", async () => {
    const remembered = crypto.randomUUID();
    const signedIn = crypto.randomUUID();
    await deviceOf(remembered, 'Marie');
    await deviceOf(signedIn, 'Jean');

    const early = openOfficeDatabaseEarly(remembered);
    await early.open();
    const db = takeOfficeDatabase(officeDatabaseName(signedIn));
    opened.push(db);

    expect((await db.clients.toArray()).map((client) => client.firstName)).toEqual(['Jean']);
    // Nothing of the remembered agent's stays open for the other.
    expect(early.isOpen()).toBe(false);
  });
});
