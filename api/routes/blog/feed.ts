import type { Middleware } from 'koa';
import { brand } from '@contract/brand.ts';
import type { BlogCategory, BlogPostSummary } from '@contract/blog.ts';
import { xmlText } from '../../lib/xmlText.ts';
import { listBlogCategories, listBlogPosts } from '../../queries/blog.ts';
import type { AppContextExtensions, AppState } from '../../types.ts';

export const FEED_PATH = '/rss.xml';
const FEED_SIZE = 20;

const postUrl = (origin: string, slug: string) => `${origin}/blog/${encodeURIComponent(slug)}`;
const rfc822 = (iso: string) => new Date(iso).toUTCString();

/** RSS 2.0 of the newest posts: title, link, permanent guid, date, excerpt, category, tags. */
export function rssXml(
  origin: string,
  posts: readonly BlogPostSummary[],
  categories: readonly BlogCategory[],
): string {
  const categoryName = new Map(categories.map((category) => [category.id, category.name]));
  const items = posts.map((post) => {
    const link = postUrl(origin, post.slug);
    const category = post.categoryId ? categoryName.get(post.categoryId) : undefined;
    return [
      '    <item>',
      `      <title>${xmlText(post.title)}</title>`,
      `      <link>${xmlText(link)}</link>`,
      `      <guid isPermaLink="true">${xmlText(link)}</guid>`,
      `      <pubDate>${rfc822(post.publishedAt ?? post.createdAt)}</pubDate>`,
      `      <description>${xmlText(post.excerpt)}</description>`,
      ...(category ? [`      <category>${xmlText(category)}</category>`] : []),
      ...post.tags.map((tag) => `      <category>${xmlText(tag)}</category>`),
      '    </item>',
    ].join('\n');
  });
  const newest = posts[0];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${xmlText(`${brand.name} Blog`)}</title>`,
    `    <link>${xmlText(`${origin}/blog`)}</link>`,
    `    <description>${xmlText(brand.description)}</description>`,
    '    <language>en-us</language>',
    ...(newest
      ? [`    <lastBuildDate>${rfc822(newest.publishedAt ?? newest.createdAt)}</lastBuildDate>`]
      : []),
    `    <atom:link href="${xmlText(origin + FEED_PATH)}" rel="self" type="application/rss+xml" />`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** GET /rss.xml: the blog's newest posts for feed readers, written for the public address (APP_URL). */
export function blogFeed(origin: string): Middleware<AppState, AppContextExtensions> {
  return async (ctx, next) => {
    if (ctx.path !== FEED_PATH || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    const [{ posts }, categories] = await Promise.all([
      listBlogPosts(ctx.db, { search: null, category: null, tag: null, page: 1, limit: FEED_SIZE }),
      listBlogCategories(ctx.db),
    ]);
    ctx.type = 'application/rss+xml; charset=utf-8';
    ctx.set('Cache-Control', 'public, max-age=600');
    ctx.body = rssXml(origin, posts, categories);
  };
}
