import type { WrittenPodcastEpisode } from '@contract/blogPublishing.ts';
import { audioTypeOf, type PodcastEpisode } from '@contract/podcast.ts';
import type { Db, Queryable } from '@db/index.ts';

const EPISODE_COLUMNS = [
  'id',
  'title',
  'description',
  'audioUrl',
  'audioLengthBytes',
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

type EpisodeRow = Omit<PodcastEpisode, 'publishedAt' | 'tags' | 'audioType'> & {
  publishedAt: Date | null;
  tags: string[] | null;
};

function publishedEpisodes(db: Db, limit: number) {
  return db('podcastEpisodes')
    .where('isPublished', true)
    .andWhere((when) => when.whereNull('publishedAt').orWhere('publishedAt', '<=', db.fn.now()))
    .orderByRaw('coalesce(published_at, created_at) desc, id')
    .limit(limit);
}

function presentEpisode(row: EpisodeRow): PodcastEpisode {
  return {
    ...row,
    audioType: audioTypeOf(row.audioUrl),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    tags: row.tags ?? [],
  };
}

/** Published episodes whose date has come, newest first. */
export async function listPublishedEpisodes(db: Db, limit = 50): Promise<PodcastEpisode[]> {
  const rows: EpisodeRow[] = await publishedEpisodes(db, limit).select(...EPISODE_COLUMNS);
  return rows.map(presentEpisode);
}

/** A published episode as the podcast feed lists it: with the day it went out, always known. */
export interface ReleasedEpisode extends PodcastEpisode {
  releasedAt: string;
}

/** Published episodes whose date has come, newest first, each with the day it went out. */
export async function listReleasedEpisodes(db: Db, limit: number): Promise<ReleasedEpisode[]> {
  const rows: Array<EpisodeRow & { createdAt: Date }> = await publishedEpisodes(db, limit).select([
    ...EPISODE_COLUMNS,
    'createdAt',
  ]);
  return rows.map(({ createdAt, ...row }) => ({
    ...presentEpisode(row),
    releasedAt: (row.publishedAt ?? createdAt).toISOString(),
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
] as const;

function presentWrittenEpisode(row: WrittenEpisodeRow): WrittenPodcastEpisode {
  return {
    ...row,
    ...presentEpisode(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Every episode, published or not, newest first: what the office edits. */
export async function listWrittenEpisodes(db: Queryable, limit = 500): Promise<WrittenPodcastEpisode[]> {
  const rows: WrittenEpisodeRow[] = await db('podcastEpisodes')
    .select(...WRITTEN_EPISODE_COLUMNS)
    .orderByRaw('coalesce(published_at, created_at) desc, id')
    .limit(limit);
  return rows.map(presentWrittenEpisode);
}

export async function findWrittenEpisode(
  db: Queryable,
  id: string,
): Promise<WrittenPodcastEpisode | undefined> {
  const row: WrittenEpisodeRow | undefined = await db('podcastEpisodes')
    .where({ id })
    .first(...WRITTEN_EPISODE_COLUMNS);
  return row && presentWrittenEpisode(row);
}
