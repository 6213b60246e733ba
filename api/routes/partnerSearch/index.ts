/**
 * The partner booking site's hotel and flight searches, opened in a new tab from the home
 * page's teaser and the sample hotel and flight pages. The browser is sent here rather than to
 * the partner: the search is checked with the forms' own schemas, and the answer redirects to
 * the partner's search with the agency's affiliate and locale settings (BOOKING_PARTNER_*), so
 * they are never written into a page. Public, for any visitor; nothing is stored.
 */
import {
  PARTNER_SEARCH_PATHS,
  PartnerFlightSearch,
  PartnerHotelSearch,
  flightBookingUrl,
  hotelBookingUrl,
} from '@contract/bookingSearch.ts';
import type { BookingPartner } from '../../config.ts';
import { validate } from '../../middlewares/validate.ts';
import { apiRouter, type RouteContext } from '../router.ts';

export const partnerSearchRouter = apiRouter();

/** The partner's search with the agency's locale and, when it has one, its affiliate id. */
function withPartnerSettings(url: string, partner: BookingPartner): string {
  const target = new URL(url);
  target.searchParams.set(partner.localeParam, partner.locale);
  if (partner.affiliateId) target.searchParams.set(partner.affiliateParam, partner.affiliateId);
  return target.toString();
}

function sendTo(ctx: Pick<RouteContext, 'set' | 'redirect' | 'config'>, url: string) {
  // Another search is another address, and the affiliate settings may change with a restart.
  ctx.set('Cache-Control', 'no-store');
  ctx.set('Referrer-Policy', 'no-referrer');
  ctx.redirect(withPartnerSettings(url, ctx.config.bookingPartner));
}

partnerSearchRouter.get(PARTNER_SEARCH_PATHS.hotels, validate({ query: PartnerHotelSearch }), async (ctx) => {
  const search = ctx.state.query;
  sendTo(ctx, hotelBookingUrl(search, ctx.config.bookingPartner.hotelSearchUrl));
});

partnerSearchRouter.get(
  PARTNER_SEARCH_PATHS.flights,
  validate({ query: PartnerFlightSearch }),
  async (ctx) => {
    const search = ctx.state.query;
    sendTo(ctx, flightBookingUrl(search, ctx.config.bookingPartner.flightSearchUrl));
  },
);
