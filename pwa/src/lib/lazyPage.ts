import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type LazyPage<C extends ComponentType> = LazyExoticComponent<C> & {
  /** Fetches and runs the page's chunk ahead of its first render; one download however often called. */
  preload(): Promise<C>;
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
export function lazyPage<M extends Record<K, ComponentType>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
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
  return Object.assign(page, { preload });
}
