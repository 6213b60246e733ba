/** Demo podcast episodes (weekly, published on Tuesdays; durations in seconds). */
import type { Trx } from '../../index.ts';

/**
 * Where the demo show's audio files would be: MP3s, so the feed gives podcast apps each one as
 * an enclosure with its type and size. The video platform carries the show itself.
 */
const AUDIO_BASE = 'https://media.islandbridge.travel/podcast';

/** An MP3 at 128 kbit/s: 16,000 bytes a second. */
const MP3_BYTES_PER_SECOND = 16_000;

const episodes = [
  {
    episodeNumber: 1,
    title: 'Why Saint Lucia? Our Story Between Two Islands',
    description:
      'How a Saint Lucian planner in Orlando ended up building an agency that bridges the Caribbean and Central Florida.',
    duration: 1_862,
    publishedAt: '2026-10-13T12:00:00Z',
    tags: ['saint-lucia', 'central-florida', 'agency-stories'],
  },
  {
    episodeNumber: 2,
    title: 'Theme Parks Without the Meltdowns',
    description:
      'Rope drop, midday breaks and when skip-the-line passes are worth the money, with tips from parents who have done it all.',
    duration: 2_215,
    publishedAt: '2026-10-20T12:00:00Z',
    tags: ['central-florida', 'theme-parks', 'family'],
  },
  {
    episodeNumber: 3,
    title: 'Your First Cruise: Questions Everyone Asks',
    description:
      'Cabins, seasickness, drinks packages and port days: answering the questions first-time cruisers are too shy to ask.',
    duration: 2_540,
    publishedAt: '2026-10-27T12:00:00Z',
    tags: ['cruises', 'first-cruise'],
  },
  {
    episodeNumber: 4,
    title: 'Planning a Group Trip Without Losing Friends',
    description:
      'Room blocks, deposits and the group chat: how to organise travel for 10 or 40 people and still enjoy the trip.',
    duration: 1_998,
    publishedAt: '2026-11-17T12:00:00Z',
    tags: ['group-travel', 'planning'],
  },
];

export async function seedPodcast(trx: Trx): Promise<number> {
  await trx('podcastEpisodes').insert(
    episodes.map((episode) => ({
      ...episode,
      seasonNumber: 1,
      isPublished: true,
      audioUrl: `${AUDIO_BASE}/s1e${String(episode.episodeNumber).padStart(2, '0')}.mp3`,
      audioLengthBytes: episode.duration * MP3_BYTES_PER_SECOND,
      thumbnailUrl: null,
      transcriptUrl: null,
      spotifyUrl: null,
      appleUrl: null,
      googleUrl: null,
      createdAt: episode.publishedAt,
      updatedAt: episode.publishedAt,
    })),
  );
  return episodes.length;
}
