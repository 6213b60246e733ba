import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { PodcastEpisode } from '@contract/podcast';
import { LatestEpisode } from './LatestEpisode';

afterEach(cleanup);

const episode = (fields: Partial<PodcastEpisode> = {}): PodcastEpisode => ({
  id: 'e1',
  title: 'Why Saint Lucia?',
  description: null,
  audioUrl: 'https://media.example/s1e01.mp3',
  audioType: 'audio/mpeg',
  audioLengthBytes: 29_792_000,
  duration: 1862,
  episodeNumber: 1,
  seasonNumber: 1,
  publishedAt: '2026-10-13T12:00:00.000Z',
  thumbnailUrl: null,
  tags: [],
  spotifyUrl: null,
  appleUrl: null,
  googleUrl: null,
  ...fields,
});

function link(name: RegExp): HTMLAnchorElement {
  return screen.getByRole('link', { name }) as HTMLAnchorElement;
}

describe('LatestEpisode', () => {
  it('opens the episode in a new tab, and links its audio file and plays it', () => {
    render(<LatestEpisode episode={episode({ spotifyUrl: 'https://open.spotify.com/episode/abc' })} />);
    const title = link(/Episode 1: Why Saint Lucia\?/);
    expect(title.href).toBe('https://open.spotify.com/episode/abc');
    expect(title.target).toBe('_blank');
    expect(title.rel).toBe('noopener noreferrer');
    const audio = link(/Listen to the audio file/);
    expect(audio.href).toBe('https://media.example/s1e01.mp3');
    expect(audio.target).toBe('_blank');
    expect(audio.type).toBe('audio/mpeg');
    expect(document.querySelector('audio')?.getAttribute('src')).toBe('https://media.example/s1e01.mp3');
    expect(screen.getByText('October 13, 2026')).toBeTruthy();
  });

  it('opens the show on the video platform when the episode has no page of its own', () => {
    render(<LatestEpisode episode={episode()} />);
    expect(link(/Why Saint Lucia\?/).href).toBe('https://www.youtube.com/@islandbridgetravel/podcasts');
  });

  it('opens an episode whose address is a video page on that page, with no player', () => {
    render(
      <LatestEpisode
        episode={episode({ audioUrl: 'https://www.youtube.com/watch?v=abc', audioType: null })}
      />,
    );
    const title = link(/Why Saint Lucia\?/);
    expect(title.href).toBe('https://www.youtube.com/watch?v=abc');
    expect(title.target).toBe('_blank');
    expect(document.querySelector('audio')).toBeNull();
    expect(screen.queryByRole('link', { name: /audio file/ })).toBeNull();
  });
});
