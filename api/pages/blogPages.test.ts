/**
 * The blog's pages as a crawler or a browser gets them: the listing and a post rendered with
 * their data (and the data sent along for hydration), a post's structured data, the address's
 * filters and pages, a missing post, and rendered pages refreshed when the blog changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_DATA_ELEMENT_ID } from '@contract/renderedPage.ts';
import { blogChanged } from '../lib/blogChanges.ts';
import { addBlogPost } from '../test/blogFactories.ts';
import type { TestServer } from '../test/server.ts';
import { getRenderingServer, RENDER_ORIGIN as ORIGIN } from '../test/renderingServer.ts';

let server: TestServer;
let post: { id: string; slug: string };
let clock = 0;

beforeAll(async () => {
  server = await getRenderingServer({ now: () => clock });
  const category = await server.db('blogCategories').first('id');
  post = await addBlogPost(server.db, 'rendered', {
    title: 'Snorkelling at Anse Chastanet </script><script>alert(1)</script>',
    excerpt: 'Reefs a few strokes from the beach.',
    content: '<p>Bring <strong>reef-safe</strong> sunscreen.</p><script>alert(2)</script>',
    tags: ['snorkelling', 'saint-lucia', 'beaches', 'family', 'reefs'],
    categoryId: category?.id ?? null,
    featuredImage: 'https://images.example/reef.jpg',
  });
  await server.db('blogStats').insert({ postId: post.id, likes: 7, comments: 2, shares: 3, views: 40 });
});
afterAll(async () => {
  await server?.close();
});

function pageData(html: string): { status: number; data: Record<string, unknown> } {
  const match = html.match(
    new RegExp(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">([\\s\\S]*?)</script>`),
  );
  expect(match, 'the page carries its data').toBeTruthy();
  return JSON.parse(match![1]) as { status: number; data: Record<string, unknown> };
}

function structuredData(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]) as Record<string, unknown>,
  );
}

describe('the blog list rendered with its posts', () => {
  it('shows the seed title, hero and the posts as cards, with the data sent along', async () => {
    const response = await server.agent().get('/blog');
    expect(response.status).toBe(200);
    const html = response.text;
    expect(html).toContain(
      '<title>Travel Blog - Latest Tips &amp; Destination Guides | Island Bridge Travel</title>',
    );
    expect(html).toContain('Blog &amp; NEWS UPDATES');
    expect(html).toContain(`href="/blog/${post.slug}"`);
    // Three tags, then how many more.
    expect(html).toContain('#snorkelling');
    expect(html).toContain('+2 more');
    expect(html).not.toContain('#reefs');
    const data = pageData(html);
    expect(data.status).toBe(200);
    const list = data.data.list as {
      posts: Array<{ slug: string; stats: { likes: number } }>;
      total: number;
    };
    expect(list.posts.find((entry) => entry.slug === post.slug)?.stats.likes).toBe(7);
  });

  it('keeps a title that tries to close the data element inside it', async () => {
    const html = (await server.agent().get('/blog')).text;
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('\\u003c/script>\\u003cscript>alert(1)');
  });

  it('filters by the address: a search that finds the post, one that finds nothing', async () => {
    const found = await server.agent().get('/blog?search=snorkelling');
    expect(found.status).toBe(200);
    expect(found.text).toContain(`href="/blog/${post.slug}"`);
    expect(found.text).toContain('for “snorkelling”');
    const none = await server.agent().get('/blog?search=zzzqqqnothing');
    expect(none.status).toBe(200);
    expect(none.text).toContain('No blog posts found matching your criteria.');
    expect(none.text).toContain('Clear Filters');
  });

  it('reads a bad page number as the first page rather than failing', async () => {
    const response = await server.agent().get('/blog?page=abc&tag=all');
    expect(response.status).toBe(200);
    expect(response.text).toContain(`href="/blog/${post.slug}"`);
  });

  it('numbers the pages: five buttons, an ellipsis and the last page', async () => {
    for (let index = 0; index < 12 * 8; index += 1)
      await addBlogPost(server.db, `filler-${index}`, { publishedAt: '2025-01-01T00:00:00Z' });
    blogChanged();
    const html = (await server.agent().get('/blog')).text;
    const pages = [...html.matchAll(/aria-label="Page (\d+)"/g)].map((match) => Number(match[1]));
    const total = Number(html.match(/of (\d+) posts/)?.[1]);
    const last = Math.ceil(total / 12);
    expect(pages).toEqual([1, 2, 3, 4, 5, last]);
    expect(html).toContain('…');
    expect(html).toContain('href="/blog?page=2"');
    const third = (await server.agent().get('/blog?page=3')).text;
    expect(third).toMatch(/aria-current="page"[^>]*aria-label="Page 3"/);
  });
});

describe('a post rendered as an article', () => {
  it('shows the article with its structured data, and no script from its body', async () => {
    const response = await server.agent().get(`/blog/${post.slug}`);
    expect(response.status).toBe(200);
    const html = response.text;
    expect(html).toMatch(/<h1 id="blog-article-title">Snorkelling at Anse Chastanet &lt;\/script&gt;/);
    expect(html).toContain('<strong>reef-safe</strong>');
    expect(html).not.toContain('alert(2)');
    expect(html).toContain('View All Blog Posts');
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain('<meta property="og:image" content="https://images.example/reef.jpg" />');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/blog/${post.slug}" />`);
    const posting = structuredData(html).find((entry) => entry['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({
      headline: expect.stringContaining('Snorkelling at Anse Chastanet'),
      url: `${ORIGIN}/blog/${post.slug}`,
      image: 'https://images.example/reef.jpg',
      datePublished: '2026-05-01T00:00:00.000Z',
      keywords: 'snorkelling, saint-lucia, beaches, family, reefs',
      publisher: { '@type': 'Organization', name: 'Island Bridge Travel' },
    });
    expect(pageData(html).data.stats).toMatchObject({ likes: 7, comments: 2, shares: 3 });
  });

  it('carries the brand once in the title, and an image and a breadcrumb trail in its structured data', async () => {
    // An SEO title written with the brand, as the demo posts and many editors write it.
    const plain = await addBlogPost(server.db, 'plain', {
      title: 'Packing for the Pitons',
      seoTitle: 'Packing for the Pitons | Island Bridge Travel',
      featuredImage: '',
    });
    const html = (await server.agent().get(`/blog/${plain.slug}`)).text;
    expect(html).toContain('<title>Packing for the Pitons | Island Bridge Travel</title>');
    expect(html.match(/Island Bridge Travel \| Island Bridge Travel/)).toBeNull();

    const entries = structuredData(html);
    // Without a picture of its own the article shows the site's.
    expect(entries.find((entry) => entry['@type'] === 'BlogPosting')).toMatchObject({
      image: `${ORIGIN}/icons/icon-512.png`,
    });
    expect(entries.find((entry) => entry['@type'] === 'BreadcrumbList')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
        { '@type': 'ListItem', position: 2, name: 'Blog', item: `${ORIGIN}/blog` },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Packing for the Pitons',
          item: `${ORIGIN}/blog/${plain.slug}`,
        },
      ],
    });
  });

  it('gives a post whose image is a video page the site image instead', async () => {
    const video = await addBlogPost(server.db, 'video', {
      featuredImage: 'https://www.youtube.com/watch?v=abc',
    });
    const html = (await server.agent().get(`/blog/${video.slug}`)).text;
    expect(structuredData(html).find((entry) => entry['@type'] === 'BlogPosting')).toMatchObject({
      image: `${ORIGIN}/icons/icon-512.png`,
    });
  });

  it('answers a post that is not there, or not published, with 404', async () => {
    const draft = await addBlogPost(server.db, 'draft', { status: 'draft' });
    for (const slug of ['no-such-post', draft.slug]) {
      const response = await server.agent().get(`/blog/${slug}`);
      expect(response.status, slug).toBe(404);
      expect(response.text).toContain('Blog Post Not Found');
    }
  });

  it('is rendered anew once the blog changes, and after a minute for its figures', async () => {
    const address = `/blog/${post.slug}`;
    await server.agent().get(address);
    await server.db('blogPosts').where({ id: post.id }).update({ content: '<p>Updated advice.</p>' });
    expect((await server.agent().get(address)).text).not.toContain('Updated advice.');
    blogChanged();
    expect((await server.agent().get(address)).text).toContain('Updated advice.');

    await server.db('blogStats').where({ postId: post.id }).update({ likes: 99 });
    expect(pageData((await server.agent().get(address)).text).data.stats).toMatchObject({ likes: 7 });
    clock += 61_000;
    expect(pageData((await server.agent().get(address)).text).data.stats).toMatchObject({ likes: 99 });
  });
});

describe('the home page', () => {
  it("shows the podcast's latest published episode, not a draft or a later one", async () => {
    await server.db('podcastEpisodes').insert([
      {
        title: 'Carnival Sounds',
        audioUrl: 'https://audio.example/carnival.mp3',
        episodeNumber: 7,
        duration: 1500,
        isPublished: true,
        publishedAt: '2026-07-01T00:00:00Z',
      },
      {
        title: 'Unfinished Draft',
        audioUrl: 'https://audio.example/draft.mp3',
        isPublished: false,
        publishedAt: '2026-08-01T00:00:00Z',
      },
      {
        title: 'Older Episode',
        audioUrl: 'https://audio.example/older.mp3',
        isPublished: true,
        publishedAt: '2026-01-01T00:00:00Z',
      },
    ]);
    blogChanged();
    const html = (await server.agent().get('/')).text;
    expect(html).toContain('Episode 7: Carnival Sounds');
    expect(html).toContain('src="https://audio.example/carnival.mp3"');
    expect(html).not.toContain('Unfinished Draft');
    expect(html).not.toContain('Older Episode');
  });
});

/** The sitemap is written for the server's public address (APP_URL). */
const site = () => server.config.appUrl.replace(/\/$/, '');

describe('the sitemap', () => {
  it('lists each published post with its last change, and no draft', async () => {
    const draft = await addBlogPost(server.db, 'unlisted', { status: 'draft' });
    const xml = (await server.agent().get('/sitemap.xml')).text;
    expect(xml).toMatch(
      new RegExp(
        `<url><loc>${site()}/blog/${post.slug}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[^<]+</lastmod></url>`,
      ),
    );
    expect(xml).toContain(`<loc>${site()}/blog</loc>`);
    expect(xml).not.toContain(draft.slug);
  });
});
