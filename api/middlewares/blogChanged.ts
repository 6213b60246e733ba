import type { Middleware } from 'koa';
import { blogChanged } from '../lib/blogChanges.ts';
import type { AppContextExtensions, AppState } from '../types.ts';

/**
 * Placed before transaction(): once the request's changes are committed and answered with
 * success, says the blog changed, so rendered pages show the new figures or comments at once.
 * Only changes a visitor sees go this way (a like, a share, a comment approved), not views.
 */
export function tellBlogChanged(): Middleware<AppState, AppContextExtensions> {
  return async (ctx, next) => {
    await next();
    if (ctx.status < 400) blogChanged();
  };
}
