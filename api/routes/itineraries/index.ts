import { ItineraryInput, ItineraryUpdate, itineraryMessages } from '@contract/itineraries.ts';
import { apiRouter } from '../router.ts';
import { staffOnly } from '../../middlewares/auth.ts';
import { validate } from '../../middlewares/validate.ts';
import { transaction } from '../../middlewares/transaction.ts';
import { notFound } from '../../errors.ts';
import { renderSlot } from '../../middlewares/renderSlots.ts';
import { itineraryCreator, itineraryRemover, itineraryUpdater } from '../../commands/itineraries.ts';
import { findItinerary, listItineraries } from '../../queries/itineraries.ts';
import { listBookings } from '../../queries/bookings.ts';
import { presentItinerary } from '../../presenters/itineraries.ts';
import { uuidParam } from '../../middlewares/params.ts';
import { CALENDAR_MIME } from '@documents/officeExports.ts';
import { itineraryCalendarFileName } from '@documents/itineraryCalendar.ts';
import { makeItineraryCalendar } from '../../documents/documentRenderer.ts';
import { dataBody, successBody } from '../envelopes.ts';

export const itinerariesRouter = apiRouter();

const office = staffOnly;
const itineraryId = uuidParam(itineraryMessages.notFound);

/** Every itinerary the actor may see, newest first, each with its client's name. */
itinerariesRouter.get('/api/itineraries', office, async (ctx) => {
  const rows = await listItineraries(ctx.db, ctx.state.user);
  ctx.body = dataBody(rows.map(presentItinerary));
});

itinerariesRouter.get('/api/itineraries/:id', office, itineraryId, async (ctx) => {
  const row = await findItinerary(ctx.db, ctx.state.user, ctx.params.id);
  if (!row) throw notFound(itineraryMessages.notFound);
  ctx.body = dataBody(presentItinerary(row));
});

/** The trip and its dated bookings as an .ics calendar. */
itinerariesRouter.get('/api/itineraries/:id/calendar.ics', office, itineraryId, renderSlot(), async (ctx) => {
  const actor = ctx.state.user;
  const itinerary = await findItinerary(ctx.db, actor, ctx.params.id);
  if (!itinerary) throw notFound(itineraryMessages.notFound);
  const bookings = await listBookings(ctx.db, actor, { itineraryId: ctx.params.id });
  ctx.set('Content-Disposition', `attachment; filename="${itineraryCalendarFileName(ctx.params.id)}"`);
  ctx.set('Cache-Control', 'no-store');
  ctx.type = CALENDAR_MIME;
  ctx.body = await makeItineraryCalendar(itinerary, bookings);
});

itinerariesRouter.post(
  '/api/itineraries',
  office,
  validate({ body: ItineraryInput }),
  transaction(),
  async (ctx) => {
    const itinerary = await itineraryCreator({
      trx: ctx.state.trx,
      actor: ctx.state.user,
      input: ctx.state.body,
    });
    ctx.status = 201;
    ctx.body = dataBody(presentItinerary(itinerary));
  },
);

itinerariesRouter.put(
  '/api/itineraries/:id',
  office,
  itineraryId,
  validate({ body: ItineraryUpdate }),
  transaction(),
  async (ctx) => {
    const itinerary = await itineraryUpdater({
      trx: ctx.state.trx,
      actor: ctx.state.user,
      input: { id: ctx.params.id, changes: ctx.state.body },
    });
    ctx.body = dataBody(presentItinerary(itinerary));
  },
);

/** Tombstones the itinerary and its bookings in one transaction. */
itinerariesRouter.delete('/api/itineraries/:id', office, itineraryId, transaction(), async (ctx) => {
  await itineraryRemover({ trx: ctx.state.trx, actor: ctx.state.user, input: { id: ctx.params.id } });
  ctx.body = successBody({ message: itineraryMessages.deleted });
});
