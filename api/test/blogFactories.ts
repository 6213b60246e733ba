/** Blog posts and comments for tests, straight into the tables, with readable defaults. */
import { randomUUID } from 'node:crypto';
import type { Db } from '@db/index.ts';

/** A published post (unless told otherwise) under a fresh slug that starts with `prefix`. */
export async function addBlogPost(
  db: Db,
  prefix: string,
  overrides: Record<string, unknown> = {},
): Promise<{ id: string; slug: string }> {
  const slug = `${prefix}-${randomUUID().slice(0, 8)}`;
  const [row] = (await db('blogPosts')
    .insert({
      title: `Post ${slug}`,
      slug,
      content: '<p>Plain words about travel.</p>',
      status: 'published',
      publishedAt: '2026-05-01T00:00:00Z',
      ...overrides,
    })
    .returning('id')) as Array<{ id: string }>;
  return { id: row.id, slug };
}

export async function addBlogComment(
  db: Db,
  postId: string,
  status: 'pending' | 'approved' | 'rejected' | 'spam',
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const [row] = (await db('blogComments')
    .insert({
      postId,
      authorName: 'Reader',
      authorEmail: 'reader@example.com',
      content: `A ${status} comment`,
      status,
      ...overrides,
    })
    .returning('id')) as Array<{ id: string }>;
  return row.id;
}
