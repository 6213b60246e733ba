/**
 * The public pages as HTML: the built server bundle
 * (pwa/dist-server/entry-server.js) renders a page with the same React components the browser
 * hydrates; the result is poured into the site build's site.html and kept in memory, so each address
 * is rendered once per process. Pages known at build time and pages added later (blog posts)
 * go the same way.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderResult, SiteData } from '@contract/renderedPage.ts';
import type { AgencyDetails } from '@contract/agency.ts';
import { onBlogChanged } from '../lib/blogChanges.ts';
import { onTestimonialsChanged } from '../lib/testimonialChanges.ts';
import { moduleLinks, type BuildManifest } from './buildManifest.ts';
import { pageDocument } from './pageDocument.ts';

export type RenderPage = (
  url: string,
  origin: string,
  site?: SiteData,
  agency?: AgencyDetails,
) => Promise<RenderResult>;

/** What the server bundle (pwa/src/entry-server.tsx) provides. */
export interface PageModule {
  renderPage: RenderPage;
  /** Every address the server renders, for the sitemap. */
  publicPaths(): string[];
}

export interface RenderedDocument {
  status: number;
  html: string;
  etag: string;
}

export interface PageRenderer {
  /** The page at `url` (path and query) as HTML, or null when the browser renders it (the app shell). */
  render(url: string): Promise<RenderedDocument | null>;
  /** Forgets every rendered page, e.g. once content they show changed. */
  clear(): void;
  /** Every address the server renders (the sitemap lists them). */
  publicPaths(): string[];
  /** The public address the pages are rendered for (APP_URL). */
  origin: string;
}

interface Options {
  pages: PageModule;
  /** The site build's page template (site.html). */
  template: string;
  manifest: BuildManifest;
  /** The public address (APP_URL): canonical links and structured data use it. */
  origin: string;
  /** How many rendered addresses to keep; the least recently used go first. */
  cacheSize?: number;
  /** What pages made of changing data (the blog) are rendered from. */
  site?: SiteData;
  /** The agency's configured address, phone, hours and registration (footer, structured data). */
  agency?: AgencyDetails;
  /**
   * How long a page made of changing data is kept (ms): a post's figures (likes, comments)
   * move without the post changing. Any change of the blog's content forgets such pages at once.
   */
  dataPageMaxAge?: number;
  now?: () => number;
}

interface CachedPage {
  rendering: Promise<RenderedDocument | null>;
  /** When it stops being served (pages made of data), or Infinity. */
  expires: number;
}

export function createPageRenderer({
  pages,
  template,
  manifest,
  origin,
  cacheSize = 300,
  site,
  agency,
  dataPageMaxAge = 60_000,
  now = Date.now,
}: Options): PageRenderer {
  const cache = new Map<string, CachedPage>();
  // Addresses whose page was made of data, forgotten when the blog changes.
  const dataPages = new Set<string>();

  const forget = (url: string) => {
    cache.delete(url);
    dataPages.delete(url);
  };

  const renderUncached = async (url: string, entry: CachedPage): Promise<RenderedDocument | null> => {
    const result = await pages.renderPage(url, origin, site, agency);
    if (result.kind !== 'page') return null;
    const html = pageDocument(template, {
      head: result.head,
      body: result.body,
      links: moduleLinks(manifest, result.modules),
      data: result.pageData,
      agency,
    });
    if (result.pageData) {
      entry.expires = now() + dataPageMaxAge;
      dataPages.add(url);
      // A page that could not load its data (503) is tried again by the next visitor.
      if (result.status >= 500) entry.expires = 0;
    }
    const etag = `"${createHash('sha1').update(html).digest('base64url')}"`;
    return { status: result.status, html, etag };
  };

  const forgetDataPages = () => {
    for (const url of [...dataPages]) forget(url);
  };
  onBlogChanged(forgetDataPages);
  onTestimonialsChanged(forgetDataPages);

  return {
    render(url) {
      const cached = cache.get(url);
      if (cached && cached.expires > now()) {
        // Most recently used last: Map keeps insertion order.
        cache.delete(url);
        cache.set(url, cached);
        return cached.rendering;
      }
      const entry: CachedPage = { rendering: Promise.resolve(null), expires: Number.POSITIVE_INFINITY };
      entry.rendering = renderUncached(url, entry);
      cache.set(url, entry);
      // A failed render is not kept: the next request tries again.
      entry.rendering.catch(() => {
        if (cache.get(url) === entry) forget(url);
      });
      while (cache.size > cacheSize) forget(cache.keys().next().value as string);
      return entry.rendering;
    },
    clear() {
      cache.clear();
      dataPages.clear();
    },
    publicPaths: () => pages.publicPaths(),
    origin,
  };
}

/**
 * The renderer of the production build: null when the server bundle is not built (the
 * development server, where Vite serves the pages and the browser renders them).
 */
export async function loadBuiltPageRenderer(
  staticDir: string,
  serverDir: string,
  origin: string,
  site?: SiteData,
  agency?: AgencyDetails,
): Promise<PageRenderer | null> {
  const entry = path.join(serverDir, 'entry-server.js');
  // The site build's (vite.config.ts): the page template with the site's entry, and its files.
  const templateFile = path.join(staticDir, 'site.html');
  const manifestFile = path.join(staticDir, '.vite', 'site-manifest.json');
  if (![entry, templateFile, manifestFile].every((file) => fs.existsSync(file))) return null;
  const pages: PageModule = await import(pathToFileURL(entry).href);
  return createPageRenderer({
    pages,
    template: fs.readFileSync(templateFile, 'utf8'),
    manifest: JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as BuildManifest,
    origin,
    site,
    agency,
  });
}
