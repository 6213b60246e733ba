import type { WrittenPodcastEpisode } from '@contract/blogPublishing.ts';
import type { PodcastEpisode } from '@contract/podcast.ts';
import type { Db, Queryable } from '@db/index.ts';

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

type WrittenEpisodeRow = EpisodeRow & {
  isPublished: boolean;
  transcriptUrl: string | null;
  createdAt: Date;
  updatedAt: Date;
};

const WRITTEN_EPISODE_COLUMNS = [
  ...EPISODE_COLUMNS,
  'isPublished',
  'transcriptUrl',
  'createdAt',
  'updatedAt',
];

function presentWrittenEpisode(row: WrittenEpisodeRow): WrittenPodcastEpisode {
  return {
    ...row,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    tags: row.tags ?? [],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Every episode, published or not, newest first: what the office edits. */
export async function listWrittenEpisodes(db: Queryable, limit = 500): Promise<WrittenPodcastEpisode[]> {
  const rows = (await db('podcastEpisodes')
    .select(WRITTEN_EPISODE_COLUMNS)
    .orderByRaw('coalesce(published_at, created_at) desc, id')
    .limit(limit)) as WrittenEpisodeRow[];
  return rows.map(presentWrittenEpisode);
}

export async function findWrittenEpisode(
  db: Queryable,
  id: string,
): Promise<WrittenPodcastEpisode | undefined> {
  const row = (await db('podcastEpisodes').where({ id }).first(WRITTEN_EPISODE_COLUMNS)) as
    WrittenEpisodeRow | undefined;
  return row && presentWrittenEpisode(row);
}
