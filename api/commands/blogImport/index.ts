/**
 * Importing a blog from an RSS or Atom feed (npm run blog:import, and BLOG_FEED_URL on a
 * schedule): each item becomes one published post, found again by its guid (source_rss_id) in
 * every later import, so importing twice changes nothing and an edited item updates its post.
 * Bodies pass the same sanitiser as a post written in the office (postBodyOf).
 */
import type { Db, Trx } from '@db/index.ts';
import { blogChanged } from '../../lib/blogChanges.ts';
import { postBodyOf, slugOf, uniqueSlug } from '../../lib/postFields.ts';
import type { SystemCommand } from '../command.ts';
import { parseFeedPosts } from '../../documents/documentRenderer.ts';
import { httpUrl, type FeedPost } from './feedItems.ts';
import {
  describeFeedSource,
  feedSourceOf,
  readFeedText,
  type FeedReadOptions,
  type FeedSource,
} from './feedSource.ts';

export { BlogFeedError, feedSourceOf, type FeedSource } from './feedSource.ts';
export type { FeedPost } from './feedItems.ts';

export interface SkippedFeedItem {
  /** 1 for the feed's first item. */
  position: number;
  title: string;
  reason: string;
}

export interface BlogImportResult {
  created: number;
  updated: number;
  unchanged: number;
  skipped: number;
  skippedItems: SkippedFeedItem[];
}

/** The columns an import writes, compared with the stored ones to tell an edit from a repeat. */
interface ImportedFields {
  title: string;
  content: string;
  excerpt: string;
  readingTime: number;
  featuredImage: string | null;
  publishedAt: Date | null;
  originalLink: string | null;
  tags: string[];
  categoryId: string | null;
}

interface StoredPost extends ImportedFields {
  id: string;
  sourceRssId: string;
}

interface Category {
  id: string;
  name: string;
  slug: string;
}

/** Two imports at once (the schedule of two servers, or one beside the command) take turns. */
const IMPORT_LOCK = 'blog-feed-import';
const LOOKUP_CHUNK = 500;

/**
 * Writes a feed's posts in the caller's transaction: new items inserted (published, under a
 * unique address, with their stats row), changed ones updated in place, the rest counted.
 * A post keeps its address and its status (an archived import stays archived); a feed category
 * files the post under the blog category of that name or address, and every category is a tag.
 */
export async function blogFeedImporter({
  trx,
  input,
}: SystemCommand<{ items: FeedPost[] }>): Promise<BlogImportResult> {
  await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [IMPORT_LOCK]);
  const result: BlogImportResult = { created: 0, updated: 0, unchanged: 0, skipped: 0, skippedItems: [] };
  const skip = (item: FeedPost, reason: string) => {
    result.skipped += 1;
    result.skippedItems.push({ position: item.position, title: item.title, reason });
  };

  const categories: Category[] = await trx('blogCategories')
    .where('isActive', true)
    .select('id', 'name', 'slug');
  const stored = await storedPostsOf(
    trx,
    input.items.flatMap((item) => (item.sourceRssId ? [item.sourceRssId] : [])),
  );
  const seen = new Set<string>();

  for (const item of input.items) {
    if (!item.title) {
      skip(item, 'no title');
      continue;
    }
    if (!item.sourceRssId) {
      skip(item, 'no guid, id or link to know it again by');
      continue;
    }
    if (seen.has(item.sourceRssId)) {
      skip(item, `same guid as an earlier item (${item.sourceRssId})`);
      continue;
    }
    seen.add(item.sourceRssId);
    const body = item.body ?? postBodyOf(item.html, item.summaryHtml);
    if (!body.content) {
      skip(item, item.html.trim() ? 'no content left once made safe' : 'no content');
      continue;
    }
    const existing = stored.get(item.sourceRssId);
    const fields: ImportedFields = {
      title: item.title,
      ...body,
      featuredImage: item.imageUrl ?? firstImageOf(body.content),
      // An undated item is dated by its first import, so it sorts among the others.
      publishedAt: item.publishedAt ?? existing?.publishedAt ?? new Date(),
      originalLink: item.originalLink,
      tags: item.categories,
      categoryId: categoryOf(item.categories, categories)?.id ?? existing?.categoryId ?? null,
    };

    if (!existing) {
      const slug = await uniqueSlug(trx, slugOf(item.title));
      const [row]: Array<{ id: string }> = await trx('blogPosts')
        .insert({ ...fields, slug, status: 'published', sourceRssId: item.sourceRssId })
        .returning('id');
      await trx('blogStats').insert({ postId: row.id });
      result.created += 1;
    } else if (sameFields(existing, fields)) {
      result.unchanged += 1;
    } else {
      await trx('blogPosts')
        .where('id', existing.id)
        .update({ ...fields, updatedAt: trx.fn.now() });
      result.updated += 1;
    }
  }

  if (result.created + result.updated > 0) {
    // The categories' cached counts of published posts (see the blog_categories migration).
    await trx('blogCategories').update({
      postCount: trx('blogPosts')
        .count('*')
        .where('blogPosts.categoryId', trx.ref('blogCategories.id'))
        .andWhere('blogPosts.status', 'published'),
    });
  }
  return result;
}

export interface BlogFeedImportOptions extends FeedReadOptions {
  /** Where a relative file path is read from. */
  cwd?: string;
}

/**
 * The posts of a feed (an http(s) or file: address, or a file path), read and parsed (in a
 * worker, bodies sanitised there) but not stored. Throws a BlogFeedError that says why when the feed cannot be read or is not a feed.
 */
export async function readBlogFeed(
  source: string | FeedSource,
  options: BlogFeedImportOptions = {},
): Promise<FeedPost[]> {
  const feed = typeof source === 'string' ? feedSourceOf(source, options.cwd) : source;
  const text = await readFeedText(feed, options);
  return parseFeedPosts(text, describeFeedSource(feed));
}

/** Stores a feed's posts in one transaction, then tells the rendered pages when any changed. */
export async function storeBlogFeed(db: Db, items: FeedPost[]): Promise<BlogImportResult> {
  const result = await db.transaction((trx) => blogFeedImporter({ trx, input: { items } }));
  if (result.created + result.updated > 0) blogChanged();
  return result;
}

/** Reads and stores a feed: one that cannot be read or is not a feed stores nothing. */
export async function importBlogFeed(
  db: Db,
  source: string | FeedSource,
  options: BlogFeedImportOptions = {},
): Promise<BlogImportResult> {
  return storeBlogFeed(db, await readBlogFeed(source, options));
}

async function storedPostsOf(trx: Trx, sourceRssIds: string[]): Promise<Map<string, StoredPost>> {
  const posts = new Map<string, StoredPost>();
  for (let start = 0; start < sourceRssIds.length; start += LOOKUP_CHUNK) {
    const rows: StoredPost[] = await trx('blogPosts')
      .whereIn('sourceRssId', sourceRssIds.slice(start, start + LOOKUP_CHUNK))
      .select(
        'id',
        'sourceRssId',
        'title',
        'content',
        'excerpt',
        'readingTime',
        'featuredImage',
        'publishedAt',
        'originalLink',
        'tags',
        'categoryId',
      );
    for (const row of rows) posts.set(row.sourceRssId, row);
  }
  return posts;
}

/** The blog category a feed category names, by name or by address, the feed's first match winning. */
function categoryOf(names: string[], categories: Category[]): Category | undefined {
  for (const name of names) {
    const match = categories.find(
      (category) => category.name.toLowerCase() === name.toLowerCase() || category.slug === slugOf(name),
    );
    if (match) return match;
  }
  return undefined;
}

/** The address of the first image of sanitised HTML (already http(s) only, but checked again). */
function firstImageOf(html: string): string | null {
  const src = /<img\b[^>]*?\bsrc="([^"]*)"/i.exec(html)?.[1];
  return src ? httpUrl(src.replace(/&amp;/g, '&')) : null;
}

function sameFields(stored: StoredPost, fields: ImportedFields): boolean {
  const time = (date: Date | null) => (date ? new Date(date).getTime() : null);
  return (
    stored.title === fields.title &&
    stored.content === fields.content &&
    (stored.excerpt ?? '') === fields.excerpt &&
    stored.readingTime === fields.readingTime &&
    (stored.featuredImage ?? null) === fields.featuredImage &&
    time(stored.publishedAt) === time(fields.publishedAt) &&
    (stored.originalLink ?? null) === fields.originalLink &&
    JSON.stringify(stored.tags ?? []) === JSON.stringify(fields.tags) &&
    (stored.categoryId ?? null) === fields.categoryId
  );
}
