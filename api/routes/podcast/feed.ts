import type { Middleware } from 'koa';
import { brand } from '@contract/brand.ts';
import { PODCAST_COVER_IMAGE, PODCAST_FEED_PATH } from '@contract/podcast.ts';
import { homeCopy } from '@content/home.ts';
import { xmlText } from '../../lib/xmlText.ts';
import { listReleasedEpisodes, type ReleasedEpisode } from '../../queries/podcast.ts';
import type { AppContextExtensions, AppState } from '../../types.ts';

/** Every episode a listener may still want: a weekly show's several years. */
const FEED_SIZE = 500;

export const ITUNES_NS = 'http://www.itunes.com/dtds/podcast-1.0.dtd';

const rfc822 = (iso: string) => new Date(iso).toUTCString();

function episodeItem(episode: ReleasedEpisode & { audioType: string }, coverUrl: string): string {
  return [
    '    <item>',
    `      <title>${xmlText(episode.title)}</title>`,
    ...(episode.description ? [`      <description>${xmlText(episode.description)}</description>`] : []),
    `      <guid isPermaLink="false">${xmlText(episode.id)}</guid>`,
    `      <pubDate>${rfc822(episode.releasedAt)}</pubDate>`,
    // A size that is not known is written 0, as RSS best practice asks.
    `      <enclosure url="${xmlText(episode.audioUrl)}" length="${episode.audioLengthBytes ?? 0}" type="${xmlText(episode.audioType)}" />`,
    ...(episode.duration ? [`      <itunes:duration>${episode.duration}</itunes:duration>`] : []),
    `      <itunes:image href="${xmlText(episode.thumbnailUrl ?? coverUrl)}" />`,
    ...(episode.seasonNumber ? [`      <itunes:season>${episode.seasonNumber}</itunes:season>`] : []),
    ...(episode.episodeNumber ? [`      <itunes:episode>${episode.episodeNumber}</itunes:episode>`] : []),
    '      <itunes:episodeType>full</itunes:episodeType>',
    '      <itunes:explicit>false</itunes:explicit>',
    '    </item>',
  ].join('\n');
}

/**
 * The podcast as RSS 2.0 with the iTunes tags podcast directories read: the show's artwork,
 * category, owner and language, and each episode's audio file as an enclosure with its type
 * and size. An episode whose address is not an audio file has nothing to play and is left out.
 */
export function podcastXml(origin: string, episodes: readonly ReleasedEpisode[]): string {
  const coverUrl = origin + PODCAST_COVER_IMAGE;
  const { title, text } = homeCopy.podcast;
  const playable = episodes.filter(
    (episode): episode is ReleasedEpisode & { audioType: string } => episode.audioType !== null,
  );
  const newest = playable[0];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<rss version="2.0" xmlns:itunes="${ITUNES_NS}" xmlns:atom="http://www.w3.org/2005/Atom">`,
    '  <channel>',
    `    <title>${xmlText(title)}</title>`,
    `    <link>${xmlText(`${origin}/`)}</link>`,
    `    <description>${xmlText(text)}</description>`,
    '    <language>en-us</language>',
    `    <copyright>${xmlText(`© ${brand.legalName}`)}</copyright>`,
    ...(newest ? [`    <lastBuildDate>${rfc822(newest.releasedAt)}</lastBuildDate>`] : []),
    `    <atom:link href="${xmlText(origin + PODCAST_FEED_PATH)}" rel="self" type="application/rss+xml" />`,
    '    <image>',
    `      <url>${xmlText(coverUrl)}</url>`,
    `      <title>${xmlText(title)}</title>`,
    `      <link>${xmlText(`${origin}/`)}</link>`,
    '    </image>',
    `    <itunes:image href="${xmlText(coverUrl)}" />`,
    `    <itunes:author>${xmlText(brand.name)}</itunes:author>`,
    '    <itunes:owner>',
    `      <itunes:name>${xmlText(brand.name)}</itunes:name>`,
    `      <itunes:email>${xmlText(brand.email)}</itunes:email>`,
    '    </itunes:owner>',
    `    <itunes:category text="${xmlText('Society & Culture')}">`,
    `      <itunes:category text="${xmlText('Places & Travel')}" />`,
    '    </itunes:category>',
    '    <itunes:explicit>false</itunes:explicit>',
    '    <itunes:type>episodic</itunes:type>',
    ...playable.map((episode) => episodeItem(episode, coverUrl)),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** GET /podcast.xml: the podcast for podcast apps and directories, written for the public address (APP_URL). */
export function podcastFeed(origin: string): Middleware<AppState, AppContextExtensions> {
  return async (ctx, next) => {
    if (ctx.path !== PODCAST_FEED_PATH || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    const episodes = await listReleasedEpisodes(ctx.db, FEED_SIZE);
    ctx.type = 'application/rss+xml; charset=utf-8';
    ctx.set('Cache-Control', 'public, max-age=600');
    ctx.body = podcastXml(origin, episodes);
  };
}
