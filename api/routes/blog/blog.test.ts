import { randomUUID } from 'node:crypto';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogMessages } from '@contract/blog.ts';
import { csrfToken, getTestServer, type TestServer } from '../../test/server.ts';
import { addBlogPost } from '../../test/blogFactories.ts';
import { BLOG_REACTIONS_PER_IP_PER_POST_PER_HOUR } from './limits.ts';
import { rowOf } from '../../test/rows.ts';

let t: TestServer;
beforeAll(async () => {
  t = await getTestServer();
});
afterAll(async () => {
  await t?.close();
});

interface PostSeed {
  title?: string;
  content?: string;
  excerpt?: string | null;
  tags?: string[];
  status?: 'draft' | 'published' | 'archived';
  publishedAt?: string | null;
  category?: string;
  stats?: { views?: number; likes?: number; comments?: number };
}

/** The category with this slug, made on first use. */
async function categoryId(slug: string): Promise<string> {
  const found = (await t.db('blogCategories').where({ slug }).first('id')) as { id: string } | undefined;
  if (found) return found.id;
  const [made] = (await t
    .db('blogCategories')
    .insert({ slug, name: `Category ${slug}` })
    .returning('id')) as Array<{
    id: string;
  }>;
  return made.id;
}

/** A post in its own tag (so each test lists only its own posts), with optional figures. */
async function addPost(tag: string, seed: PostSeed = {}): Promise<{ id: string; slug: string }> {
  const category = seed.category ? await categoryId(seed.category) : null;
  const post = await addBlogPost(t.db, tag, {
    ...(seed.title ? { title: seed.title } : {}),
    ...(seed.content ? { content: seed.content } : {}),
    excerpt: seed.excerpt === undefined ? 'An excerpt.' : seed.excerpt,
    tags: [tag, ...(seed.tags ?? [])],
    status: seed.status ?? 'published',
    publishedAt: seed.publishedAt === undefined ? '2026-06-01T12:00:00Z' : seed.publishedAt,
    categoryId: category,
    readingTime: 3,
  });
  if (seed.stats) await t.db('blogStats').insert({ postId: post.id, ...seed.stats });
  return post;
}

const uniqueTag = () => `tag-${randomUUID().slice(0, 8)}`;

async function list(query: Record<string, string | number>) {
  return t.agent().get('/api/blog/posts').query(query);
}

async function interact(agent: supertest.Agent, id: string, action: 'view' | 'like' | 'share', body: object) {
  const token = await csrfToken(agent);
  return agent.post(`/api/blog/posts/${id}/${action}`).set('X-CSRF-Token', token).send(body);
}

describe('GET /api/blog/posts', () => {
  it('lists published posts only, newest first, with the total and an excerpt for every post', async () => {
    const tag = uniqueTag();
    const older = await addPost(tag, { publishedAt: '2026-01-01T00:00:00Z' });
    const newer = await addPost(tag, {
      publishedAt: '2026-03-01T00:00:00Z',
      excerpt: null,
      content: `<p>${'Sunset over the Pitons '.repeat(12)}</p>`,
    });
    await addPost(tag, { status: 'draft' });
    await addPost(tag, { publishedAt: '2099-01-01T00:00:00Z' });

    const response = await list({ tag });
    expect(response.status).toBe(200);
    expect(response.body.total).toBe(2);
    expect(response.body.posts.map((post: { id: string }) => post.id)).toEqual([newer.id, older.id]);
    const excerpt = response.body.posts[0].excerpt as string;
    expect(excerpt.startsWith('Sunset over the Pitons')).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(153);
    expect(excerpt).not.toContain('<p>');
  });

  it('searches title, excerpt, tags and content, ignoring case and accents, best match first', async () => {
    const tag = uniqueTag();
    const inContent = await addPost(tag, { content: '<p>We stopped at a café in Soufrière for lunch.</p>' });
    const inTitle = await addPost(tag, { title: 'The best CAFE in Soufriere' });
    await addPost(tag, { title: 'Nothing to see here' });

    const response = await list({ tag, search: 'Cafe soufriere' });
    expect(response.status).toBe(200);
    expect(response.body.posts.map((post: { id: string }) => post.id)).toEqual([inTitle.id, inContent.id]);
    expect(response.body.total).toBe(2);

    const byTag = await list({ search: tag });
    expect(byTag.body.total).toBe(3);
  });

  it('filters by category (slug, "all" meaning any) and by tag', async () => {
    const tag = uniqueTag();
    const cruise = await addPost(tag, { category: 'cruises' });
    await addPost(tag, { category: 'saint-lucia' });
    const tagged = await addPost(tag, { tags: ['pitons'] });

    const byCategory = await list({ tag, category: 'cruises' });
    expect(byCategory.body.posts.map((post: { id: string }) => post.id)).toEqual([cruise.id]);
    expect((await list({ tag, category: 'all' })).body.total).toBe(3);
    const both = await list({ tag: 'pitons', search: tag });
    expect(both.body.posts.map((post: { id: string }) => post.id)).toEqual([tagged.id]);
  });

  it('sorts by oldest, views, comments and popularity', async () => {
    const tag = uniqueTag();
    const a = await addPost(tag, {
      publishedAt: '2026-01-01T00:00:00Z',
      stats: { views: 5, likes: 9, comments: 1 },
    });
    const b = await addPost(tag, {
      publishedAt: '2026-02-01T00:00:00Z',
      stats: { views: 50, likes: 1, comments: 7 },
    });
    const c = await addPost(tag, { publishedAt: '2026-03-01T00:00:00Z' });
    const ids = async (sort: string) =>
      (await list({ tag, sort })).body.posts.map((post: { id: string }) => post.id) as string[];

    expect(await ids('oldest')).toEqual([a.id, b.id, c.id]);
    expect(await ids('views')).toEqual([b.id, a.id, c.id]);
    expect(await ids('comments')).toEqual([b.id, a.id, c.id]);
    expect(await ids('popular')).toEqual([a.id, b.id, c.id]);
    expect(await ids('newest')).toEqual([c.id, b.id, a.id]);
  });

  it('pages through the posts', async () => {
    const tag = uniqueTag();
    for (let day = 1; day <= 5; day += 1) await addPost(tag, { publishedAt: `2026-04-0${day}T00:00:00Z` });
    const second = await list({ tag, page: 2, limit: 2 });
    expect(second.body.total).toBe(5);
    expect(second.body.posts).toHaveLength(2);
    const beyond = await list({ tag, page: 4, limit: 2 });
    expect(beyond.body).toEqual({ posts: [], total: 5 });
  });

  it.each([
    [{ page: 0 }, blogMessages.pageInvalid],
    [{ page: 'two' }, blogMessages.pageInvalid],
    [{ limit: 0 }, blogMessages.limitInvalid],
    [{ limit: 51 }, blogMessages.limitInvalid],
    [{ sort: 'random' }, blogMessages.sortInvalid],
    [{ search: 'x'.repeat(201) }, blogMessages.searchTooLong],
  ])('refuses %j with a clear message', async (query, message) => {
    const response = await list(query as Record<string, string | number>);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });
});

describe('GET /api/blog/posts/:slug', () => {
  it('answers a published post and 404 for a draft or an unknown address', async () => {
    const tag = uniqueTag();
    const post = await addPost(tag, { title: 'Hiking Gros Piton' });
    const draft = await addPost(tag, { status: 'draft' });

    const found = await t.agent().get(`/api/blog/posts/${post.slug}`);
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({
      id: post.id,
      slug: post.slug,
      title: 'Hiking Gros Piton',
      tags: [tag],
    });

    for (const slug of [draft.slug, 'no-such-post']) {
      const missing = await t.agent().get(`/api/blog/posts/${slug}`);
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe(blogMessages.postNotFound);
    }
  });
});

describe('GET /api/blog/categories and /api/blog/tags', () => {
  it('counts the readable posts of each category live and lists the tags in use', async () => {
    await categoryId('group-travel');
    const before = (await t.agent().get('/api/blog/categories')).body as Array<{
      slug: string;
      postCount: number;
    }>;
    const count = (categories: typeof before) => categories.find((c) => c.slug === 'group-travel')!.postCount;
    const tag = uniqueTag();
    await addPost(tag, { category: 'group-travel' });
    await addPost(tag, { category: 'group-travel', status: 'draft' });

    const after = await t.agent().get('/api/blog/categories');
    expect(after.status).toBe(200);
    expect(count(after.body)).toBe(count(before) + 1);
    expect(after.body[0]).toMatchObject({
      id: expect.any(String),
      name: expect.any(String),
      color: expect.any(String),
    });

    const tags = await t.agent().get('/api/blog/tags');
    expect(tags.status).toBe(200);
    expect(tags.body).toContain(tag);
    expect(new Set(tags.body).size).toBe(tags.body.length);
  });
});

describe('views, likes and shares', () => {
  it('counts a like once per visitor, in blog_interactions and blog_stats together', async () => {
    const post = await addPost(uniqueTag());
    const visitor = t.agent();
    const first = await interact(visitor, post.id, 'like', { sessionId: 'anonymous' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, counted: true, stats: { likes: 1 } });
    const again = await interact(visitor, post.id, 'like', { sessionId: 'anonymous' });
    expect(again.body).toMatchObject({ counted: false, stats: { likes: 1 } });
    // Another browser sending the same fixed sessionId is another visitor.
    const other = await interact(t.agent(), post.id, 'like', { sessionId: 'anonymous' });
    expect(other.body).toMatchObject({ counted: true, stats: { likes: 2 } });

    expect(await t.db('blogInteractions').where({ postId: post.id, interactionType: 'like' })).toHaveLength(
      2,
    );
    const stats = await t.agent().get(`/api/blog/posts/${post.id}/stats`);
    expect(stats.body).toMatchObject({ likes: 2, views: 0, shares: 0, comments: 0 });
  });

  it('counts a like and a share once per visitor session, even with the visitor cookie dropped', async () => {
    const post = await addPost(uniqueTag());
    // A browser session of its own, its cookies sent by hand so one of them can be dropped.
    const start = await supertest(t.server).get('/api/auth/csrf-token').expect(200);
    const sessionCookies = (start.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]);
    const token = start.body.csrfToken as string;
    const asSession = (action: 'like' | 'share', cookies: string[], body: object) =>
      supertest(t.server)
        .post(`/api/blog/posts/${post.id}/${action}`)
        .set('Cookie', cookies.join('; '))
        .set('X-CSRF-Token', token)
        .send(body)
        .expect(200);

    const first = await asSession('like', sessionCookies, { sessionId: 'anonymous' });
    expect(first.body).toMatchObject({ success: true, counted: true, stats: { likes: 1 } });
    const visitorCookie = (first.headers['set-cookie'] as unknown as string[])
      .map((c) => c.split(';')[0])
      .find((c) => c.startsWith('travel.visitor='));
    expect(visitorCookie).toBeTruthy();
    // The cookie dropped: the session still knows the visitor.
    const again = await asSession('like', sessionCookies, { sessionId: 'anonymous' });
    expect(again.body).toMatchObject({ success: true, counted: false, stats: { likes: 1 } });

    const shared = await asSession('share', sessionCookies, { platform: 'facebook' });
    expect(shared.body).toMatchObject({ counted: true, stats: { shares: 1 } });
    for (const platform of ['facebook', 'twitter']) {
      const repeat = await asSession('share', [...sessionCookies, visitorCookie!], { platform });
      expect(repeat.body).toMatchObject({ success: true, counted: false, stats: { shares: 1 } });
    }
    expect(await t.db('blogInteractions').where({ postId: post.id })).toHaveLength(2);
    const stats = await t.agent().get(`/api/blog/posts/${post.id}/stats`);
    expect(stats.body).toMatchObject({ likes: 1, shares: 1, shareBreakdown: { facebook: 1 } });
  });

  it('stops counting likes from a network address that opens a new session for each', async () => {
    const post = await addPost(uniqueTag());
    for (let i = 0; i < BLOG_REACTIONS_PER_IP_PER_POST_PER_HOUR; i++) {
      const response = await interact(t.agent(), post.id, 'like', { sessionId: 'anonymous' });
      expect(response.body.counted).toBe(true);
    }
    const past = await interact(t.agent(), post.id, 'like', { sessionId: 'anonymous' });
    expect(past.status).toBe(200);
    expect(past.body).toMatchObject({
      success: true,
      counted: false,
      stats: { likes: BLOG_REACTIONS_PER_IP_PER_POST_PER_HOUR },
    });
    expect(await t.db('blogInteractions').where({ postId: post.id, interactionType: 'like' })).toHaveLength(
      BLOG_REACTIONS_PER_IP_PER_POST_PER_HOUR,
    );
  });

  it('counts every view and each visitor once among the unique visitors', async () => {
    const post = await addPost(uniqueTag());
    const visitor = t.agent();
    await interact(visitor, post.id, 'view', { sessionId: 'anonymous' });
    const second = await interact(visitor, post.id, 'view', {});
    expect(second.body.stats.views).toBe(2);
    const row = await rowOf(t.db('blogStats').where({ postId: post.id }).first());
    expect(row).toMatchObject({ views: 2, uniqueVisitors: 1 });
    expect(row.lastViewed).toBeTruthy();
  });

  it('keeps a breakdown of shares by platform and refuses a share without one, storing nothing', async () => {
    const post = await addPost(uniqueTag());
    await interact(t.agent(), post.id, 'share', { platform: 'facebook', sessionId: 'anonymous' });
    const second = await interact(t.agent(), post.id, 'share', { platform: 'Facebook' });
    await interact(t.agent(), post.id, 'share', { platform: 'linkedin' });
    expect(second.body.stats.shares).toBe(2);

    const refused = await interact(t.agent(), post.id, 'share', { sessionId: 'anonymous' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(blogMessages.platformRequired);
    const stats = await t.agent().get(`/api/blog/posts/${post.id}/stats`);
    expect(stats.body).toMatchObject({ shares: 3, shareBreakdown: { facebook: 2, linkedin: 1 } });
    expect(await t.db('blogInteractions').where({ postId: post.id, interactionType: 'share' })).toHaveLength(
      3,
    );
  });

  it('answers 404 for an unknown or unpublished post and records nothing', async () => {
    const draft = await addPost(uniqueTag(), { status: 'draft' });
    for (const id of [draft.id, randomUUID(), 'not-an-id']) {
      const response = await interact(t.agent(), id, 'like', { sessionId: 'anonymous' });
      expect(response.status).toBe(404);
      expect(response.body.message).toBe(blogMessages.postNotFound);
    }
    expect(await t.db('blogInteractions').where({ postId: draft.id })).toHaveLength(0);
    expect((await t.agent().get(`/api/blog/posts/${draft.id}/stats`)).status).toBe(404);
  });

  it('refuses a request without the anti-forgery token', async () => {
    const post = await addPost(uniqueTag());
    const response = await t.agent().post(`/api/blog/posts/${post.id}/like`).send({ sessionId: 'anonymous' });
    expect(response.status).toBe(403);
    expect(await t.db('blogInteractions').where({ postId: post.id })).toHaveLength(0);
  });
});
