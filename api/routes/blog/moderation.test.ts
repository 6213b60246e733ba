import { randomUUID } from 'node:crypto';
import type supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogMessages } from '@contract/blog.ts';
import { brand } from '@contract/brand.ts';
import { getTestServer, type TestServer } from '../../test/server.ts';
import { buildUser, signInAs } from '../../test/factories.ts';
import { addBlogComment, addBlogPost } from '../../test/blogFactories.ts';
import { rowOf } from '../../test/rows.ts';

let t: TestServer;
let moderator: { http: supertest.Agent; token: string };

async function signedIn(role: 'agent' | 'admin' | 'client', approved = true) {
  const user = await buildUser(t.db, { role });
  if (role === 'agent' && approved)
    await t.db('agents').where({ userId: user.id }).update({ isApproved: true });
  const http = t.agent();
  const token = await signInAs(http, user.email);
  return { http, token };
}

beforeAll(async () => {
  t = await getTestServer();
  moderator = await signedIn('agent');
});
afterAll(async () => {
  await t?.close();
});

const addPost = async () => (await addBlogPost(t.db, 'moderated')).id;
const addComment = (postId: string, status: 'pending' | 'approved' | 'rejected' | 'spam', extra = {}) =>
  addBlogComment(t.db, postId, status, {
    ipAddress: '203.0.113.9',
    content: 'Is June a good month?',
    ...extra,
  });

const moderate = (who: { http: supertest.Agent; token: string }, id: string, body: object) =>
  who.http.patch(`/api/blog/comments/${id}`).set('X-CSRF-Token', who.token).send(body);
const reply = (who: { http: supertest.Agent; token: string }, id: string, body: object) =>
  who.http.post(`/api/blog/comments/${id}/replies`).set('X-CSRF-Token', who.token).send(body);
const listedStats = async (postId: string) =>
  (await t.db('blogStats').where({ postId }).first('comments'))?.comments ?? 0;

describe('GET /api/blog/comments', () => {
  it('gives moderators the pending queue, oldest first, with who wrote on which post, and counts per status', async () => {
    const postId = await addPost();
    const older = await addComment(postId, 'pending', { createdAt: '2026-05-02T00:00:00Z' });
    const newer = await addComment(postId, 'pending', { createdAt: '2026-05-03T00:00:00Z' });
    await addComment(postId, 'spam');

    const response = await moderator.http.get('/api/blog/comments');
    expect(response.status).toBe(200);
    const ids = response.body.comments.map((c: { id: string }) => c.id) as string[];
    expect(ids.indexOf(older)).toBeLessThan(ids.indexOf(newer));
    expect(response.body.comments.find((c: { id: string }) => c.id === older)).toMatchObject({
      postId,
      postTitle: expect.stringContaining('Post moderated-'),
      authorEmail: 'reader@example.com',
      ipAddress: '203.0.113.9',
      status: 'pending',
    });
    expect(response.body.counts.pending).toBeGreaterThanOrEqual(2);
    expect(response.body.counts.spam).toBeGreaterThanOrEqual(1);

    const spam = await moderator.http.get('/api/blog/comments').query({ status: 'spam' });
    expect(spam.body.comments.every((c: { status: string }) => c.status === 'spam')).toBe(true);
    expect(response.body.comments.find((c: { id: string }) => c.id === older)).toMatchObject({
      postSlug: expect.stringMatching(/^moderated-/),
      parentId: null,
      parentAuthorName: null,
    });
    const bad = await moderator.http.get('/api/blog/comments').query({ status: 'deleted' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(blogMessages.statusInvalid);
  });

  it('names the author a queued reply answers', async () => {
    const postId = await addPost();
    const parent = await addComment(postId, 'approved', { authorName: 'Marie Joseph' });
    const child = await addComment(postId, 'pending', { parentId: parent, isReply: true });

    const response = await moderator.http.get('/api/blog/comments');
    expect(response.body.comments.find((c: { id: string }) => c.id === child)).toMatchObject({
      parentId: parent,
      parentAuthorName: 'Marie Joseph',
      isReply: true,
    });
  });
});

describe('PATCH /api/blog/comments/:id', () => {
  it('approves a comment into the public list and the post figures, and takes it out again as spam', async () => {
    const postId = await addPost();
    const id = await addComment(postId, 'pending');

    const approved = await moderate(moderator, id, { status: 'approved' });
    expect(approved.status).toBe(200);
    expect(approved.body.data).toEqual({ id, status: 'approved' });
    const listed = await t.agent().get(`/api/blog/posts/${postId}/comments`);
    expect(listed.body.comments.map((c: { id: string }) => c.id)).toEqual([id]);
    expect(await listedStats(postId)).toBe(1);
    // Approving twice counts once.
    await moderate(moderator, id, { status: 'approved' });
    expect(await listedStats(postId)).toBe(1);

    await moderate(moderator, id, { status: 'spam' });
    expect((await t.agent().get(`/api/blog/posts/${postId}/comments`)).body.comments).toEqual([]);
    expect(await listedStats(postId)).toBe(0);
  });

  it('counts an approved reply under its parent', async () => {
    const postId = await addPost();
    const parent = await addComment(postId, 'approved');
    const child = await addComment(postId, 'pending', { parentId: parent, isReply: true });
    await moderate(moderator, child, { status: 'approved' });
    expect((await rowOf(t.db('blogComments').where({ id: parent }).first())).replyCount).toBe(1);
  });

  it('refuses an unknown status or comment and changes nothing', async () => {
    const postId = await addPost();
    const id = await addComment(postId, 'pending');
    const bad = await moderate(moderator, id, { status: 'deleted' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(blogMessages.statusInvalid);
    const unknown = await moderate(moderator, randomUUID(), { status: 'approved' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(blogMessages.commentNotFound);
    expect((await rowOf(t.db('blogComments').where({ id }).first())).status).toBe('pending');
  });
});

describe('POST /api/blog/comments/:id/replies', () => {
  it('posts the agency reply, approved at once, under the comment', async () => {
    const postId = await addPost();
    const parent = await addComment(postId, 'approved');
    const response = await reply(moderator, parent, {
      content: '  June is lovely, pack a light rain jacket.  ',
    });
    expect(response.status).toBe(201);
    const listed = await t.agent().get(`/api/blog/posts/${postId}/comments`);
    expect(listed.body.comments[0].replies).toEqual([
      expect.objectContaining({
        id: response.body.data.id,
        authorName: brand.name,
        content: 'June is lovely, pack a light rain jacket.',
      }),
    ]);
    expect(await listedStats(postId)).toBe(1);
  });

  it('refuses an empty reply, a reply to a comment nobody approved and a reply to a reply', async () => {
    const postId = await addPost();
    const approved = await addComment(postId, 'approved');
    const pending = await addComment(postId, 'pending');
    const nested = await addComment(postId, 'approved', { parentId: approved, isReply: true });

    const empty = await reply(moderator, approved, { content: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(blogMessages.contentRequired);
    const unapproved = await reply(moderator, pending, { content: 'Hello' });
    expect(unapproved.status).toBe(400);
    expect(unapproved.body.message).toBe(blogMessages.replyParentNotApproved);
    const toReply = await reply(moderator, nested, { content: 'Hello' });
    expect(toReply.status).toBe(400);
    expect(toReply.body.message).toBe(blogMessages.replyToReply);
    expect(await t.db('blogComments').where({ postId })).toHaveLength(3);
  });
});

describe('who may moderate', () => {
  it('refuses visitors, clients and agents an admin has not approved, changing nothing', async () => {
    const postId = await addPost();
    const id = await addComment(postId, 'pending');
    expect((await t.agent().get('/api/blog/comments')).status).toBe(401);

    const client = await signedIn('client');
    expect((await client.http.get('/api/blog/comments')).status).toBe(403);
    expect((await moderate(client, id, { status: 'approved' })).status).toBe(403);

    const newcomer = await signedIn('agent', false);
    const listed = await newcomer.http.get('/api/blog/comments');
    expect(listed.status).toBe(403);
    expect(listed.body.message).toBe(blogMessages.moderationAwaitingApproval);
    expect((await moderate(newcomer, id, { status: 'approved' })).status).toBe(403);
    expect((await reply(newcomer, id, { content: 'Hi' })).status).toBe(403);

    expect((await rowOf(t.db('blogComments').where({ id }).first())).status).toBe('pending');
    expect(await t.db('blogComments').where({ postId })).toHaveLength(1);

    const admin = await signedIn('admin');
    expect((await moderate(admin, id, { status: 'rejected' })).status).toBe(200);
  });
});
