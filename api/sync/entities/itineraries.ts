import { ItineraryInput, ItineraryUpdate } from '@contract/itineraries.ts';
import {
  itinerariesCreator,
  itineraryCreator,
  itineraryRemover,
  itineraryUpdater,
} from '../../commands/itineraries.ts';
import { parseInput } from '../../middlewares/validate.ts';
import { itinerariesVisibleTo } from '../../policies/itineraries.ts';
import { presentItinerary } from '../../presenters/itineraries.ts';
import { SYNC_WRITABLE_FIELDS } from '@contract/syncFields.ts';
import { recordsById, versionsById, type SyncAdapter } from '../adapter.ts';

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
  async create({ trx, actor }, id, fields) {
    const input = parseInput(ItineraryInput, fields);
    const created = await itineraryCreator({ trx, actor, input: { ...input, id } as ItineraryInput });
    return Number(created.version);
  },
  async createMany({ trx, actor }, records) {
    const input = records.map(
      ({ id, fields }) => ({ ...parseInput(ItineraryInput, fields), id }) as ItineraryInput,
    );
    return versionsById(await itinerariesCreator({ trx, actor, input }));
  },
  async update({ trx, actor }, id, changes) {
    await itineraryUpdater({ trx, actor, input: { id, changes: parseInput(ItineraryUpdate, changes) } });
  },
  async remove({ trx, actor }, id) {
    await itineraryRemover({ trx, actor, input: { id } });
  },
};
