import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Dexie } from 'dexie';
import { START_CURSOR } from '@contract/sync';
import { openOfficeDatabase, RESET_CURSOR, type OfficeDatabase } from './db';
import { restoreRecord, saveRecord } from './outbox';
import { dropDatabase, freshDatabase } from './testing';

let db: OfficeDatabase;

beforeEach(async () => {
  db = await freshDatabase();
});

afterEach(async () => {
  await dropDatabase(db);
});

const abilities = { edit: false, delete: false };

describe('abilities on the device', () => {
  it('keeps the abilities last received on a record edited here, and never queues them', async () => {
    await db.trip_plans.put({ id: 'plan-1', version: 4, name: 'Lisbon', abilities });
    await saveRecord(
      'trip_plans',
      'plan-1',
      { name: 'Lisbon and Porto', abilities: { edit: true, delete: true } },
      db,
    );

    const [entry] = await db.outbox.toArray();
    expect(entry.changes).toEqual({ name: 'Lisbon and Porto' });
    expect(entry.base).toEqual({ name: 'Lisbon' });
    expect(await db.trip_plans.get('plan-1')).toMatchObject({ name: 'Lisbon and Porto', abilities });
  });

  it('queues nothing for a change of abilities alone', async () => {
    await db.clients.put({ id: 'client-1', version: 2, firstName: 'Ada', abilities });
    await saveRecord('clients', 'client-1', { abilities: { edit: true, delete: true } }, db);
    expect(await db.outbox.count()).toBe(0);
    expect((await db.clients.get('client-1'))?.abilities).toEqual(abilities);
  });

  it('sends no abilities with a record made or restored here', async () => {
    await saveRecord('clients', null, { firstName: 'Grace', lastName: 'Hopper', abilities }, db);
    await restoreRecord(
      'clients',
      { id: 'client-2', version: 3, firstName: 'Ada', abilities },
      { lastName: 'Lovelace', abilities: { edit: true, delete: true } },
      db,
      { baseVersion: 3 },
    );
    const entries = await db.outbox.orderBy('seq').toArray();
    expect(entries.map((entry) => entry.changes)).toEqual([
      { firstName: 'Grace', lastName: 'Hopper' },
      { lastName: 'Lovelace' },
    ]);
  });
});

describe('a device that pulled before records carried abilities', () => {
  it('pulls everything again from 0 once, keeping its records meanwhile', async () => {
    const name = `test-upgrade-${crypto.randomUUID()}`;
    const before = new Dexie(name);
    before.version(3).stores({ clients: 'id, version', meta: 'key', resetSeen: '[entity+recordId]' });
    await before.table('clients').put({ id: 'client-1', version: 5, firstName: 'Ada' });
    await before.table('meta').put({ key: 'cursor', value: '12.3' });
    await before.table('resetSeen').put({ entity: 'clients', recordId: 'old' });
    before.close();

    const upgraded = openOfficeDatabase(name);
    try {
      expect(await upgraded.meta.get(RESET_CURSOR)).toEqual({ key: RESET_CURSOR, value: START_CURSOR });
      expect(await upgraded.meta.get('cursor')).toEqual({ key: 'cursor', value: '12.3' });
      expect(await upgraded.resetSeen.count()).toBe(0);
      expect(await upgraded.clients.get('client-1')).toMatchObject({ firstName: 'Ada' });
    } finally {
      upgraded.close();
      await Dexie.delete(name);
    }
  });

  it('starts a new device with its first pull, not a pull over again', async () => {
    expect(await db.meta.get(RESET_CURSOR)).toBeUndefined();
  });
});
