import type { Queryable } from '@db/index.ts';
import type { SessionUser } from '../types.ts';
import { clientsVisibleTo } from './clients.ts';

/**
 * The itineraries an actor may see: those (not deleted) of the clients the actor may see,
 * so an itinerary follows its client's visibility and another agent's id answers 404.
 */
export function itinerariesVisibleTo(db: Queryable, actor: SessionUser) {
  return db('itineraries')
    .whereNull('itineraries.deletedAt')
    .whereIn('itineraries.clientId', clientsVisibleTo(db, actor).select('clients.id'));
}
