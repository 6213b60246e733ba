import type { PodcastEpisode } from '@contract/podcast';
import { formatLongDate } from '@contract/dates';

/** The newest episode in the home page's podcast card: its title, date, length and a player. */
export function LatestEpisode({ episode }: { episode: PodcastEpisode }) {
  const minutes = episode.duration ? Math.max(1, Math.round(episode.duration / 60)) : null;
  const number = episode.episodeNumber ? `Episode ${episode.episodeNumber}: ` : '';
  return (
    <div className="latest-episode">
      <p className="latest-episode__label">Latest episode</p>
      <p className="latest-episode__title">{`${number}${episode.title}`}</p>
      <p className="latest-episode__meta">
        {episode.publishedAt && (
          <time dateTime={episode.publishedAt}>{formatLongDate(episode.publishedAt)}</time>
        )}
        {minutes && <span>{` · ${minutes} min`}</span>}
      </p>
      {/* Nothing is downloaded until the visitor presses play. */}
      <audio className="latest-episode__player" controls preload="none" src={episode.audioUrl}>
        <a href={episode.audioUrl}>Listen to this episode</a>
      </audio>
    </div>
  );
}
