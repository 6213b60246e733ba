/** Test helpers shared by the agent-office route tests (clients, itineraries, bookings, dashboard). */
import type supertest from 'supertest';
import type { Db } from '@db/index.ts';
import type { BookingsRow, ClientsRow, ItinerariesRow } from '@db/schema/rows.ts';
import { insertVersioned } from '@db/versioning.ts';
import { assignClient, buildClient, buildUser, signInAs } from '../../test/factories.ts';
import type { TestServer } from '../../test/server.ts';
import type { Role, SessionUser } from '../../types.ts';

export interface SignedIn {
  user: SessionUser;
  http: supertest.Agent;
  token: string;
}

/** A new user of `role`, signed in through the API, with a CSRF token for their session. */
export async function signedIn(
  t: TestServer,
  role: Role = 'agent',
  fields: Omit<Parameters<typeof buildUser>[1] & object, 'role'> = {},
): Promise<SignedIn> {
  const user = await buildUser(t.db, { role, ...fields });
  const http = t.agent();
  const token = await signInAs(http, user.email);
  return { user, http, token };
}

/** A client assigned to `agentId`. */
export async function clientOf(
  db: Db,
  agentId: string,
  fields: Record<string, unknown> = {},
): Promise<ClientsRow> {
  const client = await buildClient(db, fields);
  await assignClient(db, client.id, agentId);
  return client;
}

export async function buildItinerary(
  db: Db,
  clientId: string,
  fields: Record<string, unknown> = {},
): Promise<ItinerariesRow> {
  return db.transaction((trx) =>
    insertVersioned(trx, 'itineraries', {
      clientId,
      title: 'Saint Lucia Anniversary Escape',
      startDate: '2027-02-12',
      endDate: '2027-02-19',
      totalCost: 480000,
      status: 'draft',
      ...fields,
    }),
  );
}

export async function buildBooking(
  db: Db,
  itineraryId: string,
  fields: Record<string, unknown> = {},
): Promise<BookingsRow> {
  return db.transaction((trx) =>
    insertVersioned(trx, 'bookings', {
      itineraryId,
      type: 'hotel',
      title: 'Piton-view resort',
      cost: 320000,
      status: 'confirmed',
      startDate: '2027-02-12',
      endDate: '2027-02-19',
      ...fields,
    }),
  );
}
