import { lazyPage } from '@pwa/lib/lazyPage';

/** AppArea as a chunk of its own, loaded beside the screen it wraps. */
export const LazyAppArea = lazyPage(() => import('./AppArea'), 'AppArea');
