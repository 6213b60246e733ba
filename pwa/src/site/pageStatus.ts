/**
 * The status a page's address answers with when the page knows it from the address alone (a
 * sample hotel or flight id that is not in the catalogue answers 404), for pages made of no
 * data that changes: the server asks it while rendering the page (entry-server.tsx).
 */
export type PageStatusOf = (params: Record<string, string | undefined>) => Promise<number>;

/** A route's handle that names how its status is found. */
export interface PageStatusHandle {
  pageStatus: PageStatusOf;
}

/**
 * A status function in a module of its own, fetched when first called: the route table (part of
 * every public page's first download) names it without bringing its code along.
 */
export function lazyPageStatus<M, K extends keyof M>(load: () => Promise<M>, name: K): PageStatusHandle {
  return {
    pageStatus: async (params) => {
      const statusOf = (await load())[name] as unknown as PageStatusOf;
      return statusOf(params);
    },
  };
}

export function pageStatusOf(handle: unknown): PageStatusOf | undefined {
  const statusOf = (handle as Partial<PageStatusHandle> | null | undefined)?.pageStatus;
  return typeof statusOf === 'function' ? statusOf : undefined;
}
