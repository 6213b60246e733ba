import { apiRouter } from '../router.ts';
import { staffOnly } from '../../middlewares/auth.ts';
import { agentDashboard } from '../../queries/agentDashboard.ts';
import { isoInstant } from '../../presenters/clients.ts';
import { presentQuotePayment } from '../../presenters/payments.ts';

export const agentDashboardRouter = apiRouter();

/**
 * What the agent office needs from the server: the agent's name, the newest website quote
 * requests (only for those who may see leads; each with the consultation paid before it, or
 * null) and how many there are. The office reads its clients, trips and bookings, and counts
 * its other cards, from the copy the sync keeps on the device, so the answer stays the same
 * size however many clients the agent has.
 */
agentDashboardRouter.get('/api/agent/dashboard', staffOnly, async (ctx) => {
  const actor = ctx.state.user;
  const dashboard = await agentDashboard(ctx.db, actor);
  ctx.set('Cache-Control', 'private, no-store');
  ctx.body = {
    agent: { id: actor.id, firstName: actor.firstName, lastName: actor.lastName },
    quotes: dashboard.quotes.map((row) => {
      const { quote, payment } = presentQuotePayment(row);
      return { ...quote, createdAt: isoInstant(quote.createdAt), payment };
    }),
    stats: dashboard.stats,
  };
});
