import { brand } from '@contract/brand';
import type { PodcastEpisode } from '@contract/podcast';
import { formatLongDate } from '@contract/dates';
import { ExternalLink } from '@pwa/components/ExternalLink';

/**
 * Where the episode itself is watched or listened to, in a new tab: its page on a listening
 * service, or, for an episode whose address is a page rather than an audio file, that page; the
 * show on the video platform otherwise.
 */
export function episodePageUrl(episode: PodcastEpisode): string {
  return (
    episode.spotifyUrl ??
    episode.appleUrl ??
    episode.googleUrl ??
    (episode.audioType === null ? episode.audioUrl : brand.links.podcast)
  );
}

/**
 * The newest episode in the home page's podcast card: its title (opening the episode in a new
 * tab), date and length, and, when its address is an audio file, a player and a link to that file.
 */
export function LatestEpisode({ episode }: { episode: PodcastEpisode }) {
  const minutes = episode.duration ? Math.max(1, Math.round(episode.duration / 60)) : null;
  const number = episode.episodeNumber ? `Episode ${episode.episodeNumber}: ` : '';
  const hasAudio = episode.audioType !== null;
  return (
    <div className="latest-episode">
      <p className="latest-episode__label">Latest episode</p>
      <p className="latest-episode__title">
        <ExternalLink href={episodePageUrl(episode)}>
          {`${number}${episode.title}`}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </ExternalLink>
      </p>
      <p className="latest-episode__meta">
        {episode.publishedAt && (
          <time dateTime={episode.publishedAt}>{formatLongDate(episode.publishedAt)}</time>
        )}
        {minutes && <span>{` · ${minutes} min`}</span>}
      </p>
      {hasAudio && (
        <>
          {/* Nothing is downloaded until the visitor presses play. */}
          <audio className="latest-episode__player" controls preload="none" src={episode.audioUrl}>
            <a href={episode.audioUrl}>Listen to this episode</a>
          </audio>
          <p className="latest-episode__audio">
            <ExternalLink href={episode.audioUrl} type={episode.audioType ?? undefined}>
              Listen to the audio file
              <span className="visually-hidden"> (opens in a new tab)</span>
            </ExternalLink>
          </p>
        </>
      )}
    </div>
  );
}
