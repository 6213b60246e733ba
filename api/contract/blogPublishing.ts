/**
 * Writing the blog and the podcast in the Agent Office (admins): a post written in Markdown and
 * a podcast episode, as the office's forms check them and the API accepts them, and what the
 * office reads back. Pure valibot: no Node or DOM imports.
 */
import * as v from 'valibot';
import { AUDIO_EXTENSIONS, audioTypeOf, type PodcastEpisode } from './podcast.ts';

export const WRITTEN_POST_STATUSES = ['draft', 'published'] as const;
export type WrittenPostStatus = (typeof WRITTEN_POST_STATUSES)[number];

export const POST_TITLE_MAX = 200;
export const POST_SLUG_MAX = 80;
/** Characters: a long article is some tens of thousands; this keeps one request reasonable. */
export const POST_MARKDOWN_MAX = 200_000;
export const POST_EXCERPT_MAX = 300;
export const POST_TAGS_MAX = 20;
export const POST_TAG_MAX = 40;
/** What search engines show of a title and a description before they cut it. */
export const SEO_TITLE_MAX = 70;
export const SEO_DESCRIPTION_MAX = 160;
export const URL_MAX = 2000;
export const EPISODE_DESCRIPTION_MAX = 5000;
/** A day, in seconds: no episode is longer. */
export const EPISODE_DURATION_MAX = 86_400;
export const EPISODE_NUMBER_MAX = 100_000;
/** Bytes: what the database's integer holds, some hours of audio at any usual quality. */
export const AUDIO_LENGTH_MAX = 2_147_483_647;

export const publishingMessages = {
  titleRequired: 'Title is required',
  titleTooLong: `Title must be at most ${POST_TITLE_MAX} characters`,
  slugInvalid: `The address may use only lower-case letters, digits and single dashes (at most ${POST_SLUG_MAX} characters)`,
  slugTaken:
    'Another post already uses this address: choose another, or leave it empty to make one from the title',
  markdownRequired: 'The post needs a body',
  markdownTooLong: `The body must be at most ${POST_MARKDOWN_MAX.toLocaleString('en-US')} characters`,
  bodyEmptyOnceSafe: 'Nothing of the body is left once scripts and unsafe markup are removed',
  excerptTooLong: `Excerpt must be at most ${POST_EXCERPT_MAX} characters`,
  featuredImageInvalid: 'Featured image must be a web address starting with http:// or https://',
  categoryNotFound: 'Category not found',
  tagsInvalid: `Tags must be a list of at most ${POST_TAGS_MAX} tags`,
  tagsTooMany: `A post may have at most ${POST_TAGS_MAX} tags`,
  tagTooLong: `Each tag must be at most ${POST_TAG_MAX} characters`,
  seoTitleTooLong: `SEO title must be at most ${SEO_TITLE_MAX} characters`,
  seoDescriptionTooLong: `SEO description must be at most ${SEO_DESCRIPTION_MAX} characters`,
  statusInvalid: 'Status must be draft or published',
  publishedAtInvalid: 'Publish date must be a date and time such as 2026-05-01T09:00:00Z',
  postNotFound: 'Blog post not found',
  slugRace: 'Another post took this address a moment ago: save again to get a free one',
  episodeNotFound: 'Podcast episode not found',
  episodeTitleRequired: 'Episode title is required',
  episodeDescriptionTooLong: `Description must be at most ${EPISODE_DESCRIPTION_MAX} characters`,
  audioUrlRequired: 'Audio address is required',
  audioUrlInvalid: 'Audio address must be a web address starting with http:// or https://',
  audioUrlNotAudio: `Audio address must point at an audio file (${AUDIO_EXTENSIONS.map((extension) => `.${extension}`).join(', ')}), not a web page`,
  audioLengthInvalid: `Audio size must be a whole number of bytes from 1 to ${AUDIO_LENGTH_MAX.toLocaleString('en-US')}`,
  urlInvalid: 'Must be a web address starting with http:// or https://',
  durationInvalid: `Duration must be a whole number of seconds from 1 to ${EPISODE_DURATION_MAX}`,
  episodeNumberInvalid: `Episode number must be a whole number from 1 to ${EPISODE_NUMBER_MAX}`,
  seasonNumberInvalid: `Season number must be a whole number from 1 to ${EPISODE_NUMBER_MAX}`,
  isPublishedInvalid: 'Published must be true or false',
} as const;

const HTTP_URL = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** Trimmed text that must be there, at most `max` characters. */
const RequiredText = (max: number, required: string, tooLong: string) =>
  v.pipe(
    v.optional(v.nullable(v.string(required)), ''),
    v.transform((value) => (value ?? '').trim()),
    v.nonEmpty(required),
    v.maxLength(max, tooLong),
  );

/** Trimmed text that may be left empty (then null), at most `max` characters. */
const OptionalText = (max: number, tooLong: string) =>
  v.pipe(
    v.optional(v.nullable(v.string(tooLong)), ''),
    v.transform((value) => (value ?? '').trim()),
    v.maxLength(max, tooLong),
    v.transform((value) => (value === '' ? null : value)),
  );

/** An http(s) address that may be left empty (then null). */
const OptionalUrl = (message: string) =>
  v.pipe(
    OptionalText(URL_MAX, message),
    v.check((value) => value === null || HTTP_URL.test(value), message),
  );

const RequiredUrl = (required: string, invalid: string) =>
  v.pipe(
    RequiredText(URL_MAX, required, invalid),
    v.check((value) => HTTP_URL.test(value), invalid),
  );

/** An ISO 8601 date (and time) that may be left empty (then null); given back as an ISO instant. */
const OptionalInstant = v.pipe(
  v.optional(v.nullable(v.string(publishingMessages.publishedAtInvalid)), ''),
  v.transform((value) => (value ?? '').trim()),
  v.check(
    (value) => value === '' || (ISO_DATE.test(value) && !Number.isNaN(Date.parse(value))),
    publishingMessages.publishedAtInvalid,
  ),
  v.transform((value) => (value === '' ? null : new Date(value).toISOString())),
);

/** Tags: each trimmed, blanks dropped, the same tag twice (in any case) kept once. */
export function tidyTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim().replace(/\s+/g, ' ');
    const key = tag.toLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    kept.push(tag);
  }
  return kept;
}

const Tags = v.pipe(
  v.optional(
    v.nullable(v.array(v.string(publishingMessages.tagsInvalid), publishingMessages.tagsInvalid)),
    [],
  ),
  v.transform((tags) => tidyTags(tags ?? [])),
  v.check((tags) => tags.every((tag) => tag.length <= POST_TAG_MAX), publishingMessages.tagTooLong),
  v.maxLength(POST_TAGS_MAX, publishingMessages.tagsTooMany),
);

/** A whole number in [1, max] that may be left empty (then null). */
const OptionalWholeNumber = (max: number, message: string) =>
  v.pipe(
    v.optional(v.nullable(v.union([v.number(message), v.literal('')], message)), null),
    v.transform((value) => (value === '' ? null : value)),
    v.check((value) => value === null || (Number.isInteger(value) && value >= 1 && value <= max), message),
  );

/**
 * A post as an admin writes it. The address is made from the title when left empty (and kept
 * unique); the excerpt is made from the body when left empty; a published post without a date
 * is dated when it is saved. A date in the future schedules it.
 */
export const BlogPostDraft = v.object({
  title: RequiredText(POST_TITLE_MAX, publishingMessages.titleRequired, publishingMessages.titleTooLong),
  slug: v.pipe(
    OptionalText(POST_SLUG_MAX, publishingMessages.slugInvalid),
    v.transform((value) => value?.toLowerCase() ?? null),
    v.check((value) => value === null || SLUG.test(value), publishingMessages.slugInvalid),
  ),
  markdown: v.pipe(
    v.optional(v.nullable(v.string(publishingMessages.markdownRequired)), ''),
    v.transform((value) => (value ?? '').replace(/\r\n?/g, '\n')),
    v.check((value) => value.trim() !== '', publishingMessages.markdownRequired),
    v.maxLength(POST_MARKDOWN_MAX, publishingMessages.markdownTooLong),
  ),
  excerpt: OptionalText(POST_EXCERPT_MAX, publishingMessages.excerptTooLong),
  featuredImage: OptionalUrl(publishingMessages.featuredImageInvalid),
  categoryId: v.pipe(
    v.optional(v.nullable(v.string(publishingMessages.categoryNotFound)), ''),
    v.transform((value) => (value ?? '').trim()),
    v.check(
      (value) => value === '' || v.is(v.pipe(v.string(), v.uuid()), value),
      publishingMessages.categoryNotFound,
    ),
    v.transform((value) => (value === '' ? null : value)),
  ),
  tags: Tags,
  seoTitle: OptionalText(SEO_TITLE_MAX, publishingMessages.seoTitleTooLong),
  seoDescription: OptionalText(SEO_DESCRIPTION_MAX, publishingMessages.seoDescriptionTooLong),
  status: v.optional(v.picklist(WRITTEN_POST_STATUSES, publishingMessages.statusInvalid), 'draft'),
  publishedAt: OptionalInstant,
});
export type BlogPostDraftInput = v.InferInput<typeof BlogPostDraft>;
export type BlogPostDraft = v.InferOutput<typeof BlogPostDraft>;

/** An edit: the fields sent change, the others stay as stored. */
export const BlogPostChanges = v.partial(BlogPostDraft);
export type BlogPostChanges = v.InferOutput<typeof BlogPostChanges>;

export const BlogPreviewInput = v.object({
  markdown: v.pipe(
    v.optional(v.nullable(v.string(publishingMessages.markdownRequired)), ''),
    v.transform((value) => value ?? ''),
    v.maxLength(POST_MARKDOWN_MAX, publishingMessages.markdownTooLong),
  ),
});

/** The body as it would be stored: the HTML a page shows, its excerpt and reading time. */
export interface BlogPreview {
  html: string;
  excerpt: string;
  readingTime: number;
}

/** A post as the office edits it: every status, with the source it was written in. */
export interface WrittenBlogPost {
  id: string;
  slug: string;
  title: string;
  /** The Markdown source, or the stored HTML for a post that has none (imported ones). */
  markdown: string;
  hasMarkdownSource: boolean;
  /** The sanitised HTML every page shows. */
  content: string;
  excerpt: string;
  /** False when the excerpt was made from the body (the editor then leaves its field empty). */
  excerptWritten: boolean;
  featuredImage: string | null;
  categoryId: string | null;
  categoryName: string | null;
  tags: string[];
  seoTitle: string | null;
  seoDescription: string | null;
  status: 'draft' | 'published' | 'archived';
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
  readingTime: number;
  originalLink: string | null;
}

export interface WrittenBlogPostList {
  posts: WrittenBlogPost[];
}

export interface WrittenBlogPostSaved {
  success: true;
  data: WrittenBlogPost;
}

/**
 * An episode's audio: a file players and podcast apps can play, named by its extension. A video
 * or web page would leave the home page's player and the podcast feed with nothing to play.
 */
const AudioUrl = v.pipe(
  RequiredUrl(publishingMessages.audioUrlRequired, publishingMessages.audioUrlInvalid),
  v.check((value) => audioTypeOf(value) !== null, publishingMessages.audioUrlNotAudio),
);

/** A podcast episode as an admin adds or edits it. A published episode without a date is dated when saved. */
export const PodcastEpisodeDraft = v.object({
  title: RequiredText(
    POST_TITLE_MAX,
    publishingMessages.episodeTitleRequired,
    publishingMessages.titleTooLong,
  ),
  description: OptionalText(EPISODE_DESCRIPTION_MAX, publishingMessages.episodeDescriptionTooLong),
  audioUrl: AudioUrl,
  /** The file's size, for podcast apps; unknown when left empty. */
  audioLengthBytes: OptionalWholeNumber(AUDIO_LENGTH_MAX, publishingMessages.audioLengthInvalid),
  duration: OptionalWholeNumber(EPISODE_DURATION_MAX, publishingMessages.durationInvalid),
  episodeNumber: OptionalWholeNumber(EPISODE_NUMBER_MAX, publishingMessages.episodeNumberInvalid),
  seasonNumber: OptionalWholeNumber(EPISODE_NUMBER_MAX, publishingMessages.seasonNumberInvalid),
  publishedAt: OptionalInstant,
  isPublished: v.optional(v.boolean(publishingMessages.isPublishedInvalid), false),
  thumbnailUrl: OptionalUrl(publishingMessages.urlInvalid),
  transcriptUrl: OptionalUrl(publishingMessages.urlInvalid),
  tags: Tags,
  spotifyUrl: OptionalUrl(publishingMessages.urlInvalid),
  appleUrl: OptionalUrl(publishingMessages.urlInvalid),
  googleUrl: OptionalUrl(publishingMessages.urlInvalid),
});
export type PodcastEpisodeDraftInput = v.InferInput<typeof PodcastEpisodeDraft>;
export type PodcastEpisodeDraft = v.InferOutput<typeof PodcastEpisodeDraft>;

export const PodcastEpisodeChanges = v.partial(PodcastEpisodeDraft);
export type PodcastEpisodeChanges = v.InferOutput<typeof PodcastEpisodeChanges>;

/** An episode as the office edits it: published or not. */
export interface WrittenPodcastEpisode extends PodcastEpisode {
  isPublished: boolean;
  transcriptUrl: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface WrittenPodcastEpisodeList {
  episodes: WrittenPodcastEpisode[];
}

export interface WrittenPodcastEpisodeSaved {
  success: true;
  data: WrittenPodcastEpisode;
}
