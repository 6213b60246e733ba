import type { Queryable } from '@db/index.ts';
import { itinerariesVisibleTo } from '../policies/itineraries.ts';
import type { SessionUser } from '../types.ts';
import type { ItineraryWithClientRow } from '../presenters/itineraries.ts';

/** Visible itineraries joined with their client's name (what presentItinerary reads). */
export function itinerariesWithClient(db: Queryable, actor: SessionUser) {
  return itinerariesVisibleTo(db, actor)
    .join('clients', 'clients.id', 'itineraries.clientId')
    .select('itineraries.*', 'clients.firstName as clientFirstName', 'clients.lastName as clientLastName');
}

/** Every itinerary the actor may see, newest first. */
export function listItineraries(db: Queryable, actor: SessionUser): Promise<ItineraryWithClientRow[]> {
  return itinerariesWithClient(db, actor).orderBy([
    { column: 'itineraries.createdAt', order: 'desc' },
    { column: 'itineraries.id' },
  ]);
}

export function itinerariesOfClient(
  db: Queryable,
  actor: SessionUser,
  clientId: string,
): Promise<ItineraryWithClientRow[]> {
  return itinerariesWithClient(db, actor)
    .where('itineraries.clientId', clientId)
    .orderBy([{ column: 'itineraries.startDate' }, { column: 'itineraries.id' }]);
}

/** One itinerary the actor may see (with its client's name), or undefined. */
export async function findItinerary(
  db: Queryable,
  actor: SessionUser,
  id: string,
): Promise<ItineraryWithClientRow | undefined> {
  return itinerariesWithClient(db, actor).where('itineraries.id', id).first();
}
