/** The podcast's published episodes, newest first (anyone may read them). */
import type { PodcastEpisodeList } from '@contract/podcast.ts';
import { listPublishedEpisodes } from '../../queries/podcast.ts';
import { apiRouter } from '../router.ts';

export const podcastRouter = apiRouter();

podcastRouter.get('/api/podcast/episodes', async (ctx) => {
  ctx.set('Cache-Control', 'public, max-age=300');
  ctx.body = { episodes: await listPublishedEpisodes(ctx.db) } satisfies PodcastEpisodeList;
});
