/**
 * Podcast episodes added and edited in the office. A published episode without a date is dated
 * when saved, so the newest-first order of the public list is the order they went out. The size
 * stored for an audio file is forgotten when the episode points at another file.
 */
import {
  publishingMessages,
  type PodcastEpisodeChanges,
  type PodcastEpisodeDraft,
  type WrittenPodcastEpisode,
} from '@contract/blogPublishing.ts';
import type { Trx } from '@db/index.ts';
import { notFound } from '../errors.ts';
import { findWrittenEpisode } from '../queries/podcast.ts';
import type { Command } from './command.ts';

async function presented(trx: Trx, id: string): Promise<WrittenPodcastEpisode> {
  const episode = await findWrittenEpisode(trx, id);
  if (!episode) throw notFound(publishingMessages.episodeNotFound);
  return episode;
}

export async function podcastEpisodeCreator({
  trx,
  input,
}: Command<PodcastEpisodeDraft>): Promise<WrittenPodcastEpisode> {
  const [row]: Array<{ id: string }> = await trx('podcastEpisodes')
    .insert({
      ...input,
      publishedAt: input.isPublished && !input.publishedAt ? new Date() : input.publishedAt,
    })
    .returning('id');
  return presented(trx, row.id);
}

export async function podcastEpisodeUpdater({
  trx,
  input: { id, changes },
}: Command<{ id: string; changes: PodcastEpisodeChanges }>): Promise<WrittenPodcastEpisode> {
  const stored: { isPublished: boolean; publishedAt: Date | null; audioUrl: string } | undefined = await trx(
    'podcastEpisodes',
  )
    .where({ id })
    .forUpdate()
    .first('isPublished', 'publishedAt', 'audioUrl');
  if (!stored) throw notFound(publishingMessages.episodeNotFound);
  const update: Record<string, unknown> = Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  );
  const otherFile = changes.audioUrl !== undefined && changes.audioUrl !== stored.audioUrl;
  if (otherFile && changes.audioLengthBytes === undefined) update.audioLengthBytes = null;
  const isPublished = changes.isPublished ?? stored.isPublished;
  const publishedAt = changes.publishedAt !== undefined ? changes.publishedAt : stored.publishedAt;
  if (isPublished && !publishedAt) update.publishedAt = new Date();
  if (Object.keys(update).length > 0)
    await trx('podcastEpisodes')
      .where({ id })
      .update({ ...update, updatedAt: trx.fn.now() });
  return presented(trx, id);
}
