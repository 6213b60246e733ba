import type Koa from 'koa';
import type { Middleware } from 'koa';
import { notFound } from '../errors.ts';
import { isApiPath } from '../lib/paths.ts';
import type { AppState, AppContextExtensions } from '../types.ts';
import { healthRouter } from './health/index.ts';
import { authRouter } from './auth/index.ts';
import { agentsRouter } from './agents/index.ts';
import { socialRouter } from './social/index.ts';
import { webhooksRouter } from './webhooks/index.ts';
import { passwordResetRouter } from './auth/passwordReset.ts';
import { emailVerificationRouter } from './auth/emailVerification.ts';
import { tripPlansRouter } from './tripPlans/index.ts';
import { emailsRouter } from './emails/index.ts';
import { notificationsRouter } from './notifications/index.ts';
import { agentQuotesRouter } from './agentQuotes/index.ts';
import { proposalsRouter } from './proposals/index.ts';
import { publicProposalsRouter } from './publicProposals/index.ts';
import { clientsRouter } from './clients/index.ts';
import { itinerariesRouter } from './itineraries/index.ts';
import { bookingsRouter } from './bookings/index.ts';
import { agentDashboardRouter } from './agentDashboard/index.ts';
import { dashboardRouter } from './dashboard/index.ts';
import { leadsRouter } from './leads/index.ts';
import { leadQueueRouter } from './leadQueue/index.ts';
import { syncRouter } from './sync/index.ts';
import { checklistsRouter } from './checklists/index.ts';
import { blogRouter } from './blog/index.ts';
import { blogModerationRouter } from './blog/moderation.ts';
import { blogPublishingRouter } from './blog/publishing.ts';
import { podcastRouter } from './podcast/index.ts';
import { chatRouter } from './chat/index.ts';
import { paymentsRouter } from './payments/index.ts';
import { demoCheckoutRouter } from './payments/demoCheckout.ts';
import { paymentsAdminRouter } from './paymentsAdmin/index.ts';
import { themeParksRouter } from './themeParks/index.ts';
import { testimonialsRouter } from './testimonials/index.ts';
import { agencyRouter } from './agency/index.ts';
import { partnerSearchRouter } from './partnerSearch/index.ts';
import { testimonialModerationRouter } from './testimonials/moderation.ts';

/** Every resource router, in one list: a new resource is one import and one entry here. */
const routers = [
  healthRouter,
  authRouter,
  passwordResetRouter,
  emailVerificationRouter,
  agentsRouter,
  socialRouter,
  webhooksRouter,
  tripPlansRouter,
  emailsRouter,
  notificationsRouter,
  agentQuotesRouter,
  proposalsRouter,
  publicProposalsRouter,
  clientsRouter,
  itinerariesRouter,
  bookingsRouter,
  agentDashboardRouter,
  dashboardRouter,
  leadsRouter,
  leadQueueRouter,
  syncRouter,
  checklistsRouter,
  blogRouter,
  blogModerationRouter,
  blogPublishingRouter,
  podcastRouter,
  chatRouter,
  paymentsRouter,
  demoCheckoutRouter,
  paymentsAdminRouter,
  themeParksRouter,
  testimonialsRouter,
  agencyRouter,
  partnerSearchRouter,
  testimonialModerationRouter,
];

export function mountRoutes(app: Koa<AppState, AppContextExtensions>) {
  for (const router of routers) {
    app.use(router.routes());
    app.use(router.allowedMethods());
  }
  app.use(apiNotFound());
}

/** Unknown API paths answer JSON, never the app's HTML shell. */
function apiNotFound(): Middleware<AppState, AppContextExtensions> {
  return async (ctx, next) => {
    if (isApiPath(ctx.path)) {
      throw notFound(`There is no API endpoint ${ctx.method} ${ctx.path}.`);
    }
    await next();
  };
}
