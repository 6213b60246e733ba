import Parser from 'rss-parser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getTestServer, type TestServer } from '../../test/server.ts';
import { child, childText, children, parseXml } from '../../test/xmlDocument.ts';
import { ITUNES_NS } from './feed.ts';

const ORIGIN = 'https://travel.example';
const ATOM_NS = 'http://www.w3.org/2005/Atom';
let t: TestServer;
beforeAll(async () => {
  t = await getTestServer({ env: { APP_URL: ORIGIN } });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.db('podcastEpisodes').delete();
});

async function addEpisode(overrides: Record<string, unknown>): Promise<string> {
  const [row] = (await t
    .db('podcastEpisodes')
    .insert({
      title: 'An episode',
      audioUrl: 'https://media.example/episode.mp3',
      isPublished: true,
      publishedAt: '2026-10-13T12:00:00Z',
      ...overrides,
    })
    .returning('id')) as Array<{ id: string }>;
  return row.id;
}

async function feed(): Promise<{ channel: Element; items: Element[] }> {
  const response = await t.agent().get('/podcast.xml');
  expect(response.status).toBe(200);
  expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
  const rss = parseXml(response.text).documentElement;
  expect(rss.localName).toBe('rss');
  expect(rss.getAttribute('version')).toBe('2.0');
  const channel = child(rss, 'channel')!;
  return { channel, items: children(channel, 'item') };
}

describe('GET /podcast.xml', () => {
  it('describes the show with the tags podcast directories require', async () => {
    await addEpisode({});
    const { channel } = await feed();
    expect(childText(channel, 'title')).toBe('The Island Bridge Travel Podcast');
    expect(childText(channel, 'link')).toBe(`${ORIGIN}/`);
    expect(childText(channel, 'description')?.length).toBeGreaterThan(20);
    expect(childText(channel, 'language')).toBe('en-us');
    expect(child(channel, 'link', ATOM_NS)?.getAttribute('href')).toBe(`${ORIGIN}/podcast.xml`);
    expect(child(channel, 'image', ITUNES_NS)?.getAttribute('href')).toBe(
      `${ORIGIN}/images/podcast-cover.jpg`,
    );
    expect(childText(child(channel, 'image')!, 'url')).toBe(`${ORIGIN}/images/podcast-cover.jpg`);
    const category = child(channel, 'category', ITUNES_NS)!;
    expect(category.getAttribute('text')).toBe('Society & Culture');
    expect(child(category, 'category', ITUNES_NS)?.getAttribute('text')).toBe('Places & Travel');
    expect(childText(channel, 'explicit', ITUNES_NS)).toBe('false');
    expect(childText(channel, 'author', ITUNES_NS)).toBe('Island Bridge Travel');
    const owner = child(channel, 'owner', ITUNES_NS)!;
    expect(childText(owner, 'name', ITUNES_NS)).toBe('Island Bridge Travel');
    expect(childText(owner, 'email', ITUNES_NS)).toBe('hello@islandbridge.travel');
  });

  it('lists the released episodes newest first, each with its audio file as an enclosure', async () => {
    const older = await addEpisode({
      title: 'Why Saint Lucia?',
      description: 'Our story between two islands.',
      audioUrl: 'https://media.example/s1e01.mp3',
      audioLengthBytes: 29_792_000,
      duration: 1862,
      episodeNumber: 1,
      seasonNumber: 1,
      publishedAt: '2026-10-13T12:00:00Z',
    });
    const newer = await addEpisode({
      title: 'Theme Parks Without the Meltdowns',
      audioUrl: 'https://media.example/s1e02.m4a?source=feed',
      thumbnailUrl: 'https://media.example/s1e02.jpg',
      duration: 2215,
      publishedAt: '2026-10-20T12:00:00Z',
    });
    await addEpisode({ title: 'Unpublished', isPublished: false });
    await addEpisode({ title: 'Next year', publishedAt: '2099-01-06T12:00:00Z' });
    // Saved before addresses were checked: a video page is nothing a podcast app can play.
    await addEpisode({ title: 'Video only', audioUrl: 'https://www.youtube.com/watch?v=abc' });

    const { items } = await feed();
    expect(items.map((item) => childText(item, 'title'))).toEqual([
      'Theme Parks Without the Meltdowns',
      'Why Saint Lucia?',
    ]);
    const [second, first] = items;

    expect(childText(first, 'description')).toBe('Our story between two islands.');
    expect(childText(first, 'guid')).toBe(older);
    expect(child(first, 'guid')?.getAttribute('isPermaLink')).toBe('false');
    expect(childText(first, 'pubDate')).toBe('Tue, 13 Oct 2026 12:00:00 GMT');
    const enclosure = child(first, 'enclosure')!;
    expect(enclosure.getAttribute('url')).toBe('https://media.example/s1e01.mp3');
    expect(enclosure.getAttribute('type')).toBe('audio/mpeg');
    expect(enclosure.getAttribute('length')).toBe('29792000');
    expect(childText(first, 'duration', ITUNES_NS)).toBe('1862');
    expect(childText(first, 'episode', ITUNES_NS)).toBe('1');
    expect(childText(first, 'season', ITUNES_NS)).toBe('1');
    expect(child(first, 'image', ITUNES_NS)?.getAttribute('href')).toBe(`${ORIGIN}/images/podcast-cover.jpg`);

    expect(childText(second, 'guid')).toBe(newer);
    // A size not yet known is 0; the type comes from the file's extension, the query aside.
    expect(child(second, 'enclosure')?.getAttribute('length')).toBe('0');
    expect(child(second, 'enclosure')?.getAttribute('type')).toBe('audio/x-m4a');
    expect(child(second, 'enclosure')?.getAttribute('url')).toBe(
      'https://media.example/s1e02.m4a?source=feed',
    );
    expect(child(second, 'image', ITUNES_NS)?.getAttribute('href')).toBe('https://media.example/s1e02.jpg');
  });

  it('stays well-formed when a title or description holds control characters', async () => {
    await addEpisode({
      title: 'Carnival\u0001 in \u000bCastries & "more"',
      description: 'Bands\u001f, costumes <and> \u0008where to stand.\ttab\nline',
    });
    const response = await t.agent().get('/podcast.xml');
    // eslint-disable-next-line no-control-regex -- the characters XML 1.0 forbids are what is looked for
    expect(response.text).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/);
    const [item] = children(child(parseXml(response.text).documentElement, 'channel')!, 'item');
    expect(childText(item, 'title')).toBe('Carnival in Castries & "more"');
    expect(childText(item, 'description')).toBe('Bands, costumes <and> where to stand.\ttab\nline');
  });

  it('gives every item the elements podcast directories require: guid, enclosure, artwork, explicit', async () => {
    await addEpisode({ title: 'One', audioUrl: 'https://media.example/one.mp3', audioLengthBytes: 2_000 });
    await addEpisode({
      title: 'Two',
      audioUrl: 'https://media.example/two.ogg',
      publishedAt: '2026-10-20T12:00:00Z',
    });
    const { channel, items } = await feed();
    // The channel's own, once each.
    expect(children(channel, 'image', ITUNES_NS)).toHaveLength(1);
    expect(children(channel, 'category', ITUNES_NS)).toHaveLength(1);
    expect(children(channel, 'explicit', ITUNES_NS)).toHaveLength(1);
    expect(items).toHaveLength(2);
    const guids = new Set<string>();
    for (const item of items) {
      const guid = childText(item, 'guid')!;
      expect(guid.length).toBeGreaterThan(0);
      guids.add(guid);
      const enclosures = children(item, 'enclosure');
      expect(enclosures).toHaveLength(1);
      const [enclosure] = enclosures;
      expect(new URL(enclosure.getAttribute('url')!).protocol).toBe('https:');
      expect(enclosure.getAttribute('type')).toMatch(/^audio\//);
      expect(enclosure.getAttribute('length')).toMatch(/^\d+$/);
      expect(child(item, 'image', ITUNES_NS)?.getAttribute('href')).toMatch(/^https:\/\//);
      expect(childText(item, 'explicit', ITUNES_NS)).toBe('false');
    }
    expect(guids.size).toBe(2);
  });

  it('reads as a podcast to a feed library, and is valid with no episode yet', async () => {
    await addEpisode({ title: 'First', audioLengthBytes: 1000, duration: 60 });
    const parsed = await new Parser().parseString((await t.agent().get('/podcast.xml')).text);
    expect(parsed.itunes).toMatchObject({
      owner: { email: 'hello@islandbridge.travel' },
      explicit: 'false',
      image: `${ORIGIN}/images/podcast-cover.jpg`,
    });
    expect(parsed.items[0]).toMatchObject({
      title: 'First',
      enclosure: { url: 'https://media.example/episode.mp3', length: '1000', type: 'audio/mpeg' },
      itunes: { duration: '60' },
    });

    await t.db('podcastEpisodes').delete();
    const { channel, items } = await feed();
    expect(items).toEqual([]);
    expect(childText(channel, 'title')).toBe('The Island Bridge Travel Podcast');
  });
});
