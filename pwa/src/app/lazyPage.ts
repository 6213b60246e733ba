import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a module's named export: pages keep named exports (greppable, refactorable)
 * and still land in their own chunk.
 */
export function lazyPage<M extends Record<K, ComponentType>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}
