import type { PodcastEpisode } from '@contract/podcast.ts';
import type { Db } from '@db/index.ts';

const EPISODE_COLUMNS = [
  'id',
  'title',
  'description',
  'audioUrl',
  'duration',
  'episodeNumber',
  'seasonNumber',
  'publishedAt',
  'thumbnailUrl',
  'tags',
  'spotifyUrl',
  'appleUrl',
  'googleUrl',
] as const;

type EpisodeRow = Omit<PodcastEpisode, 'publishedAt' | 'tags'> & {
  publishedAt: Date | null;
  tags: string[] | null;
};

/** Published episodes whose date has come, newest first. */
export async function listPublishedEpisodes(db: Db, limit = 50): Promise<PodcastEpisode[]> {
  const rows = (await db('podcastEpisodes')
    .where('isPublished', true)
    .andWhere((when) => when.whereNull('publishedAt').orWhere('publishedAt', '<=', db.fn.now()))
    .select(EPISODE_COLUMNS)
    .orderByRaw('coalesce(published_at, created_at) desc, id')
    .limit(limit)) as EpisodeRow[];
  return rows.map((row) => ({
    ...row,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    tags: row.tags ?? [],
  }));
}
