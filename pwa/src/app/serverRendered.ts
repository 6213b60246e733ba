/**
 * Which routes the server renders to HTML: the public pages (the site layout's page route),
 * except those marked as needing the network for private or live data (the dashboard, settings,
 * a proposal link). Account screens and the Agent Office stay in the browser.
 */
export const SITE_PAGE_ROUTE_ID = 'site-page';

/** Marks a public route whose content comes from the server, so offline it says so at once. */
export const needsNetwork = { needsNetwork: true } as const;

export function hasNeedsNetwork(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && 'needsNetwork' in handle;
}

export function isServerRendered(
  matches: ReadonlyArray<{ route: { id?: string; handle?: unknown } }>,
): boolean {
  return (
    matches.some(({ route }) => route.id === SITE_PAGE_ROUTE_ID) &&
    !matches.some(({ route }) => hasNeedsNetwork(route.handle))
  );
}
