import { TripPlanInput } from '@contract/tripPlans.ts';
import { createTripPlan, deleteTripPlan, updateTripPlan } from '../../commands/tripPlans.ts';
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
    await createTripPlan({ trx, actor, id, input: parseInput(TripPlanInput, fields) });
  },
  async update({ trx, actor }, id, changes, current) {
    const input = parseInput(TripPlanInput, { ...writableOf(this, current), ...changes });
    await updateTripPlan({ trx, actor, id, input });
  },
  async remove({ trx, actor }, id) {
    await deleteTripPlan({ trx, actor, id });
  },
};
