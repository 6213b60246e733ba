import { ItineraryInput, ItineraryUpdate } from '@contract/itineraries.ts';
import { itinerariesCreator, itineraryRemover, itineraryUpdater } from '../../commands/itineraries.ts';
import { parseInput } from '../../middlewares/validate.ts';
import { itinerariesVisibleTo } from '../../policies/itineraries.ts';
import { presentItinerary } from '../../presenters/itineraries.ts';
import { SYNC_WRITABLE_FIELDS } from '@contract/syncFields.ts';
import {
  recordsById,
  versionsById,
  type ApplyContext,
  type NewRecord,
  type SyncAdapter,
} from '../adapter.ts';

async function createItineraries({ trx, actor }: ApplyContext, records: NewRecord[]) {
  const input = records.map(
    ({ id, fields }) => ({ ...parseInput(ItineraryInput, fields), id }) as ItineraryInput,
  );
  return versionsById(await itinerariesCreator({ trx, actor, input }));
}

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
  async create(ctx, id, fields) {
    return (await createItineraries(ctx, [{ id, fields }])).get(id);
  },
  createMany: (ctx, records) => createItineraries(ctx, records),
  async update({ trx, actor }, id, changes) {
    await itineraryUpdater({ trx, actor, input: { id, changes: parseInput(ItineraryUpdate, changes) } });
  },
  async remove({ trx, actor }, id) {
    await itineraryRemover({ trx, actor, input: { id } });
  },
};
