/** The podcast on the wire: the published episodes the home page's podcast section reads. */

export interface PodcastEpisode {
  id: string;
  title: string;
  description: string | null;
  audioUrl: string;
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

export interface PodcastEpisodeList {
  episodes: PodcastEpisode[];
}
