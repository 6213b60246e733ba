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
  breadcrumbs?: PageHead['breadcrumbs'];
}

/**
 * The page's title, description and structured data. On the server they go into the HTML's
 * <head>; in the browser the document's head follows the page the visitor moved to.
 */
export function usePageMeta(
  title?: string,
  description: string = brand.description,
  { jsonLd, image, type, breadcrumbs }: PageMetaOptions = {},
): void {
  const collect = useContext(PageHeadCollector);
  const head: PageHead = { title: pageTitle(title), description, jsonLd, image, type, breadcrumbs };
  collect?.(head);
  useEffect(() => {
    applyHead({ title: pageTitle(title), description, jsonLd, image, type, breadcrumbs });
    // jsonLd and breadcrumbs are new each render; the page's identity is its title and description.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [title, description, image, type]);
}
