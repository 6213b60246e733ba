/**
 * What every stored post is made of, however it arrives (written in the office, imported from a
 * feed, seeded): its body sanitised, an excerpt when none was given, its reading time, and a
 * unique address made from its title. One place, so a written post and an imported one can
 * never differ in what reaches a page.
 */
import type { Queryable } from '@db/index.ts';
import { sanitizePostHtml } from './postHtml.ts';

const EXCERPT_LENGTH = 150;
const WORDS_PER_MINUTE = 200;
const SLUG_LENGTH = 80;

/** Tags that end a run of text: their words do not run into the next element's. */
const BLOCK_TAG =
  /<\/?(?:p|div|br|hr|li|ul|ol|h[1-6]|blockquote|pre|table|thead|tbody|tr|td|th|figure|figcaption|section|article|header|footer|img|iframe)\b[^>]*>/gi;

/** The text of some HTML: tags dropped, the commonest entities read, white space collapsed. */
export function textOfHtml(html: string): string {
  return (
    html
      .replace(BLOCK_TAG, ' ')
      // An inline tag sits inside a word or a sentence ("<b>sweet</b>."): it leaves no space.
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#0?39;/g, "'")
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** Stripped content cut at 150 characters. */
export function excerptOf(html: string): string {
  const text = textOfHtml(html);
  return text.length <= EXCERPT_LENGTH ? text : `${text.slice(0, EXCERPT_LENGTH).trimEnd()}...`;
}

/** Minutes to read HTML at 200 words a minute (at least 1). */
export function readingTimeOf(html: string): number {
  const words = textOfHtml(html).split(' ').filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** "Saint Lucia's Piton Hike!" -> "saint-lucias-piton-hike"; "post" when nothing is left. */
export function slugOf(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_LENGTH)
    .replace(/-+$/, '');
  return slug || 'post';
}

/**
 * `wanted` when no other post has it, else the first free "wanted-2", "wanted-3"...
 * `exceptId` is the post being edited, which may keep its own address.
 */
export async function uniqueSlug(db: Queryable, wanted: string, exceptId?: string): Promise<string> {
  const taken = new Set(
    (
      await db('blogPosts')
        .where((same) => void same.where('slug', wanted).orWhere('slug', 'like', `${wanted}-%`))
        .modify((query) => {
          if (exceptId) void query.whereNot('id', exceptId);
        })
        .pluck('slug')
    ).map(String),
  );
  if (!taken.has(wanted)) return wanted;
  for (let n = 2; ; n += 1) if (!taken.has(`${wanted}-${n}`)) return `${wanted}-${n}`;
}

export interface PostBody {
  /** Sanitised HTML: what is stored and what every page shows. */
  content: string;
  excerpt: string;
  readingTime: number;
}

/** A post's body as it is stored: sanitised, with its excerpt (the given one, or made) and reading time. */
export function postBodyOf(html: string, excerpt?: string | null): PostBody {
  const content = sanitizePostHtml(html);
  const given = excerpt ? textOfHtml(excerpt) : '';
  return { content, excerpt: given || excerptOf(content), readingTime: readingTimeOf(content) };
}
