import type { Queryable } from '@db/index.ts';
import type { SessionUser } from '../types.ts';
import type { Scope } from './clients.ts';
import { itinerariesVisibleTo } from './itineraries.ts';

/** The bookings an actor may see: those (not deleted) of the itineraries the actor may see. */
export function bookingsVisibleTo(db: Queryable, actor: SessionUser, scope: Scope = {}) {
  const query = db('bookings').whereIn(
    'bookings.itineraryId',
    itinerariesVisibleTo(db, actor, scope).select('itineraries.id'),
  );
  if (!scope.withDeleted) query.whereNull('bookings.deletedAt');
  return query;
}
