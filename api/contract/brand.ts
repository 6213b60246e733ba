/**
 * The agency's identity, in one place; every page, e-mail, PDF and
 * the assistant read them from here, so another agency re-brands the product in one file.
 */
export const brand = {
  name: 'Island Bridge Travel',
  legalName: 'Island Bridge Travel LLC',
  assistantName: 'Isla',
  tagline: "It's how we have fun in the sun.",
  banner: 'Certified Travel Planning | Island & Group Travel | $50 Consultation',
  description:
    'Certified travel planning between Saint Lucia and Central Florida: business travel, group vacations, cruises, private transfers and custom trips.',
  phone: '+1 (407) 555-0142',
  phoneHref: 'tel:+14075550142',
  email: 'hello@islandbridge.travel',
  accentColor: '#2563eb',
  /** Where the agency is: the contact page and the search engines' business card read it. */
  address: {
    streetAddress: '7380 Sand Lake Rd, Suite 500',
    locality: 'Orlando',
    region: 'FL',
    postalCode: '32819',
    country: 'US',
  },
  /** The hours below, in the 24-hour form structured data needs. */
  openingHours: [
    { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '18:00' },
    { days: ['Saturday'], opens: '10:00', closes: '16:00' },
  ],
  hours: {
    weekdays: 'Monday-Friday 9:00 AM-6:00 PM',
    saturday: 'Saturday 10:00 AM-4:00 PM',
    timezone: 'Eastern',
  },
  links: {
    podcast: 'https://www.youtube.com/@islandbridgetravel/podcasts',
    podcastPlaylist: 'https://www.youtube.com/playlist?list=PLislandbridge',
    store: 'https://www.amazon.com/shop/islandbridgetravel',
    agentPortal: 'https://www.inteletravel.com/',
    clientPortal: 'https://portal.islandbridge.travel/',
    hotelSearch: 'https://www.expedia.com/Hotel-Search',
    flightSearch: 'https://www.expedia.com/Flights-Search',
    bookingSiteName: 'Expedia',
    /** The partner's transfer booking form, embedded on /transportation-booking. */
    transportBookingForm: 'https://book.mylimobiz.com/v4/islandbridgetravel',
    /**
     * The home page's partner links. Affiliate links carry the
     * agency's own tracking, so they belong to the brand; names and icons are page content.
     */
    partners: {
      sandals: 'https://www.sandals.com/',
      beaches: 'https://www.beaches.com/',
      royalCaribbean: 'https://www.royalcaribbean.com/',
      carnival: 'https://www.carnival.com/',
      norwegian: 'https://www.ncl.com/',
      vrbo: 'https://www.vrbo.com/',
      shoreExcursionsGroup: 'https://www.shoreexcursionsgroup.com/',
      viator: 'https://www.viator.com/',
      waltDisneyWorld: 'https://disneyworld.disney.go.com/',
      universalOrlando: 'https://www.universalorlando.com/',
    },
    social: {
      youtube: 'https://www.youtube.com/@islandbridgetravel',
      instagram: 'https://www.instagram.com/islandbridgetravel',
      x: 'https://x.com/islandbridgetvl',
      tiktok: 'https://www.tiktok.com/@islandbridgetravel',
    },
  },
} as const;

export type Brand = typeof brand;
