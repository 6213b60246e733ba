import { afterEach, describe, expect, it } from 'vitest';
import { setOfficeDatabase, type LocalRecord, type OfficeDatabase } from '@pwa/offline/db';
import { byClientName, readAllClients, readClientsPage } from './api';
import { freshOfficeDb } from './testDatabase';

let db: OfficeDatabase;
afterEach(() => {
  db?.close();
  setOfficeDatabase(null);
});

const client = (id: number, firstName: string, lastName: string): LocalRecord => ({
  id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
  version: 1,
  userId: null,
  firstName,
  lastName,
  email: `client${id}@example.com`,
  phone: null,
  address: null,
  notes: null,
  createdAt: '2026-05-01T10:00:00Z',
  updatedAt: '2026-05-01T10:00:00Z',
});

// Code-unit order and the people's order differ: case, accents, spaces and digits.
const names: Array<[string, string]> = [
  ['Bea', 'Dupont'],
  ['Ana', 'dupont'],
  ['Cleo', 'de Souza'],
  ['Marc', 'Émile'],
  ['Zoe', 'Emile'],
  ['Yan', 'Number 10'],
  ['Yan', 'Number 2'],
  ['Ana', 'Number 2'],
  ['ana', 'Number 2'],
  ['Li', 'Baptiste'],
  ['Li', "O'Neil"],
  ['Li', 'Oneil'],
  ['Li', 'Ödegaard'],
  ['Jo', 'van Dyke'],
  ['Jo', 'Zamora'],
  ['Jo', 'àlvarez'],
];
const clients = names.map(([first, last], index) => client(index + 1, first, last));

const idsOf = (rows: Array<{ id: string }>) => rows.map((row) => row.id);

describe('readClientsPage', () => {
  it('reads each page in byClientName order, with the count of every client', async () => {
    db = await freshOfficeDb({ clients });
    const expected = idsOf(
      clients.map((record) => record as unknown as Parameters<typeof byClientName>[0]).sort(byClientName),
    );
    expect(idsOf(await readAllClients(db))).toEqual(expected);

    const pages = [];
    for (let page = 1; page <= 4; page++) {
      const read = await readClientsPage(db, page, 5);
      expect(read.page).toBe(page);
      expect(read.total).toBe(clients.length);
      pages.push(...idsOf(read.rows));
    }
    expect(pages).toEqual(expected);
    expect((await readClientsPage(db, 1, 5)).rows[0]).toMatchObject({
      firstName: 'Jo',
      lastName: 'àlvarez',
      email: 'client16@example.com',
      userId: null,
    });
  });

  it('follows the device as clients are added, renamed and removed', async () => {
    db = await freshOfficeDb({ clients });
    await db.clients.put({ ...clients[0], lastName: 'Aaron' });
    await db.clients.delete(clients[15].id);
    await db.clients.put(client(99, 'Al', 'aardvark'));
    const first = await readClientsPage(db, 1, 2);
    expect(first.total).toBe(clients.length);
    expect(first.rows.map((row) => `${row.firstName} ${row.lastName}`)).toEqual(['Al aardvark', 'Bea Aaron']);
  });

  it('orders clients missing from the names index from their records', async () => {
    db = await freshOfficeDb({ clients: [client(1, 'Cleo', 'Baptiste'), client(2, 'Ana', 'Auguste')] });
    // A record without a first name is left out of the compound index.
    const nameless = client(3, 'x', 'Abel');
    delete nameless.firstName;
    await db.clients.put(nameless);
    const read = await readClientsPage(db, 1, 2);
    expect(read.total).toBe(3);
    expect(read.rows.map((row) => row.lastName)).toEqual(['Abel', 'Auguste']);
  });

  it('answers an empty page past the last client', async () => {
    db = await freshOfficeDb({ clients: clients.slice(0, 3) });
    expect(await readClientsPage(db, 2, 5)).toEqual({ page: 2, rows: [], total: 3 });
  });
});
