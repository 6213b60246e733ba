/**
 * The data a public page is made of when it changes after the build (the blog, the podcast's
 * latest episode): the server
 * loads it while rendering the page (entry-server.tsx), renders with it and sends it along in
 * the HTML as JSON, so the browser hydrates with exactly the same data and asks for nothing.
 * Where no server rendered the page (the development server, the app's own router), the same
 * loader runs in the browser against the public API.
 */
import { createContext, useContext } from 'react';
import { PAGE_DATA_ELEMENT_ID, type PageData, type SiteData } from '@contract/renderedPage';

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
