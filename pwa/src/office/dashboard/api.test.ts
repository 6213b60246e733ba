import { afterEach, describe, expect, it } from 'vitest';
import { officeStats } from '@contract/dashboardStats';
import { setOfficeDatabase, type LocalRecord, type OfficeDatabase } from '@pwa/offline/db';
import { freshOfficeDb } from '../clients/testDatabase';
import { readOfficeCounts, readOfficeRevenue, readOfficeStats } from './api';

let db: OfficeDatabase;
afterEach(() => {
  db?.close();
  setOfficeDatabase(null);
});

const client = (id: number): LocalRecord => ({
  id: `client-${id}`,
  version: 1,
  firstName: 'Guest',
  lastName: `Number ${id}`,
  email: `guest${id}@example.com`,
});

const trip = (id: number, status: string | undefined, totalCost: unknown): LocalRecord => ({
  id: `trip-${id}`,
  version: 1,
  clientId: 'client-1',
  title: `Trip ${id}`,
  ...(status === undefined ? {} : { status }),
  totalCost,
  createdAt: '2026-05-01T10:00:00Z',
});

const trips = [
  trip(1, 'confirmed', 240050),
  trip(2, 'confirmed', 100),
  trip(3, 'draft', 5000),
  trip(4, 'draft', null),
  trip(5, 'draft', 0),
  trip(6, 'completed', 99900),
  trip(7, 'cancelled', 12),
  trip(8, undefined, 1),
  trip(9, 'confirmed', '300'),
];

describe('office statistics on the device', () => {
  it('counts clients and trips per card and sums the costs as the contract does', async () => {
    db = await freshOfficeDb({ clients: [client(1), client(2), client(3)], itineraries: trips });
    expect(await readOfficeCounts(db)).toEqual({ totalClients: 3, activeTrips: 3, planningTrips: 3 });
    expect(await readOfficeRevenue(db)).toBe(240050 + 100 + 5000 + 0 + 99900 + 12 + 1);
    expect(await readOfficeStats(db)).toEqual(officeStats(3, trips));
  });

  it('follows the device as trips change', async () => {
    db = await freshOfficeDb({ clients: [client(1)], itineraries: trips });
    await db.itineraries.put({ ...trips[2], status: 'confirmed', totalCost: 7000 });
    await db.itineraries.delete('trip-1');
    await db.clients.delete('client-1');
    const all = await db.itineraries.toArray();
    expect(await readOfficeStats(db)).toEqual(officeStats(0, all));
    expect(await readOfficeCounts(db)).toEqual({ totalClients: 0, activeTrips: 3, planningTrips: 2 });
  });

  it('counts nothing on an empty device', async () => {
    db = await freshOfficeDb();
    expect(await readOfficeStats(db)).toEqual({
      totalClients: 0,
      activeTrips: 0,
      planningTrips: 0,
      totalRevenue: 0,
    });
  });
});
