/**
 * The podcast on the wire: the published episodes the home page's podcast card reads, and what
 * makes an episode's address an audio file a player or a podcast app can play.
 */

export interface PodcastEpisode {
  id: string;
  title: string;
  description: string | null;
  audioUrl: string;
  /**
   * The audio file's media type ("audio/mpeg"), from the address; null when the address is not an
   * audio file (an episode saved before addresses were checked, pointing at a video page).
   */
  audioType: string | null;
  /** The audio file's size in bytes, when known. */
  audioLengthBytes: number | null;
  /** Seconds. */
  duration: number | null;
  episodeNumber: number | null;
  seasonNumber: number | null;
  publishedAt: string | null;
  thumbnailUrl: string | null;
  tags: string[];
  spotifyUrl: string | null;
  appleUrl: string | null;
  googleUrl: string | null;
}

/** Where the podcast's feed is served, and its square cover art (1400 pixels, as directories ask). */
export const PODCAST_FEED_PATH = '/podcast.xml';
export const PODCAST_COVER_IMAGE = '/images/podcast-cover.jpg';

export interface PodcastEpisodeList {
  episodes: PodcastEpisode[];
}

/** The audio files players and podcast apps play, by the extension of the address's path. */
const AUDIO_TYPES: Readonly<Record<string, string>> = {
  mp3: 'audio/mpeg',
  m4a: 'audio/x-m4a',
  aac: 'audio/aac',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  opus: 'audio/ogg',
  wav: 'audio/wav',
  flac: 'audio/flac',
};

/** The extensions an audio address may end with, as the office's message lists them. */
export const AUDIO_EXTENSIONS = Object.keys(AUDIO_TYPES);

/** The media type of the audio file at `address`, or null when its path names no audio file. */
export function audioTypeOf(address: string): string | null {
  let pathname: string;
  try {
    pathname = new URL(address).pathname;
  } catch {
    return null;
  }
  const extension = /\.([a-z0-9]+)$/i.exec(pathname)?.[1]?.toLowerCase();
  return (extension && AUDIO_TYPES[extension]) || null;
}
