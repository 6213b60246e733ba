import type { Queryable } from '@db/index.ts';
import type { SessionUser } from '../types.ts';
import { itinerariesVisibleTo } from './itineraries.ts';

/** The bookings an actor may see: those (not deleted) of the itineraries the actor may see. */
export function bookingsVisibleTo(db: Queryable, actor: SessionUser) {
  return db('bookings')
    .whereNull('bookings.deletedAt')
    .whereIn('bookings.itineraryId', itinerariesVisibleTo(db, actor).select('itineraries.id'));
}
