import type { Queryable } from '@db/index.ts';
import type { SessionUser } from '../types.ts';
import { clientsVisibleTo, type Scope } from './clients.ts';

/**
 * The itineraries an actor may see: those (not deleted) of the clients the actor may see,
 * so an itinerary follows its client's visibility and another agent's id answers 404.
 */
export function itinerariesVisibleTo(db: Queryable, actor: SessionUser, scope: Scope = {}) {
  const query = db('itineraries').whereIn(
    'itineraries.clientId',
    clientsVisibleTo(db, actor, scope).select('clients.id'),
  );
  if (!scope.withDeleted) query.whereNull('itineraries.deletedAt');
  return query;
}
