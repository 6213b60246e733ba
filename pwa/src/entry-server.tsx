/**
 * The public pages rendered to HTML on the server. The server
 * (api/pages) calls `renderPage` for a navigation; the same routes and components then hydrate
 * in the browser. Built by `vite build --ssr` into pwa/dist-server.
 */
import { StrictMode, type ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router-dom';
import { AppProviders } from './app/App';
import { routes } from './app/routes';
import { isServerRendered, rendersOnServer, SITE_PAGE_ROUTE_ID } from './app/serverRendered';
import { flightPath, hotelPath } from '@contract/sitePaths';
import { flights, hotels } from '@content/bookingSamples';
import { headTags, pageTitle, type PageHead } from './lib/pageHead';
import { PageHeadCollector } from './lib/usePageMeta';
import type { LazyPage } from './lib/lazyPage';
import { PageDataContext, pageDataLoaderOf } from './site/pageData';
import type { PageData, RenderResult, SiteData } from '@contract/renderedPage';
import { AgencyContext } from './site/agencyDetails';
import { pageStatusOf } from './site/pageStatus';
import type { AgencyDetails } from '@contract/agency';

const handler = createStaticHandler(routes);

async function toText(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream)
    text += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
  return text;
}

/** The lazily loaded page modules among the matched routes' elements. */
function pageModules(matched: Array<{ route: { element?: unknown } }>): string[] {
  return matched.flatMap(({ route }) => {
    const element = route.element as ReactElement | undefined;
    const source = (element?.type as Partial<LazyPage<never>> | undefined)?.source;
    return source ? [source] : [];
  });
}

/** The data of the matched page, when its route names a loader. */
async function loadPageData(
  matches: Array<{ route: { handle?: unknown }; params: Record<string, string | undefined> }>,
  searchParams: URLSearchParams,
  site: SiteData | undefined,
): Promise<PageData | undefined> {
  const match = matches.findLast(({ route }) => pageDataLoaderOf(route.handle));
  const loader = match && pageDataLoaderOf(match.route.handle);
  if (!match || !loader) return undefined;
  if (!site) throw new Error('this page needs the site data to be rendered');
  return loader({ params: match.params, searchParams, site });
}

/** The status the matched page gives its address itself (an unknown sample hotel: 404), if it does. */
async function statusOfPage(
  matches: Array<{ route: { handle?: unknown }; params: Record<string, string | undefined> }>,
): Promise<number | undefined> {
  const match = matches.findLast(({ route }) => pageStatusOf(route.handle));
  const statusOf = match && pageStatusOf(match.route.handle);
  return match && statusOf ? statusOf(match.params) : undefined;
}

/**
 * Renders the page at `url` (path and query) as the site at `origin` would show it to a
 * visitor who is not signed in; the header's session buttons settle in the browser. `site`
 * answers the pages made of data that changes after the build (the blog); `agency` is the
 * configured address, phone, hours and registration the footer and structured data print.
 */
export async function renderPage(
  url: string,
  origin: string,
  site?: SiteData,
  agency?: AgencyDetails,
): Promise<RenderResult> {
  const request = new Request(new URL(url, origin));
  const context = await handler.query(request);
  if (context instanceof Response) return { kind: 'client-only' };
  if (!isServerRendered(context.matches)) return { kind: 'client-only' };
  const pageData = await loadPageData(context.matches, new URL(url, origin).searchParams, site);

  let head: PageHead = { title: pageTitle(), description: '' };
  const { pathname } = new URL(url, origin);
  const collect = (pageHead: PageHead) => {
    head = pageHead;
  };
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <PageHeadCollector.Provider value={collect}>
        <PageDataContext value={pageData}>
          <AgencyContext value={agency ?? null}>
            <AppProviders>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </AppProviders>
          </AgencyContext>
        </PageDataContext>
      </PageHeadCollector.Provider>
    </StrictMode>,
    // Every boundary inline, in document order: React otherwise moves large ones to the end of
    // the document with an inline script to put them back, which the CSP (script-src 'self')
    // refuses and a crawler may not run.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const body = await toText(prelude);
  const notFound = context.matches.at(-1)?.route.path === '*';
  return {
    kind: 'page',
    status: notFound
      ? 404
      : (pageData?.status ?? (await statusOfPage(context.matches)) ?? context.statusCode),
    body,
    head: headTags(head, origin, pathname),
    modules: pageModules(context.matches),
    pageData,
  };
}

function sitePageRoutes(tree: RouteObject[]): RouteObject[] {
  for (const route of tree) {
    if (route.id === SITE_PAGE_ROUTE_ID) return route.children ?? [];
    const found = sitePageRoutes(route.children ?? []);
    if (found.length > 0) return found;
  }
  return [];
}

/**
 * Every address the server renders, for the sitemap: the public pages and the catalogue's
 * hotel and flight pages. Pages made of private or live data and the not-found page are not in it.
 */
export function publicPaths(): string[] {
  const pages = sitePageRoutes(routes)
    .filter((route) => rendersOnServer(route.handle) && route.path !== '*')
    .filter((route) => route.index || (route.path !== undefined && !route.path.includes(':')))
    .map((route) => (route.index ? '/' : (route.path as string)));
  return [
    ...pages,
    ...hotels.map((hotel) => hotelPath(hotel.id)),
    ...flights.map((flight) => flightPath(flight.id)),
  ];
}
