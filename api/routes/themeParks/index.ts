/**
 * Live theme-park data for the widget on Visit Central Florida. Public: the answer is the same for every visitor, so browsers and shared
 * caches may keep it briefly; the server itself asks the upstream at most once per park every
 * 5 minutes (providers/themeParks).
 */
import {
  LiveParkQuery,
  themeParkMessages,
  type LiveAttraction,
  type LiveParkEntry,
  type LiveParkResponse,
} from '@contract/themeParks.ts';
import type { ApiErrorBody } from '@contract/errors.ts';
import { validate } from '../../middlewares/validate.ts';
import type { AnsweredPark } from '../../providers/themeParks/types.ts';
import { apiRouter } from '../router.ts';
import { successBody } from '../envelopes.ts';

export const themeParksRouter = apiRouter();

/**
 * A minute: long enough for a CDN to absorb a crowd, short against data refreshed every 5
 * minutes; the widget's own 5-minute refetch then sees at most a minute-old answer.
 */
const CACHE_CONTROL = 'public, max-age=60';

interface Shaping {
  maxWaitTime?: number;
  includeAttractions: boolean;
  includeShows: boolean;
}

function withinWait(maxWaitTime: number | undefined) {
  return (attraction: LiveAttraction) =>
    maxWaitTime === undefined || (attraction.waitTime !== null && attraction.waitTime <= maxWaitTime);
}

function shaped({ entry }: AnsweredPark, query: Shaping): LiveParkEntry {
  return {
    park: entry.park,
    attractions: query.includeAttractions ? entry.attractions.filter(withinWait(query.maxWaitTime)) : [],
    shows: query.includeShows ? entry.shows : [],
  };
}

themeParksRouter.get('/api/theme-parks/live', validate({ query: LiveParkQuery }), async (ctx) => {
  const query = ctx.state.query;
  const { parks, unavailable } = await ctx.themeParks.live(query.parkIds);
  if (parks.length === 0) {
    // Answered here rather than thrown: the provider logged the upstream's failure once per
    // attempt, and the error handler would log it again for every visitor who asks.
    ctx.status = 502;
    ctx.body = {
      success: false,
      error: 'unavailable',
      message: themeParkMessages.errorText,
    } satisfies ApiErrorBody;
    return;
  }
  const oldest = Math.min(...parks.map(({ fetchedAt }) => fetchedAt.getTime()));
  ctx.set('Cache-Control', CACHE_CONTROL);
  ctx.body = successBody({
    lastUpdated: new Date(oldest).toISOString(),
    parks: parks.map((park) => shaped(park, query)),
    unavailableParkIds: unavailable,
  }) satisfies LiveParkResponse;
});
