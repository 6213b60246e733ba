import type { Middleware } from 'koa';
import { notFound } from '../../errors.ts';
import type { AppState, AppContextExtensions } from '../../types.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An :id that cannot be a row id answers 404 like any id the actor may not see. */
export function idParam(message: string): Middleware<AppState, AppContextExtensions> {
  return async (ctx, next) => {
    if (!UUID.test(String(ctx.params?.id ?? ''))) throw notFound(message);
    await next();
  };
}
