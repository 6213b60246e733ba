import type { Middleware } from 'koa';
import * as v from 'valibot';
import { notFound } from '../../errors.ts';
import type { AppState, AppContextExtensions } from '../../types.ts';

const Uuid = v.pipe(v.string(), v.uuid());

/** A route's `:id` that is not a uuid names nothing: answer 404 before any query runs. */
export function uuidParam(message: string): Middleware<AppState, AppContextExtensions> {
  return async (ctx, next) => {
    if (!v.is(Uuid, ctx.params?.id)) throw notFound(message);
    await next();
  };
}
