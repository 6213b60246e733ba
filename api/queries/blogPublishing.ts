/**
 * The blog as the office edits it: every post whatever its status, newest first, with the
 * Markdown it was written in (or its HTML when it has none) and its category's name.
 */
import type { Knex } from 'knex';
import type { WrittenBlogPost } from '@contract/blogPublishing.ts';
import type { Db } from '@db/index.ts';
import { excerptOf } from '../lib/postFields.ts';

type Reader = Db | Knex.Transaction;

/** Enough for the office's list: the admins write tens of posts a year, not thousands. */
const WRITTEN_POSTS_LIMIT = 500;

interface WrittenPostRow {
  id: string;
  slug: string;
  title: string;
  content: string;
  contentMarkdown: string | null;
  excerpt: string | null;
  featuredImage: string | null;
  categoryId: string | null;
  categoryName: string | null;
  tags: string[] | null;
  seoTitle: string | null;
  seoDescription: string | null;
  status: WrittenBlogPost['status'];
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  readingTime: number | null;
  originalLink: string | null;
}

function writtenPosts(db: Reader) {
  return db('blogPosts')
    .leftJoin('blogCategories', 'blogCategories.id', 'blogPosts.categoryId')
    .select(
      'blogPosts.id',
      'blogPosts.slug',
      'blogPosts.title',
      'blogPosts.content',
      'blogPosts.contentMarkdown',
      'blogPosts.excerpt',
      'blogPosts.featuredImage',
      'blogPosts.categoryId',
      'blogCategories.name as categoryName',
      'blogPosts.tags',
      'blogPosts.seoTitle',
      'blogPosts.seoDescription',
      'blogPosts.status',
      'blogPosts.publishedAt',
      'blogPosts.createdAt',
      'blogPosts.updatedAt',
      'blogPosts.readingTime',
      'blogPosts.originalLink',
    );
}

function presentWrittenPost(row: WrittenPostRow): WrittenBlogPost {
  const madeExcerpt = excerptOf(row.content);
  const excerpt = row.excerpt?.trim() ? row.excerpt : madeExcerpt;
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    markdown: row.contentMarkdown ?? row.content,
    hasMarkdownSource: row.contentMarkdown !== null,
    content: row.content,
    excerpt,
    excerptWritten: excerpt !== madeExcerpt,
    featuredImage: row.featuredImage,
    categoryId: row.categoryId,
    categoryName: row.categoryName,
    tags: row.tags ?? [],
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    status: row.status,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    readingTime: row.readingTime ?? 1,
    originalLink: row.originalLink,
  };
}

/** Every post, drafts included, newest first (by publication date, else by creation). */
export async function listWrittenPosts(db: Reader): Promise<WrittenBlogPost[]> {
  const rows: WrittenPostRow[] = await writtenPosts(db)
    .orderByRaw('coalesce(blog_posts.published_at, blog_posts.created_at) desc, blog_posts.id')
    .limit(WRITTEN_POSTS_LIMIT);
  return rows.map(presentWrittenPost);
}

export async function findWrittenPost(db: Reader, id: string): Promise<WrittenBlogPost | undefined> {
  const row: WrittenPostRow | undefined = await writtenPosts(db).where('blogPosts.id', id).first();
  return row && presentWrittenPost(row);
}
