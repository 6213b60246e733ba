import { useEffect, useState, type ReactNode } from 'react';
import { PageSpinner } from '@pwa/components/PageSpinner';
import type { PageData } from '@contract/renderedPage';
import { PageDataContext, pageDataLoaderOf, usePageData } from './pageData';

interface Match {
  route: { handle?: unknown };
  params: Record<string, string | undefined>;
}

interface Props {
  matches: Match[];
  children: ReactNode;
}

/**
 * Gives a page made of data (the blog) its data. A page the server rendered already has it
 * (hydrateSitePage); where no server did (the development server, a move inside the app's own
 * router), the route's loader runs here against the public API, behind a spinner. A failure
 * is thrown to the page's error boundary, which offline shows the offline page.
 */
export function PageDataGate({ matches, children }: Props) {
  const given = usePageData();
  const match = matches.findLast(({ route }) => pageDataLoaderOf(route.handle));
  const loader = match && pageDataLoaderOf(match.route.handle);
  const [loaded, setLoaded] = useState<PageData | Error | undefined>(undefined);
  const needed = Boolean(loader) && !given;

  useEffect(() => {
    if (!needed || !loader || !match) return;
    let current = true;
    void (async () => {
      try {
        const { siteDataFromApi } = await import('./siteDataFromApi');
        const data = await loader({
          params: match.params,
          searchParams: new URLSearchParams(window.location.search),
          site: siteDataFromApi,
        });
        if (current) setLoaded(data);
      } catch (error) {
        if (current) setLoaded(error instanceof Error ? error : new Error(String(error)));
      }
    })();
    return () => {
      current = false;
    };
    // The gate is keyed by the address: one load per page shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [needed]);

  if (!needed) return <>{children}</>;
  if (loaded instanceof Error) throw loaded;
  if (!loaded) return <PageSpinner />;
  return <PageDataContext value={loaded}>{children}</PageDataContext>;
}
