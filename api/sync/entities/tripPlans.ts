import { TripPlanInput } from '@contract/tripPlans.ts';
import { tripPlanCreator, tripPlanRemover, tripPlanUpdater } from '../../commands/tripPlans.ts';
import { parseInput } from '../../middlewares/validate.ts';
import { tripPlansVisibleTo } from '../../policies/tripPlans.ts';
import { presentTripPlan } from '../../presenters/tripPlans.ts';
import { SYNC_WRITABLE_FIELDS } from '@contract/syncFields.ts';
import { recordsById, writableOf, type SyncAdapter } from '../adapter.ts';

export const tripPlansSync: SyncAdapter = {
  entity: 'trip_plans',
  table: 'tripPlans',
  scope: (db, actor) => tripPlansVisibleTo(db, actor, { withDeleted: true }),
  records: (db, actor, ids) =>
    recordsById(
      tripPlansVisibleTo(db, actor, { withDeleted: true }).select('tripPlans.*'),
      'tripPlans.id',
      ids,
      (row) => {
        const { clientName: _clientName, ...plan } = presentTripPlan(row);
        return { ...plan, version: Number(row.version) };
      },
    ),
  writable: SYNC_WRITABLE_FIELDS.trip_plans,
  async create({ trx, actor }, id, fields) {
    await tripPlanCreator({ trx, actor, input: { ...parseInput(TripPlanInput, fields), id } });
  },
  async update({ trx, actor }, id, changes, current) {
    const input = parseInput(TripPlanInput, { ...writableOf(this, current), ...changes });
    await tripPlanUpdater({ trx, actor, input: { id, changes: input } });
  },
  async remove({ trx, actor }, id) {
    await tripPlanRemover({ trx, actor, input: { id } });
  },
};
