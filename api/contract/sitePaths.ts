/**
 * Every route of the site, the dashboard and the office in one place, so links in content,
 * menus and tests cannot drift from the router.
 */
export const paths = {
  home: '/',
  services: '/services',
  businessTravel: '/services/business-travel',
  groupVacations: '/services/group-vacations',
  privateTransport: '/services/private-transport',
  transportation: '/transportation',
  transportationBooking: '/transportation-booking',
  visitSaintLucia: '/visit-saint-lucia',
  visitCentralFlorida: '/visit-central-florida',
  cruises: '/cruises',
  africaDetoxTourism: '/africa-detox-tourism',
  about: '/about',
  contact: '/contact',
  quote: '/quote',
  bookHotel: '/book/hotel/:hotelId',
  bookFlight: '/book/flight/:flightId',
  game: '/island-adventures-game',
  blog: '/blog',
  blogPost: '/blog/:slug',
  login: '/login',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  settings: '/settings',
  dashboard: '/dashboard',
  agentOffice: '/agent-office',
  publicProposal: '/p/:token',
  /** Where a client's testimonial link leads (?token=). */
  testimonial: '/testimonial',
} as const;

export const blogPostPath = (slug: string) => `/blog/${encodeURIComponent(slug)}`;
export const hotelPath = (hotelId: string) => `/book/hotel/${encodeURIComponent(hotelId)}`;
export const flightPath = (flightId: string) => `/book/flight/${encodeURIComponent(flightId)}`;
/** The PDF checklists the API generates per service slug. */
export const checklistPdfPath = (slug: string) => `/api/checklists/generate/${encodeURIComponent(slug)}`;
