import * as v from 'valibot';
import { notFound } from '../errors.ts';
import type { Provides } from './provides.ts';

const Uuid = v.pipe(v.string(), v.uuid());

/**
 * A route's `:id` that is not a uuid names no row: answer 404 with the resource's own message,
 * like an id the actor may not see, before any query runs (a malformed uuid would make
 * Postgres fail, not miss).
 */
export function uuidParam(message: string, name = 'id'): Provides {
  return async (ctx, next) => {
    if (!v.is(Uuid, ctx.params?.[name])) throw notFound(message);
    await next();
  };
}
