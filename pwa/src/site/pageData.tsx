/**
 * The data a public page is made of when it changes after the build (the blog, the podcast's
 * latest episode): the server
 * loads it while rendering the page (entry-server.tsx), renders with it and sends it along in
 * the HTML as JSON, so the browser hydrates with exactly the same data and asks for nothing.
 * Where no server rendered the page (the development server, the app's own router), the same
 * loader runs in the browser against the public API.
 */
import { createContext, useContext } from 'react';
import type {
  BlogCategory,
  BlogListQuery,
  BlogPost,
  BlogPostList,
  BlogPostListItem,
  BlogPostStats,
} from '@contract/blog';
import type { PodcastEpisode } from '@contract/podcast';
import type { PublicTestimonial } from '@contract/testimonialOptions';

/** What the pages read; the server answers from the database, the browser from the API. */
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

export interface PageDataRequest {
  params: Record<string, string | undefined>;
  searchParams: URLSearchParams;
  site: SiteData;
}

export type PageDataLoader<T = unknown> = (request: PageDataRequest) => Promise<PageData<T>>;

/** A route's handle that names its loader. */
export interface PageDataHandle {
  pageData: PageDataLoader;
}

/**
 * A loader in a module of its own, fetched when first called: the route table (part of every
 * public page's first download) names it without bringing its code along.
 */
export function lazyPageData<M, K extends keyof M>(load: () => Promise<M>, name: K): PageDataHandle {
  return {
    pageData: async (request) => {
      const loader = (await load())[name] as unknown as PageDataLoader;
      return loader(request);
    },
  };
}

export function pageDataLoaderOf(handle: unknown): PageDataLoader | undefined {
  const loader = (handle as Partial<PageDataHandle> | null | undefined)?.pageData;
  return typeof loader === 'function' ? loader : undefined;
}

/** The id of the <script type="application/json"> that carries a rendered page's data. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

export const PageDataContext = createContext<PageData | undefined>(undefined);

/** The page's data; undefined while a page rendered in the browser still loads it. */
export function usePageData<T>(): PageData<T> | undefined {
  return useContext(PageDataContext) as PageData<T> | undefined;
}

/** The data a server-rendered document carries, if any. */
export function embeddedPageData(document: Document): PageData | undefined {
  const text = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as PageData;
  } catch {
    return undefined;
  }
}
