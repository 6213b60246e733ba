import { BookingInput, BookingListQuery, BookingUpdate, bookingMessages } from '@contract/bookings.ts';
import { apiRouter } from '../router.ts';
import { staffOnly } from '../../middlewares/auth.ts';
import { validate } from '../../middlewares/validate.ts';
import { transaction } from '../../middlewares/transaction.ts';
import { notFound } from '../../errors.ts';
import { bookingCreator, bookingRemover, bookingUpdater } from '../../commands/bookings.ts';
import { findBooking, listBookings } from '../../queries/bookings.ts';
import { presentBooking } from '../../presenters/bookings.ts';
import { uuidParam } from '../../middlewares/params.ts';
import { sendCsv } from '../csvDownload.ts';
import { makeBookingsCsv } from '../../documents/documentRenderer.ts';
import { renderSlot } from '../../middlewares/renderSlots.ts';
import { dataBody, successBody } from '../envelopes.ts';

export const bookingsRouter = apiRouter();

const office = staffOnly;
const bookingId = uuidParam(bookingMessages.notFound);

/**
 * The bookings the actor may see by start date, each with itinerary {id, title, client};
 * ?itineraryId= narrows to one itinerary (an unknown or hidden one simply has none).
 */
bookingsRouter.get('/api/bookings', office, validate({ query: BookingListQuery }), async (ctx) => {
  const rows = await listBookings(ctx.db, ctx.state.user, ctx.state.query);
  ctx.body = dataBody(rows.map(presentBooking));
});

/** The same list as CSV, in the columns a person reads (see documents/officeExports). */
bookingsRouter.get(
  '/api/bookings/export.csv',
  office,
  validate({ query: BookingListQuery }),
  renderSlot(),
  async (ctx) => {
    const rows = await listBookings(ctx.db, ctx.state.user, ctx.state.query);
    const csv = await makeBookingsCsv(rows.map(presentBooking));
    sendCsv(ctx, 'bookings.csv', csv);
  },
);

bookingsRouter.get('/api/bookings/:id', office, bookingId, async (ctx) => {
  const row = await findBooking(ctx.db, ctx.state.user, ctx.params.id);
  if (!row) throw notFound(bookingMessages.notFound);
  ctx.body = dataBody(presentBooking(row));
});

bookingsRouter.post('/api/bookings', office, validate({ body: BookingInput }), transaction(), async (ctx) => {
  const booking = await bookingCreator({
    trx: ctx.state.trx,
    actor: ctx.state.user,
    input: ctx.state.body,
  });
  ctx.status = 201;
  ctx.body = dataBody(presentBooking(booking));
});

bookingsRouter.put(
  '/api/bookings/:id',
  office,
  bookingId,
  validate({ body: BookingUpdate }),
  transaction(),
  async (ctx) => {
    const booking = await bookingUpdater({
      trx: ctx.state.trx,
      actor: ctx.state.user,
      input: { id: ctx.params.id, changes: ctx.state.body },
    });
    ctx.body = dataBody(presentBooking(booking));
  },
);

/** Tombstones the booking. */
bookingsRouter.delete('/api/bookings/:id', office, bookingId, transaction(), async (ctx) => {
  await bookingRemover({ trx: ctx.state.trx, actor: ctx.state.user, input: { id: ctx.params.id } });
  ctx.body = successBody({ message: bookingMessages.deleted });
});
