/**
 * Posts written in the office: Markdown made HTML (marked), then the same body every stored post
 * gets (postBodyOf: sanitised, excerpt, reading time), under a unique address. The Markdown is
 * kept as the source the editor reopens; the sanitised HTML is what pages show. Categories'
 * cached counts of published posts follow in the same transaction.
 */
import { Marked } from 'marked';
import {
  publishingMessages,
  type BlogPostChanges,
  type BlogPostDraft,
  type WrittenBlogPost,
} from '@contract/blogPublishing.ts';
import type { Trx } from '@db/index.ts';
import { badRequest, HttpError, notFound } from '../errors.ts';
import { excerptOf, postBodyOf, slugOf, uniqueSlug, type PostBody } from '../lib/postFields.ts';
import { findWrittenPost } from '../queries/blogPublishing.ts';
import type { Command } from './command.ts';

/**
 * The page gives the post's title the one h1, so the body's headings start one level lower:
 * "# Heading" becomes an h2 (the sanitiser would otherwise drop an h1 and keep bare text).
 */
const markdown = new Marked({
  gfm: true,
  async: false,
  walkTokens(token) {
    if (token.type === 'heading') {
      token.depth = Math.min(token.depth + 1, 6);
    }
  },
});

/** Markdown as a stored post body: rendered, sanitised, with its excerpt and reading time. */
export function postBodyOfMarkdown(source: string, excerpt?: string | null): PostBody {
  return postBodyOf(markdown.parse(source, { async: false }), excerpt);
}

/** One writer at a time picks an address, so two posts with one title never pick the same one. */
const SLUG_LOCK = 'blog-post-slug';
const UNIQUE_VIOLATION = '23505';

const slugTaken = () =>
  new HttpError(409, 'conflict', publishingMessages.slugTaken, {
    fields: { slug: publishingMessages.slugTaken },
  });

async function addressFor(
  trx: Trx,
  { title, slug }: { title: string; slug: string | null },
  exceptId?: string,
): Promise<string> {
  await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [SLUG_LOCK]);
  if (!slug) return uniqueSlug(trx, slugOf(title), exceptId);
  const other = await trx('blogPosts')
    .where('slug', slug)
    .modify((query) => {
      if (exceptId) void query.whereNot('id', exceptId);
    })
    .first('id');
  if (other) throw slugTaken();
  return slug;
}

async function assertCategory(trx: Trx, categoryId: string | null): Promise<void> {
  if (!categoryId) return;
  if (!(await trx('blogCategories').where('id', categoryId).first('id')))
    throw badRequest(publishingMessages.categoryNotFound, {
      categoryId: publishingMessages.categoryNotFound,
    });
}

function bodyOrRefuse(source: string, excerpt: string | null): PostBody {
  const body = postBodyOfMarkdown(source, excerpt);
  if (!body.content)
    throw badRequest(publishingMessages.bodyEmptyOnceSafe, {
      markdown: publishingMessages.bodyEmptyOnceSafe,
    });
  return body;
}

/** The cached count of published posts of these categories (see the blog_categories migration). */
async function recountCategories(trx: Trx, categoryIds: Array<string | null>): Promise<void> {
  const ids = [...new Set(categoryIds.filter((id): id is string => Boolean(id)))];
  if (ids.length === 0) return;
  await trx('blogCategories')
    .whereIn('id', ids)
    .update({
      postCount: trx('blogPosts')
        .count('*')
        .where('blogPosts.categoryId', trx.ref('blogCategories.id'))
        .andWhere('blogPosts.status', 'published'),
      updatedAt: trx.fn.now(),
    });
}

/** A second writer that got past the lock's window (an import) still never makes a 500. */
async function refusingAddressRace<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (typeof error === 'object' && error !== null && 'code' in error && error.code === UNIQUE_VIOLATION)
      throw new HttpError(409, 'conflict', publishingMessages.slugRace);
    throw error;
  }
}

/** A published post without a date is dated now; a draft keeps whatever date it was given. */
function publicationDate(status: string, publishedAt: string | Date | null): string | Date | null {
  return status === 'published' && !publishedAt ? new Date() : publishedAt;
}

async function presented(trx: Trx, id: string): Promise<WrittenBlogPost> {
  const post = await findWrittenPost(trx, id);
  if (!post) throw notFound(publishingMessages.postNotFound);
  return post;
}

export async function blogPostCreator({ trx, input }: Command<BlogPostDraft>): Promise<WrittenBlogPost> {
  await assertCategory(trx, input.categoryId);
  const body = bodyOrRefuse(input.markdown, input.excerpt);
  const slug = await addressFor(trx, input);
  const [row] = await refusingAddressRace(() =>
    trx('blogPosts')
      .insert({
        title: input.title,
        slug,
        ...body,
        contentMarkdown: input.markdown,
        featuredImage: input.featuredImage,
        categoryId: input.categoryId,
        tags: input.tags,
        seoTitle: input.seoTitle,
        seoDescription: input.seoDescription,
        status: input.status,
        publishedAt: publicationDate(input.status, input.publishedAt),
      })
      .returning('id'),
  );
  await trx('blogStats').insert({ postId: row.id });
  await recountCategories(trx, [input.categoryId]);
  return presented(trx, row.id);
}

interface StoredPost {
  id: string;
  title: string;
  slug: string;
  content: string;
  contentMarkdown: string | null;
  excerpt: string | null;
  categoryId: string | null;
  status: string;
  publishedAt: Date | null;
}

/** Changes the fields sent; a body or excerpt changed remakes what depends on it. */
export async function blogPostUpdater({
  trx,
  input: { id, changes },
}: Command<{ id: string; changes: BlogPostChanges }>): Promise<WrittenBlogPost> {
  const stored: StoredPost | undefined = await trx('blogPosts')
    .where({ id })
    .forUpdate()
    .first(
      'id',
      'title',
      'slug',
      'content',
      'contentMarkdown',
      'excerpt',
      'categoryId',
      'status',
      'publishedAt',
    );
  if (!stored) throw notFound(publishingMessages.postNotFound);

  const update: Record<string, unknown> = {};
  const title = changes.title ?? stored.title;
  if (changes.title !== undefined) update.title = changes.title;

  if (changes.slug !== undefined && changes.slug !== stored.slug)
    update.slug = await addressFor(trx, { title, slug: changes.slug }, id);

  if (changes.categoryId !== undefined) {
    await assertCategory(trx, changes.categoryId);
    update.categoryId = changes.categoryId;
  }

  if (changes.markdown !== undefined || changes.excerpt !== undefined) {
    // An excerpt that was made from the old body is made again from the new one.
    const storedExcerptWritten =
      Boolean(stored.excerpt?.trim()) && stored.excerpt !== excerptOf(stored.content);
    const excerpt =
      changes.excerpt !== undefined ? changes.excerpt : storedExcerptWritten ? stored.excerpt : null;
    Object.assign(
      update,
      changes.markdown !== undefined
        ? { ...bodyOrRefuse(changes.markdown, excerpt), contentMarkdown: changes.markdown }
        : postBodyOf(stored.content, excerpt),
    );
  }

  for (const field of ['featuredImage', 'tags', 'seoTitle', 'seoDescription'] as const) {
    if (changes[field] !== undefined) update[field] = changes[field];
  }

  const status = changes.status ?? stored.status;
  if (changes.status !== undefined) update.status = changes.status;
  const publishedAt = changes.publishedAt !== undefined ? changes.publishedAt : stored.publishedAt;
  const dated = publicationDate(status, publishedAt);
  if (changes.publishedAt !== undefined || dated !== publishedAt) update.publishedAt = dated;

  if (Object.keys(update).length > 0) {
    await refusingAddressRace(() =>
      trx('blogPosts')
        .where({ id })
        .update({ ...update, updatedAt: trx.fn.now() }),
    );
    await recountCategories(trx, [
      stored.categoryId,
      (update.categoryId as string | null | undefined) ?? null,
    ]);
  }
  return presented(trx, id);
}
