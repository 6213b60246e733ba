import Parser from 'rss-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTestServer, type TestServer } from '../../test/server.ts';
import { addBlogPost } from '../../test/blogFactories.ts';
import { child, childText, children, parseXml } from '../../test/xmlDocument.ts';

const ATOM_NS = 'http://www.w3.org/2005/Atom';
const RFC_822 = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/;

const ORIGIN = 'https://travel.example';
let t: TestServer;
beforeAll(async () => {
  t = await getTestServer({ env: { APP_URL: ORIGIN } });
});
afterAll(async () => {
  await t?.close();
});

describe('GET /rss.xml', () => {
  it('is a valid RSS 2.0 feed of the 20 newest published posts, with their links and dates', async () => {
    const oldest = await addBlogPost(t.db, 'feed', { publishedAt: '2026-01-01T08:00:00Z' });
    for (let day = 1; day <= 20; day += 1) {
      await addBlogPost(t.db, 'feed', { publishedAt: `2026-02-${String(day).padStart(2, '0')}T08:00:00Z` });
    }
    const newest = await addBlogPost(t.db, 'feed', {
      title: 'Rum & "reggae" <nights> in Gros Islet',
      excerpt: 'Friday nights & fish fry.',
      tags: ['saint-lucia', 'nightlife'],
      publishedAt: '2026-03-01T18:30:00Z',
    });
    await addBlogPost(t.db, 'feed', { status: 'draft', publishedAt: '2026-04-01T00:00:00Z' });

    const response = await t.agent().get('/rss.xml');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');

    const feed = await new Parser().parseString(response.text);
    expect(feed.title).toBe('Island Bridge Travel Blog');
    expect(feed.link).toBe(`${ORIGIN}/blog`);
    expect(feed.items).toHaveLength(20);
    const [first] = feed.items;
    expect(first).toMatchObject({
      title: 'Rum & "reggae" <nights> in Gros Islet',
      link: `${ORIGIN}/blog/${newest.slug}`,
      guid: `${ORIGIN}/blog/${newest.slug}`,
      contentSnippet: 'Friday nights & fish fry.',
      isoDate: '2026-03-01T18:30:00.000Z',
      categories: ['saint-lucia', 'nightlife'],
    });
    expect(feed.items.map((item) => item.link)).not.toContain(`${ORIGIN}/blog/${oldest.slug}`);
  });

  it('reads in a strict XML parser with every element RSS 2.0 requires of the channel and its items', async () => {
    const post = await addBlogPost(t.db, 'strict', {
      // A control character XML cannot carry, beside text that needs escaping.
      title: 'Fish fry \u0001& "limes" <b>',
      excerpt: 'Friday nights in Anse La Raye.',
      publishedAt: '2026-03-02T18:30:00Z',
    });
    const response = await t.agent().get('/rss.xml');
    const rss = parseXml(response.text).documentElement;
    expect(rss.localName).toBe('rss');
    expect(rss.getAttribute('version')).toBe('2.0');
    const channels = children(rss, 'channel');
    expect(channels).toHaveLength(1);
    const [channel] = channels;
    expect(childText(channel, 'title')).toBe('Island Bridge Travel Blog');
    expect(childText(channel, 'link')).toBe(`${ORIGIN}/blog`);
    expect(childText(channel, 'description')?.length).toBeGreaterThan(20);
    expect(childText(channel, 'language')).toBe('en-us');
    expect(childText(channel, 'lastBuildDate')).toMatch(RFC_822);
    const self = child(channel, 'link', ATOM_NS)!;
    expect(self.getAttribute('href')).toBe(`${ORIGIN}/rss.xml`);
    expect(self.getAttribute('rel')).toBe('self');

    const items = children(channel, 'item');
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      const link = childText(item, 'link')!;
      expect(link).toMatch(new RegExp(`^${ORIGIN}/blog/`));
      expect(childText(item, 'title')?.length).toBeGreaterThan(0);
      const guid = child(item, 'guid')!;
      expect(guid.textContent).toBe(link);
      expect(guid.getAttribute('isPermaLink')).toBe('true');
      expect(childText(item, 'pubDate')).toMatch(RFC_822);
      expect(child(item, 'description')).toBeTruthy();
    }
    const written = items.find((item) => childText(item, 'link') === `${ORIGIN}/blog/${post.slug}`)!;
    expect(childText(written, 'title')).toBe('Fish fry & "limes" <b>');
    expect(childText(written, 'pubDate')).toBe('Mon, 02 Mar 2026 18:30:00 GMT');
  });
});
