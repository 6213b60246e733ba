/**
 * What passes between the server and the public pages it renders: the data a page is rendered
 * with, what a render answers, and the JSON elements a rendered document carries so the browser
 * hydrates with exactly what the server printed. The server (api/pages) fills these in; the
 * server bundle of the site (pwa/src/entry-server.tsx) and the browser read them.
 */
import type {
  BlogCategory,
  BlogListQuery,
  BlogPost,
  BlogPostList,
  BlogPostListItem,
  BlogPostStats,
} from './blog.ts';
import type { PodcastEpisode } from './podcast.ts';
import type { PublicTestimonial } from './testimonialOptions.ts';

/**
 * The data the pages that change after the build (the blog, the podcast's latest episode,
 * testimonials) read; the server answers from the database, the browser from the API.
 */
export interface SiteData {
  blogPosts(query: BlogListQuery): Promise<BlogPostList>;
  /** Null when no published post has this address. */
  blogPost(slug: string): Promise<BlogPost | null>;
  relatedBlogPosts(post: BlogPost): Promise<BlogPostListItem[]>;
  blogCategories(): Promise<BlogCategory[]>;
  blogTags(): Promise<string[]>;
  blogStats(postId: string): Promise<BlogPostStats>;
  /** The newest published podcast episode, or null when there is none. */
  latestEpisode(): Promise<PodcastEpisode | null>;
  /** The newest approved testimonials, at most `limit`; a site that has none may leave it out. */
  approvedTestimonials?(limit: number): Promise<PublicTestimonial[]>;
}

/** A page's data and the status its address answers with (404 for a post that is not there). */
export interface PageData<T = unknown> {
  status: number;
  data: T;
}

export interface RenderedPage {
  kind: 'page';
  status: number;
  /** The markup that goes inside <div id="root">. */
  body: string;
  /** The page's <head> tags: title, description, canonical, Open Graph, Twitter, JSON-LD. */
  head: string;
  /** Source paths (from the app's root) of the lazily loaded modules the page is made of. */
  modules: string[];
  /** The data the page was rendered with, sent along for hydration. */
  pageData?: PageData;
}

/** Not a server-rendered route (an account screen, the office, a page made of private data). */
export interface ClientOnlyPage {
  kind: 'client-only';
}

export type RenderResult = RenderedPage | ClientOnlyPage;

/** The id of the <script type="application/json"> that carries a rendered page's data. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** The id of the <script type="application/json"> that carries the agency's details. */
export const AGENCY_ELEMENT_ID = 'agency-details';

/** JSON inside <script>: a "</script>" or "<!--" in a text must not end the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
