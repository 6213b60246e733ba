/**
 * The office's tabs, each a chunk of its own. Each tab's code arrives when the tab is first
 * opened, or with the office when the address names it: the first screen parses the Overview
 * alone, not every form and table of all the tabs (the service worker still precaches them
 * all, so any tab opens offline). A module of its own so the office's route can fetch the tab
 * in the address together with the office, without the office page's code.
 */
import { lazyPage } from '@pwa/lib/lazyPage';

export const TripPlanningTab = lazyPage(() => import('./tripPlanning/TripPlanningTab'), 'TripPlanningTab');
export const ClientsTab = lazyPage(() => import('./clients/ClientsTab'), 'ClientsTab');
export const ItinerariesTab = lazyPage(() => import('./itineraries/ItinerariesTab'), 'ItinerariesTab');
export const BookingsTab = lazyPage(() => import('./bookings/BookingsTab'), 'BookingsTab');
export const LeadsTab = lazyPage(() => import('./leads/LeadsTab'), 'LeadsTab');
export const QuotesTab = lazyPage(() => import('./quotes/QuotesTab'), 'QuotesTab');
export const ProposalsTab = lazyPage(() => import('./proposals/ProposalsTab'), 'ProposalsTab');
export const EmailCenterTab = lazyPage(() => import('./email/EmailCenterTab'), 'EmailCenterTab');
export const CommentsTab = lazyPage(() => import('./comments/CommentsTab'), 'CommentsTab');
export const PublishingTab = lazyPage(() => import('./publishing/PublishingTab'), 'PublishingTab');
export const PaymentsTab = lazyPage(() => import('./payments/PaymentsTab'), 'PaymentsTab');
export const TestimonialsTab = lazyPage(() => import('./testimonials/TestimonialsTab'), 'TestimonialsTab');
// Only admins approve agents, and only a device with nothing on it shows the error panel: both
// stay out of the code every agent's office runs at start (antd's Table, Result's artwork).
export const AgentApprovals = lazyPage(() => import('./agents/AgentApprovals'), 'AgentApprovals');
export const DashboardUnavailable = lazyPage(
  () => import('./overview/DashboardUnavailable'),
  'DashboardUnavailable',
);

/** The tabs whose code arrives apart, by their key in the address. */
export const TAB_CODE: Partial<Record<string, { preload(): Promise<unknown> }>> = {
  'trip-planning': TripPlanningTab,
  clients: ClientsTab,
  itineraries: ItinerariesTab,
  bookings: BookingsTab,
  leads: LeadsTab,
  quotes: QuotesTab,
  proposals: ProposalsTab,
  email: EmailCenterTab,
  comments: CommentsTab,
  publishing: PublishingTab,
  payments: PaymentsTab,
  testimonials: TestimonialsTab,
};

export const ADMIN_TABS: readonly string[] = ['publishing', 'payments', 'testimonials'];

/** How long a click waits for a tab's code before the tab opens on its spinner (a slow network). */
export const TAB_CODE_WAIT_MS = 400;

/** Fetches and runs the code of the tab named in the address (`?tab=`), if it has its own. */
export function preloadTabInAddress(search: string): Promise<unknown> {
  return TAB_CODE[new URLSearchParams(search).get('tab') ?? '']?.preload() ?? Promise.resolve();
}
