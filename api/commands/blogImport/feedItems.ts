/**
 * An RSS (2.0, also 1.0 and 0.9) or Atom document read into the fields of a post, item by item,
 * with rss-parser. Nothing here is trusted yet: bodies are sanitised and rows written by the
 * importer (./index.ts); addresses are kept only when they are http(s).
 */
import Parser from 'rss-parser';
import sanitizeHtml from 'sanitize-html';
import { textOfHtml, type PostBody } from '../../lib/postFields.ts';
import { BlogFeedError } from './feedSource.ts';

/** One item of a feed, as a post would be made of it. */
export interface FeedPost {
  /** 1 for the feed's first item, for messages about it. */
  position: number;
  /** What makes the item the same item in the next import: its guid or id, else its link. */
  sourceRssId: string | null;
  title: string;
  /** The body as the feed gives it (not yet sanitised). */
  html: string;
  /** The item's own summary, when the feed gives one beside the body (not yet sanitised). */
  summaryHtml: string | null;
  /** From the item's enclosure or media elements; the importer falls back on the body's first image. */
  imageUrl: string | null;
  publishedAt: Date | null;
  originalLink: string | null;
  categories: string[];
  /** The body once sanitised, when it was made where the feed was parsed (a worker). */
  body?: PostBody;
}

const TITLE_LENGTH = 300;
const CATEGORY_LENGTH = 60;
const MAX_CATEGORIES = 20;
const IMAGE_FILE = /\.(avif|gif|jpe?g|png|webp|svg)$/i;
/** Never valid in XML, yet tolerated by the parser; PostgreSQL refuses text holding a NUL. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

type Node = unknown;
type Item = Record<string, unknown>;

const parser = new Parser<Record<string, unknown>, Item>({
  customFields: {
    item: [
      ['media:content', 'mediaContent', { keepArray: true }],
      ['media:thumbnail', 'mediaThumbnail', { keepArray: true }],
      ['media:group', 'mediaGroup', { keepArray: true }],
      // Atom's <category term label> is not read by the parser; RSS's arrives here too.
      ['category', 'categoryNodes', { keepArray: true }],
    ],
  },
});

/** The posts of a feed document; a document that is not a feed is refused with the reason. */
export async function feedPostsOf(xml: string, location: string): Promise<FeedPost[]> {
  let feed: Awaited<ReturnType<typeof parser.parseString>>;
  try {
    feed = await parser.parseString(xml.replace(CONTROL_CHARACTERS, ''));
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0];
    throw new BlogFeedError(`${location} is not an RSS or Atom feed (${reason}).`);
  }
  const feedLink = httpUrl(stringOf(feed.link), location) ?? undefined;
  return (feed.items as Item[]).map((item, index) => feedPostOf(item, index + 1, feedLink));
}

function feedPostOf(item: Item, position: number, feedLink: string | undefined): FeedPost {
  const link = stringOf(item.link).trim();
  const originalLink = httpUrl(link, feedLink);
  const base = originalLink ?? feedLink;
  const encoded = stringOf(item['content:encoded']);
  const content = stringOf(item.content);
  const summary = stringOf(item.summary);
  // The fullest body the item has; what is left over, if anything, is its summary.
  const bodies = [encoded, content, summary].filter((body) => body.trim());
  const published = new Date(stringOf(item.isoDate));
  return {
    position,
    sourceRssId: (stringOf(item.guid) || stringOf(item.id) || link).trim().slice(0, 2000) || null,
    title: textOfHtml(stringOf(item.title)).slice(0, TITLE_LENGTH).trim(),
    html: withAbsoluteUrls(bodies[0] ?? '', base),
    summaryHtml: bodies[1] ?? null,
    imageUrl: imageOf(item, base),
    publishedAt: Number.isNaN(published.getTime()) ? null : published,
    originalLink,
    categories: categoriesOf(item),
  };
}

/** An enclosed image, an image of Media RSS, or its thumbnail. */
function imageOf(item: Item, base: string | undefined): string | null {
  const enclosure = item.enclosure as { url?: string; type?: string } | undefined;
  const group = asArray(item.mediaGroup)[0] as Record<string, Node> | undefined;
  const candidates = [
    ...(enclosure?.url ? [{ url: enclosure.url, type: enclosure.type ?? '', medium: '' }] : []),
    ...[...asArray(item.mediaContent), ...asArray(group?.['media:content'])].map(media),
  ];
  const image = candidates.find(
    ({ url, type, medium }) =>
      medium === 'image' || type.startsWith('image/') || (!type && !medium && IMAGE_FILE.test(pathOf(url))),
  );
  const thumbnail = [...asArray(item.mediaThumbnail), ...asArray(group?.['media:thumbnail'])].map(media)[0];
  for (const url of [image?.url, thumbnail?.url]) {
    const safe = url && httpUrl(url, base);
    if (safe) return safe;
  }
  return null;
}

function media(node: Node): { url: string; type: string; medium: string } {
  return {
    url: attributeOf(node, 'url'),
    type: attributeOf(node, 'type'),
    medium: attributeOf(node, 'medium'),
  };
}

/** RSS categories (text) and Atom ones (label, else term), once each, as tags. */
function categoriesOf(item: Item): string[] {
  const seen = new Set<string>();
  const categories: string[] = [];
  for (const node of asArray(item.categoryNodes)) {
    const name = (stringOf(node) || attributeOf(node, 'label') || attributeOf(node, 'term'))
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, CATEGORY_LENGTH);
    if (!name || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    categories.push(name);
    if (categories.length === MAX_CATEGORIES) break;
  }
  return categories;
}

/**
 * The body with its links and images made absolute against the item's address: copied here,
 * "/images/a.jpg" would otherwise point at this site. Only addresses change; what may stay is
 * decided afterwards by the sanitiser.
 */
function withAbsoluteUrls(html: string, base: string | undefined): string {
  if (!base || !html.trim()) return html;
  const absolute =
    (attribute: string): sanitizeHtml.Transformer =>
    (tagName, attribs) => {
      const value = attribs[attribute];
      if (value === undefined) return { tagName, attribs };
      try {
        return { tagName, attribs: { ...attribs, [attribute]: new URL(value.trim(), base).href } };
      } catch {
        return { tagName, attribs };
      }
    };
  return sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    transformTags: { a: absolute('href'), img: absolute('src'), iframe: absolute('src') },
  });
}

/** `value` as an absolute http(s) address (relative ones read against `base`), or null. */
export function httpUrl(value: string, base?: string): string | null {
  if (!value.trim()) return null;
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function pathOf(url: string): string {
  try {
    return new URL(url, 'https://feed.invalid/').pathname;
  } catch {
    return '';
  }
}

/** The text of a parsed XML node: a string, or the text of an element that has attributes. */
function stringOf(node: Node): string {
  // Character references (&#0;) reach the text even though the characters were removed.
  if (typeof node === 'string') return node.replace(CONTROL_CHARACTERS, '');
  if (node && typeof node === 'object' && typeof (node as { _?: unknown })._ === 'string') {
    return (node as { _: string })._.replace(CONTROL_CHARACTERS, '');
  }
  return '';
}

function attributeOf(node: Node, name: string): string {
  const attributes = (node as { $?: Record<string, unknown> } | undefined)?.$;
  const value = attributes?.[name];
  return typeof value === 'string' ? value.replace(CONTROL_CHARACTERS, '').trim() : '';
}

function asArray(value: unknown): Node[] {
  return Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
}
