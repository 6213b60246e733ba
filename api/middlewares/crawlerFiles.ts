import type { Middleware } from 'koa';
import type { PageRenderer } from '../pages/pageRenderer.ts';
import { xmlText } from '../lib/xmlText.ts';
import { listPostAddresses } from '../queries/blog.ts';
import { blogPostPath } from '@contract/sitePaths.ts';
import type { AppContextExtensions, AppState } from '../types.ts';

/** Screens that are a person's own or the agency's back office, and the API: not for search engines. */
const PRIVATE_PATHS = [
  '/api/',
  '/agent-office',
  '/dashboard',
  '/settings',
  '/login',
  '/reset-password',
  '/p/',
];

/** robots.txt: everything public may be crawled, the private screens not, and where the sitemap is. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** A sitemap entry: an address, with when it last changed when that is known (a blog post). */
export type SitemapEntry = string | { path: string; lastModified: Date };

function sitemapUrl(entry: SitemapEntry, origin: string): string {
  const { path, lastModified } = typeof entry === 'string' ? { path: entry, lastModified: null } : entry;
  const loc = `<loc>${xmlText(new URL(path, origin).toString())}</loc>`;
  return lastModified
    ? `  <url>${loc}<lastmod>${lastModified.toISOString()}</lastmod></url>`
    : `  <url>${loc}</url>`;
}

export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => sitemapUrl(entry, origin));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * GET /robots.txt and GET /sitemap.xml, written for the public address (APP_URL). The sitemap
 * lists every page the server renders and every published blog post with its last change;
 * without the server's page bundle (development) it lists the home page and the posts.
 */
export function crawlerFiles(
  renderer: () => Promise<PageRenderer | null>,
  origin: string,
): Middleware<AppState, AppContextExtensions> {
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path === '/robots.txt') {
      ctx.type = 'text/plain; charset=utf-8';
      ctx.set('Cache-Control', 'public, max-age=3600');
      ctx.body = robotsTxt(origin);
      return;
    }
    if (ctx.path === '/sitemap.xml') {
      const pages = await renderer();
      ctx.type = 'application/xml; charset=utf-8';
      ctx.set('Cache-Control', 'public, max-age=3600');
      ctx.body = sitemapXml(origin, [
        ...(pages ? pages.publicPaths() : ['/']),
        ...(await listPostAddresses(ctx.db)).map(({ slug, lastModified }) => ({
          path: blogPostPath(slug),
          lastModified,
        })),
      ]);
      return;
    }
    return next();
  };
}
