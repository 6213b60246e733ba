import { BookingInput, BookingUpdate } from '@contract/bookings.ts';
import { bookingRemover, bookingsCreator, bookingUpdater } from '../../commands/bookings.ts';
import { parseInput } from '../../middlewares/validate.ts';
import { bookingsVisibleTo } from '../../policies/bookings.ts';
import { presentBooking } from '../../presenters/bookings.ts';
import { SYNC_WRITABLE_FIELDS } from '@contract/syncFields.ts';
import { createdWith, recordsById, type SyncAdapter } from '../adapter.ts';

export const bookingsSync: SyncAdapter = {
  entity: 'bookings',
  table: 'bookings',
  scope: (db, actor) => bookingsVisibleTo(db, actor, { withDeleted: true }),
  records: (db, actor, ids) =>
    recordsById(
      bookingsVisibleTo(db, actor, { withDeleted: true }).select('bookings.*'),
      'bookings.id',
      ids,
      presentBooking,
    ),
  writable: SYNC_WRITABLE_FIELDS.bookings,
  ...createdWith(BookingInput, bookingsCreator),
  async update({ trx, actor }, id, changes) {
    const { itineraryId, ...fields } = changes;
    const moved = 'itineraryId' in changes ? { itineraryId } : {};
    await bookingUpdater({ trx, actor, input: { id, changes: parseInput(BookingUpdate, fields), ...moved } });
  },
  async remove({ trx, actor }, id) {
    await bookingRemover({ trx, actor, input: { id } });
  },
};
