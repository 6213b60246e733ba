/**
 * Which routes the server renders to HTML: the public pages (the site layout's page route),
 * except those marked as needing the network for private or live data (settings, a proposal
 * link) and the client dashboard, which the browser renders from the server or, offline, from
 * the device. Account screens and the Agent Office stay in the browser.
 */
export const SITE_PAGE_ROUTE_ID = 'site-page';

/** Marks a public route whose content comes from the server, so offline it says so at once. */
export const needsNetwork = { needsNetwork: true } as const;

export function hasNeedsNetwork(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && 'needsNetwork' in handle;
}

/** Marks a private screen in the site's layout that the browser renders and that works offline. */
export const renderedInBrowser = { renderedInBrowser: true } as const;

/** Whether a site route's page is rendered by the server (neither marker on it). */
export function rendersOnServer(handle: unknown): boolean {
  const marked = typeof handle === 'object' && handle !== null;
  return !(marked && ('needsNetwork' in handle || 'renderedInBrowser' in handle));
}

export function isServerRendered(
  matches: ReadonlyArray<{ route: { id?: string; handle?: unknown } }>,
): boolean {
  return (
    matches.some(({ route }) => route.id === SITE_PAGE_ROUTE_ID) &&
    matches.every(({ route }) => rendersOnServer(route.handle))
  );
}
