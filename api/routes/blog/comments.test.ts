import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogMessages } from '@contract/blog.ts';
import { csrfToken, getTestServer, type TestServer } from '../../test/server.ts';
import { addBlogComment, addBlogPost } from '../../test/blogFactories.ts';

let t: TestServer;
beforeAll(async () => {
  // Each test speaks from a network address of its own (behind the trusted proxy), so the
  // per-address allowance of one test never runs into another's.
  t = await getTestServer({ env: { TRUST_PROXY: 'true' } });
});
afterAll(async () => {
  await t?.close();
});

const addPost = async (status: 'published' | 'draft' = 'published') =>
  (await addBlogPost(t.db, 'comments', { status })).id;
const addComment = (postId: string, status: 'pending' | 'approved' | 'rejected' | 'spam', extra = {}) =>
  addBlogComment(t.db, postId, status, extra);

let address = 0;
/** A browser on a network address of its own, with its anti-forgery token. */
async function visitor() {
  address += 1;
  const http = t.agent();
  const ip = `198.51.100.${address}`;
  const token = await csrfToken(http);
  const comment = (postId: string, body: Record<string, unknown>) =>
    http
      .post(`/api/blog/posts/${postId}/comments`)
      .set('X-Forwarded-For', ip)
      .set('X-CSRF-Token', token)
      .set('User-Agent', 'ReaderBrowser/1.0')
      .send(body);
  return { http, comment, ip };
}

const valid = {
  authorName: 'Marie Joseph',
  authorEmail: 'Marie.Joseph@Example.com',
  content: 'We loved the Pitons hike. Is November a good month?',
};

describe('POST /api/blog/posts/:id/comments', () => {
  it('stores a comment pending approval with its address and browser, and lists it only once approved', async () => {
    const postId = await addPost();
    const { comment, ip } = await visitor();
    const response = await comment(postId, { ...valid, postId, isReply: false });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      success: true,
      message: 'Your comment is pending approval.',
      data: { id: expect.any(String) },
    });

    const row = await t.db('blogComments').where({ id: response.body.data.id }).first();
    expect(row).toMatchObject({
      status: 'pending',
      authorEmail: 'marie.joseph@example.com',
      ipAddress: ip,
      userAgent: 'ReaderBrowser/1.0',
      isReply: false,
    });
    expect(await t.db('blogInteractions').where({ postId, interactionType: 'comment' })).toHaveLength(1);

    const listed = await t.agent().get(`/api/blog/posts/${postId}/comments`);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual({ comments: [], pendingCount: 1 });
  });

  it.each([
    [{ authorName: ' ' }, blogMessages.authorNameRequired],
    [{ authorName: 'n'.repeat(101) }, blogMessages.authorNameTooLong],
    [{ authorEmail: 'not-an-address' }, blogMessages.authorEmailInvalid],
    [{ authorWebsite: 'javascript:alert(1)' }, blogMessages.authorWebsiteInvalid],
    [{ content: '' }, blogMessages.contentRequired],
    [{ content: 'c'.repeat(2001) }, blogMessages.contentTooLong],
    [{ content: 'Deals at https://a.example https://b.example www.c.example' }, blogMessages.tooManyLinks],
  ])('refuses %j with a clear message and stores nothing', async (change, message) => {
    const postId = await addPost();
    const { comment } = await visitor();
    const response = await comment(postId, { ...valid, ...change });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(await t.db('blogComments').where({ postId })).toHaveLength(0);
  });

  it('takes a reply to an approved comment, and refuses one to a comment nobody approved', async () => {
    const postId = await addPost();
    const approved = await addComment(postId, 'approved');
    const pending = await addComment(postId, 'pending');
    const { comment } = await visitor();

    const reply = await comment(postId, { ...valid, parentId: approved, isReply: true });
    expect(reply.status).toBe(201);
    expect(await t.db('blogComments').where({ id: reply.body.data.id }).first('parentId', 'isReply')).toEqual(
      {
        parentId: approved,
        isReply: true,
      },
    );

    const refused = await comment(postId, { ...valid, parentId: pending });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(blogMessages.parentNotFound);
  });

  it('answers a filled honeypot as if received and stores nothing', async () => {
    const postId = await addPost();
    const { comment } = await visitor();
    const response = await comment(postId, { ...valid, website: 'https://spam.example' });
    expect(response.status).toBe(201);
    expect(response.body.message).toBe('Your comment is pending approval.');
    expect(await t.db('blogComments').where({ postId })).toHaveLength(0);
  });

  it('answers 404 for a post nobody can read', async () => {
    const { comment } = await visitor();
    for (const postId of [await addPost('draft'), randomUUID()]) {
      const response = await comment(postId, valid);
      expect(response.status).toBe(404);
      expect(response.body.message).toBe(blogMessages.postNotFound);
      expect(await t.db('blogComments').where({ postId })).toHaveLength(0);
    }
  });

  it('answers 429 once one network has sent 10 comments in an hour', async () => {
    const postId = await addPost();
    const { comment } = await visitor();
    let response = await comment(postId, valid);
    let sent = 0;
    while (response.status === 201) {
      sent += 1;
      response = await comment(postId, valid);
    }
    expect(sent).toBe(10);
    expect(response.status).toBe(429);
    expect(response.body.message).toMatch(/Too many comments/);
    expect(await t.db('blogComments').where({ postId })).toHaveLength(10);
  });
});

describe('GET /api/blog/posts/:id/comments', () => {
  it('lists approved comments newest first with their approved replies, without e-mail addresses', async () => {
    const postId = await addPost();
    const first = await addComment(postId, 'approved', { createdAt: '2026-05-02T00:00:00Z' });
    const second = await addComment(postId, 'approved', { createdAt: '2026-05-03T00:00:00Z' });
    await addComment(postId, 'spam');
    await addComment(postId, 'rejected');
    await addComment(postId, 'pending');
    const reply = await addComment(postId, 'approved', {
      parentId: first,
      isReply: true,
      content: 'Thanks!',
    });
    await addComment(postId, 'pending', { parentId: first, isReply: true });

    const response = await t.agent().get(`/api/blog/posts/${postId}/comments`);
    expect(response.status).toBe(200);
    expect(response.body.pendingCount).toBe(2);
    expect(response.body.comments.map((c: { id: string }) => c.id)).toEqual([second, first]);
    expect(response.body.comments[1].replies).toEqual([
      expect.objectContaining({ id: reply, content: 'Thanks!', isReply: true, parentId: first }),
    ]);
    expect(JSON.stringify(response.body)).not.toContain('reader@example.com');
  });
});
