import { apiRouter } from '../router.ts';
import { requireRole } from '../../middlewares/auth.ts';
import { agentDashboard } from '../../queries/agentDashboard.ts';
import { isoInstant, presentClient } from '../../presenters/clients.ts';
import { presentItinerary } from '../../presenters/itineraries.ts';
import { presentBooking } from '../../presenters/bookings.ts';
import { presentQuotePayment } from '../../presenters/payments.ts';

export const agentDashboardRouter = apiRouter();

/**
 * The agent office's first screen: the actor's clients, itineraries (with client), bookings
 * (with itinerary.client), website quote requests (only for those who may see leads; each with
 * the consultation paid before it, or null) and the stat cards, all scoped by the policies.
 */
agentDashboardRouter.get('/api/agent/dashboard', requireRole('agent', 'admin'), async (ctx) => {
  const actor = ctx.state.user;
  const dashboard = await agentDashboard(ctx.db, actor);
  ctx.set('Cache-Control', 'private, no-store');
  ctx.body = {
    agent: { id: actor.id, firstName: actor.firstName, lastName: actor.lastName },
    clients: dashboard.clients.map(presentClient),
    itineraries: dashboard.itineraries.map(presentItinerary),
    bookings: dashboard.bookings.map(presentBooking),
    quotes: dashboard.quotes.map((row) => {
      const { quote, payment } = presentQuotePayment(row);
      return { ...quote, createdAt: isoInstant(quote.createdAt), payment };
    }),
    stats: dashboard.stats,
  };
});
