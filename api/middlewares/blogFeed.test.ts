import Parser from 'rss-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTestServer, type TestServer } from '../test/server.ts';
import { addBlogPost } from '../test/blogFactories.ts';

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
});
