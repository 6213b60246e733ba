/**
 * The podcast's published episodes, newest first (anyone may read them); admins add and edit
 * episodes from the office, and a change refreshes the rendered pages that play the latest.
 */
import {
  PodcastEpisodeChanges,
  PodcastEpisodeDraft,
  publishingMessages,
  type WrittenPodcastEpisodeList,
  type WrittenPodcastEpisodeSaved,
} from '@contract/blogPublishing.ts';
import type { PodcastEpisodeList } from '@contract/podcast.ts';
import { podcastEpisodeCreator, podcastEpisodeUpdater } from '../../commands/podcastEpisodes.ts';
import { adminOnly } from '../../middlewares/auth.ts';
import { tellBlogChanged } from '../../middlewares/blogChanged.ts';
import { uuidParam } from '../../middlewares/params.ts';
import { transaction } from '../../middlewares/transaction.ts';
import { validate } from '../../middlewares/validate.ts';
import { listPublishedEpisodes, listWrittenEpisodes } from '../../queries/podcast.ts';
import { apiRouter } from '../router.ts';
import { successBody } from '../envelopes.ts';

export const podcastRouter = apiRouter();

podcastRouter.get('/api/podcast/episodes', async (ctx) => {
  ctx.set('Cache-Control', 'public, max-age=300');
  ctx.body = { episodes: await listPublishedEpisodes(ctx.db) } satisfies PodcastEpisodeList;
});

const admin = adminOnly;
const episodeId = uuidParam(publishingMessages.episodeNotFound);

/** Admins: every episode, published or not, newest first. */
podcastRouter.get('/api/podcast/admin/episodes', admin, async (ctx) => {
  ctx.set('Cache-Control', 'no-store');
  ctx.body = { episodes: await listWrittenEpisodes(ctx.db) } satisfies WrittenPodcastEpisodeList;
});

podcastRouter.post(
  '/api/podcast/episodes',
  admin,
  validate({ body: PodcastEpisodeDraft }),
  tellBlogChanged(),
  transaction(),
  async (ctx) => {
    const episode = await podcastEpisodeCreator({
      trx: ctx.state.trx,
      actor: ctx.state.user,
      input: ctx.state.body,
    });
    ctx.status = 201;
    ctx.body = successBody({ data: episode }) satisfies WrittenPodcastEpisodeSaved;
  },
);

podcastRouter.patch(
  '/api/podcast/episodes/:id',
  admin,
  episodeId,
  validate({ body: PodcastEpisodeChanges }),
  tellBlogChanged(),
  transaction(),
  async (ctx) => {
    const episode = await podcastEpisodeUpdater({
      trx: ctx.state.trx,
      actor: ctx.state.user,
      input: { id: ctx.params.id, changes: ctx.state.body },
    });
    ctx.body = successBody({ data: episode }) satisfies WrittenPodcastEpisodeSaved;
  },
);
