/**
 * What a page puts in <head>: title, description, canonical address, Open Graph and Twitter
 * tags, JSON-LD. One description of it, written to HTML by the server (headTags) and applied
 * to the live document by the browser when the visitor moves between pages (applyHead).
 * Pure: no DOM at import time, so the server renders it too.
 */
import { brand } from '@contract/brand';
import { jsonForScript } from '@contract/renderedPage';
import { breadcrumbListJsonLd, DEFAULT_SHARE_IMAGE, type Breadcrumb } from './structuredData';

export type JsonLd = Record<string, unknown>;

export interface PageHead {
  /** The full tab title ("Services | Island Bridge Travel"). */
  title: string;
  description: string;
  /** JSON-LD objects for this page, built for an origin ("https://example.com"). */
  jsonLd?: (origin: string) => JsonLd[];
  /** A path or absolute address of the sharing image; the app icon by default. */
  image?: string;
  /** The Open Graph type: 'website' by default, 'article' for a blog post. */
  type?: 'website' | 'article';
  /** Where the page sits below the home page, ending with the page itself (a BreadcrumbList). */
  breadcrumbs?: readonly Breadcrumb[];
}

export { DEFAULT_SHARE_IMAGE } from './structuredData';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A brand already at the end of a title ("Post — Brand", "Post | Brand"), with its separator. */
const BRAND_SUFFIX = new RegExp(`\\s*[|\u2014\u2013:-]\\s*${escapeRegExp(brand.name)}\\s*$`, 'i');

/**
 * "<page> | <brand>", the pattern of every page title; the brand
 * alone at home. A title that already ends with the brand (an SEO title written with it) keeps
 * it once, so a tab never reads "Post | Brand | Brand".
 */
export function pageTitle(title?: string): string {
  const page = title?.replace(BRAND_SUFFIX, '').trim();
  if (!page || page.toLowerCase() === brand.name.toLowerCase()) return brand.name;
  return `${page} | ${brand.name}`;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function absolute(origin: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, origin).toString();
}

/** The meta tags besides the title, as [attribute, key, content]. */
function metaEntries(
  head: PageHead,
  url: string,
  origin: string,
): Array<['name' | 'property', string, string]> {
  const image = absolute(origin, head.image ?? DEFAULT_SHARE_IMAGE);
  return [
    ['name', 'description', head.description],
    ['property', 'og:type', head.type ?? 'website'],
    ['property', 'og:site_name', brand.name],
    ['property', 'og:title', head.title],
    ['property', 'og:description', head.description],
    ['property', 'og:url', url],
    ['property', 'og:image', image],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', head.title],
    ['name', 'twitter:description', head.description],
    ['name', 'twitter:image', image],
  ];
}

/** The page's own JSON-LD, always led by its WebPage. */
export function pageJsonLd(head: PageHead, url: string, origin: string): JsonLd[] {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      name: head.title,
      description: head.description,
      url,
      isPartOf: { '@type': 'WebSite', name: brand.name, url: `${origin}/` },
    },
    ...(head.jsonLd?.(origin) ?? []),
    ...(head.breadcrumbs?.length ? [breadcrumbListJsonLd(origin, head.breadcrumbs)] : []),
  ];
}

/** The <head> tags of a server-rendered page, for `pathname` on `origin`. */
export function headTags(head: PageHead, origin: string, pathname: string): string {
  const url = absolute(origin, pathname);
  const meta = metaEntries(head, url, origin)
    .map(([attribute, key, content]) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`)
    .join('\n    ');
  const jsonLd = pageJsonLd(head, url, origin)
    .map((entry) => `<script type="application/ld+json">${jsonForScript(entry)}</script>`)
    .join('\n    ');
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    jsonLd,
  ].join('\n    ');
}

function upsert(selector: string, create: () => HTMLElement): HTMLElement {
  return document.head.querySelector<HTMLElement>(selector) ?? document.head.appendChild(create());
}

/** Brings the live document's head in line with the page shown (after a move inside the app). */
export function applyHead(head: PageHead): void {
  const origin = window.location.origin;
  const url = absolute(origin, window.location.pathname);
  document.title = head.title;
  for (const [attribute, key, content] of metaEntries(head, url, origin)) {
    const meta = upsert(`meta[${attribute}="${key}"]`, () => {
      const element = document.createElement('meta');
      element.setAttribute(attribute, key);
      return element;
    });
    meta.setAttribute('content', content);
  }
  const canonical = upsert('link[rel="canonical"]', () => {
    const link = document.createElement('link');
    link.rel = 'canonical';
    return link;
  });
  canonical.setAttribute('href', url);
  for (const script of document.head.querySelectorAll('script[type="application/ld+json"]')) script.remove();
  for (const entry of pageJsonLd(head, url, origin)) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = JSON.stringify(entry);
    document.head.append(script);
  }
}
