/** The signed-in client's own dashboard. */
import { dashboardMessages } from '@contract/dashboard.ts';
import { clientsOnly } from '../../middlewares/auth.ts';
import { presentClientDashboard } from '../../presenters/clientDashboard.ts';
import { clientDashboard } from '../../queries/clientDashboard.ts';
import { apiRouter } from '../router.ts';

export const dashboardRouter = apiRouter();

/**
 * The client's record, itineraries, bookings, quote requests, the proposals sent to them and
 * their notifications. Signed out: 401. Agents and admins work in the office: 403 (the screen
 * sends them there before asking).
 */
dashboardRouter.get('/api/dashboard', clientsOnly(dashboardMessages.agentsUseTheOffice), async (ctx) => {
  const actor = ctx.state.user;
  const rows = await clientDashboard(ctx.db, actor);
  // A traveller's bookings: never kept by a shared cache, and not by the browser's either
  // (the screen keeps its own copy for offline use, removed at sign-out).
  ctx.set('Cache-Control', 'private, no-store');
  ctx.body = presentClientDashboard(rows, actor.emailVerifiedAt !== null);
});
