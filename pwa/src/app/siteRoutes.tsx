import { Outlet, matchRoutes, useLocation, type RouteObject } from 'react-router-dom';
import { ChatLauncher } from '@pwa/chat/ChatLauncher';
import { ErrorBoundary } from '@pwa/components/ErrorBoundary';
import { OfflineGuard } from '@pwa/components/OfflinePage';
import { lazyPage } from '@pwa/lib/lazyPage';
import { paths } from '@contract/sitePaths';
import { SiteLayout } from './layouts/SiteLayout';
import { LazyAppArea } from './LazyAppArea';
import { hasNeedsNetwork, needsNetwork, renderedInBrowser, SITE_PAGE_ROUTE_ID } from './serverRendered';
import { lazyPageData } from '@pwa/site/pageData';
import { lazyPageStatus } from '@pwa/site/pageStatus';
import { PageDataGate } from '@pwa/site/PageDataGate';

// Every page is its own chunk: the first visit downloads the shell and one page only.
const HomePage = lazyPage(() => import('@pwa/site/home/HomePage'), 'HomePage');
const ServicesPage = lazyPage(() => import('@pwa/site/services/ServicesPage'), 'ServicesPage');
const BusinessTravelPage = lazyPage(
  () => import('@pwa/site/business-travel/BusinessTravelPage'),
  'BusinessTravelPage',
);
const GroupVacationsPage = lazyPage(
  () => import('@pwa/site/group-vacations/GroupVacationsPage'),
  'GroupVacationsPage',
);
const PrivateTransportPage = lazyPage(
  () => import('@pwa/site/private-transport/PrivateTransportPage'),
  'PrivateTransportPage',
);
const TransportationPage = lazyPage(
  () => import('@pwa/site/transportation/TransportationPage'),
  'TransportationPage',
);
const TransportationBookingPage = lazyPage(
  () => import('@pwa/site/transportation-booking/TransportationBookingPage'),
  'TransportationBookingPage',
);
const VisitSaintLuciaPage = lazyPage(
  () => import('@pwa/site/visit-saint-lucia/VisitSaintLuciaPage'),
  'VisitSaintLuciaPage',
);
const VisitCentralFloridaPage = lazyPage(
  () => import('@pwa/site/visit-central-florida/VisitCentralFloridaPage'),
  'VisitCentralFloridaPage',
);
const CruisesPage = lazyPage(() => import('@pwa/site/cruises/CruisesPage'), 'CruisesPage');
const AfricaDetoxPage = lazyPage(
  () => import('@pwa/site/africa-detox-tourism/AfricaDetoxPage'),
  'AfricaDetoxPage',
);
const AboutPage = lazyPage(() => import('@pwa/site/about/AboutPage'), 'AboutPage');
const ContactPage = lazyPage(() => import('@pwa/site/contact/ContactPage'), 'ContactPage');
const QuotePage = lazyPage(() => import('@pwa/site/quote/QuotePage'), 'QuotePage');
const HotelPage = lazyPage(() => import('@pwa/site/book-hotel/HotelPage'), 'HotelPage');
const FlightPage = lazyPage(() => import('@pwa/site/book-flight/FlightPage'), 'FlightPage');
const GamePage = lazyPage(() => import('@pwa/site/island-adventures-game/GamePage'), 'GamePage');
const BlogPage = lazyPage(() => import('@pwa/site/blog/BlogPage'), 'BlogPage');
const BlogPostPage = lazyPage(() => import('@pwa/site/blog-post/BlogPostPage'), 'BlogPostPage');
const PublicProposalPage = lazyPage(
  () => import('@pwa/site/proposal/PublicProposalPage'),
  'PublicProposalPage',
);
// Made of posts and episodes, which change after the build: the server loads them as it renders the page.
const homeData = lazyPageData(() => import('@pwa/site/home/homePageData'), 'loadHome');
const blogListData = lazyPageData(() => import('@pwa/site/blog/blogPageData'), 'loadBlogList');
const blogPostData = lazyPageData(() => import('@pwa/site/blog/blogPageData'), 'loadBlogPost');
// The service pages' copy is static; the testimonials they end with are approved after the build.
const testimonialsData = lazyPageData(
  () => import('@pwa/site/testimonials/testimonialsPageData'),
  'loadTestimonials',
);
// An id the sample catalogue does not have answers 404, with the page's not-found state.
const hotelStatus = lazyPageStatus(() => import('@pwa/site/bookingPageStatus'), 'hotelPageStatus');
const flightStatus = lazyPageStatus(() => import('@pwa/site/bookingPageStatus'), 'flightPageStatus');
const TestimonialPage = lazyPage(() => import('@pwa/site/testimonials/TestimonialPage'), 'TestimonialPage');
const NotFoundPage = lazyPage(() => import('@pwa/site/not-found/NotFoundPage'), 'NotFoundPage');

const SettingsPage = lazyPage(() => import('@pwa/account/settings/SettingsPage'), 'SettingsPage');
const DashboardPage = lazyPage(() => import('@pwa/dashboard/DashboardPage'), 'DashboardPage');

/**
 * One public page: offline, a page that needs the server (by its route or by a query that
 * could not reach it) shows the offline page rather than a broken one; a fresh chance per path.
 * The routes are matched here rather than read from the data router, so a rendered page can
 * hydrate without it (src/site/hydrateSitePage.tsx).
 */
function SitePage() {
  const location = useLocation();
  const matches = matchRoutes(sitePages, location) ?? [];
  return (
    <ErrorBoundary area="page" offlinePage key={location.pathname}>
      <OfflineGuard needsNetwork={matches.some(({ route }) => hasNeedsNetwork(route.handle))}>
        <PageDataGate matches={matches} key={location.search}>
          <Outlet />
        </PageDataGate>
      </OfflineGuard>
    </ErrorBoundary>
  );
}

/** The public pages, each in the site's layout. */
const sitePages: RouteObject[] = [
  { index: true, handle: homeData, element: <HomePage /> },
  { path: paths.services, handle: testimonialsData, element: <ServicesPage /> },
  { path: paths.businessTravel, handle: testimonialsData, element: <BusinessTravelPage /> },
  { path: paths.groupVacations, handle: testimonialsData, element: <GroupVacationsPage /> },
  { path: paths.privateTransport, handle: testimonialsData, element: <PrivateTransportPage /> },
  { path: paths.transportation, element: <TransportationPage /> },
  { path: paths.transportationBooking, element: <TransportationBookingPage /> },
  { path: paths.visitSaintLucia, element: <VisitSaintLuciaPage /> },
  { path: paths.visitCentralFlorida, element: <VisitCentralFloridaPage /> },
  { path: paths.cruises, element: <CruisesPage /> },
  { path: paths.africaDetoxTourism, element: <AfricaDetoxPage /> },
  { path: paths.about, element: <AboutPage /> },
  { path: paths.contact, element: <ContactPage /> },
  { path: paths.quote, element: <QuotePage /> },
  { path: paths.bookHotel, handle: hotelStatus, element: <HotelPage /> },
  { path: paths.bookFlight, handle: flightStatus, element: <FlightPage /> },
  { path: paths.game, element: <GamePage /> },
  { path: paths.blog, handle: blogListData, element: <BlogPage /> },
  { path: paths.blogPost, handle: blogPostData, element: <BlogPostPage /> },
  {
    path: paths.settings,
    handle: needsNetwork,
    element: (
      <LazyAppArea>
        <SettingsPage />
      </LazyAppArea>
    ),
  },
  {
    path: paths.publicProposal,
    handle: needsNetwork,
    element: (
      <LazyAppArea>
        <PublicProposalPage />
      </LazyAppArea>
    ),
  },
  // A client's link: what it shows depends on its token, which only the server can read.
  { path: paths.testimonial, handle: needsNetwork, element: <TestimonialPage /> },
  {
    // Not needsNetwork: offline, the dashboard shows the copy kept on the device.
    path: paths.dashboard,
    handle: renderedInBrowser,
    element: (
      <LazyAppArea audience="client">
        <DashboardPage />
      </LazyAppArea>
    ),
  },
  { path: '*', element: <NotFoundPage /> },
];

/** The site layout and its pages: the part of the app the server renders to HTML. */
export const siteRoute: RouteObject = {
  // The assistant's button floats over every public page and the client dashboard.
  element: <SiteLayout chat={<ChatLauncher />} />,
  children: [
    {
      id: SITE_PAGE_ROUTE_ID,
      element: <SitePage />,
      children: sitePages,
    },
  ],
};
