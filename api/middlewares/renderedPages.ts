import path from 'node:path';
import type { Middleware } from 'koa';
import type { PageRenderer } from '../pages/pageRenderer.ts';
import type { AppContextExtensions, AppState } from '../types.ts';
import { isApiPath } from '../lib/paths.ts';

/**
 * Answers a navigation to a public page with its rendered HTML (revalidated on each visit, a
 * 304 when unchanged). Everything else (files, the API, the app's private screens) goes on to
 * the next middleware; so does every page while the renderer is unavailable, which then
 * serves the app shell as before.
 */
export function renderedPages(
  renderer: () => Promise<PageRenderer | null>,
): Middleware<AppState, AppContextExtensions> {
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || isApiPath(ctx.path) || path.extname(ctx.path)) {
      return next();
    }
    const pages = await renderer();
    const page = pages && (await pages.render(ctx.url));
    if (!page) return next();
    ctx.status = page.status;
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-cache');
    ctx.set('ETag', page.etag);
    ctx.body = page.html;
    if (ctx.status === 200 && ctx.fresh) ctx.status = 304;
  };
}
