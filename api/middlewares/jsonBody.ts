import type { Middleware } from 'koa';

/** An array or a plain object: what Koa answers as JSON (not a buffer, stream, blob or response). */
function isJsonValue(body: unknown): body is object {
  if (Array.isArray(body)) return true;
  if (body === null || typeof body !== 'object') return false;
  const prototype = Object.getPrototypeOf(body);
  return prototype === Object.prototype || prototype === null;
}

/**
 * A JSON answer serialised once. To decide whether an answer is worth compressing, the
 * compression asks for its length, which Koa finds by serialising an object body, and then
 * serialises it again to compress it. A page of a sync pull is a megabyte of JSON; serialised
 * here, both read the same string. Mounted inside the compression, so it runs first on the way out.
 */
export function serializeJsonOnce(): Middleware {
  return async (ctx, next) => {
    await next();
    const { body } = ctx;
    // The Content-Type Koa set for the object stays: only a body set without one is guessed.
    if (isJsonValue(body)) ctx.body = JSON.stringify(body);
  };
}
