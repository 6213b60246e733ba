import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Any component, whatever its props (a layout wrapper takes children, a page none). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React's own bound for lazy()
type AnyComponent = ComponentType<any>;

export type LazyPage<C extends AnyComponent> = LazyExoticComponent<C> & {
  /** Fetches and runs the page's chunk ahead of its first render; one download however often called. */
  preload(): Promise<C>;
  /**
   * The page module's source path from the app's root (`src/site/home/HomePage.tsx`), filled in
   * by the build (vite.config.ts, lazyPageSources): the server finds the page's files with it.
   */
  source?: string;
};

/**
 * A thenable that hands over its value as soon as `then` is called. React.lazy reads a module
 * handed over that way on the spot, where even an already settled Promise suspends the page for
 * one render: the Suspense fallback is committed and React then holds the page back for up to
 * 300 ms before revealing it.
 */
function settled<T>(value: T): Promise<T> {
  return { then: (onFulfilled: (value: T) => unknown) => onFulfilled(value) } as unknown as Promise<T>;
}

/**
 * React.lazy for a module's named export: pages keep named exports (greppable, refactorable)
 * and still land in their own chunk. A page whose chunk was preloaded renders at once, without
 * its Suspense fallback.
 */
export function lazyPage<M extends Record<K, AnyComponent>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
  source?: string,
): LazyPage<M[K]> {
  let loaded: M[K] | undefined;
  let loading: Promise<M[K]> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => (loaded = module[name]),
      (error: unknown) => {
        // A chunk lost to a dropped connection is fetched again on the next try.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const page = lazy(() =>
    loaded ? settled({ default: loaded }) : preload().then((component) => ({ default: component })),
  );
  return Object.assign(page, { preload, source });
}
