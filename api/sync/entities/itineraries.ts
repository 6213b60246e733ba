import { ItineraryInput, ItineraryUpdate } from '@contract/itineraries.ts';
import { itinerariesCreator, itineraryRemover, itineraryUpdater } from '../../commands/itineraries.ts';
import { parseInput } from '../../middlewares/validate.ts';
import { itinerariesVisibleTo } from '../../policies/itineraries.ts';
import { presentItinerary } from '../../presenters/itineraries.ts';
import { SYNC_WRITABLE_FIELDS } from '@contract/syncFields.ts';
import { createdWith, recordsById, type SyncAdapter } from '../adapter.ts';

export const itinerariesSync: SyncAdapter = {
  entity: 'itineraries',
  table: 'itineraries',
  scope: (db, actor) => itinerariesVisibleTo(db, actor, { withDeleted: true }),
  records: (db, actor, ids) =>
    recordsById(
      itinerariesVisibleTo(db, actor, { withDeleted: true }).select('itineraries.*'),
      'itineraries.id',
      ids,
      (row) => {
        // The device joins the client itself, so the record carries only the itinerary.
        const { client: _client, ...itinerary } = presentItinerary(row);
        return itinerary;
      },
    ),
  writable: SYNC_WRITABLE_FIELDS.itineraries,
  ...createdWith(ItineraryInput, itinerariesCreator),
  async update({ trx, actor }, id, changes) {
    await itineraryUpdater({ trx, actor, input: { id, changes: parseInput(ItineraryUpdate, changes) } });
  },
  async remove({ trx, actor }, id) {
    await itineraryRemover({ trx, actor, input: { id } });
  },
};
