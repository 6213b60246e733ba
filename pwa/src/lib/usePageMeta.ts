import { createContext, useContext, useEffect } from 'react';
import { brand } from '@contract/brand';
import { applyHead, pageTitle, type JsonLd, type PageHead } from './pageHead';

export { pageTitle } from './pageHead';

/** Set by the server renderer: the page's head is handed over during the render itself. */
export const PageHeadCollector = createContext<((head: PageHead) => void) | null>(null);

interface PageMetaOptions {
  /** Structured data for search engines, built for the site's origin. */
  jsonLd?: (origin: string) => JsonLd[];
  image?: string;
  type?: PageHead['type'];
}

/**
 * The page's title, description and structured data. On the server they go into the HTML's
 * <head>; in the browser the document's head follows the page the visitor moved to.
 */
export function usePageMeta(
  title?: string,
  description: string = brand.description,
  { jsonLd, image, type }: PageMetaOptions = {},
): void {
  const collect = useContext(PageHeadCollector);
  const head: PageHead = { title: pageTitle(title), description, jsonLd, image, type };
  collect?.(head);
  useEffect(() => {
    applyHead({ title: pageTitle(title), description, jsonLd, image, type });
    // jsonLd is a new function each render; the page's identity is its title and description.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [title, description, image, type]);
}
