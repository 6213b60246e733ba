import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { AppState, AppContextExtensions } from '../types.ts';
import type { Logger } from '../logger.ts';
import { isApiPath } from '../lib/paths.ts';

const ACCEPTABLE_REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/**
 * Gives every request an id (kept from a proxy's X-Request-Id when it looks sane), a child
 * logger carrying it, and one log line when the response is done.
 */
export function requestContext(logger: Logger): Middleware<AppState, AppContextExtensions> {
  return async (ctx, next) => {
    const incoming = ctx.get('X-Request-Id');
    const requestId = ACCEPTABLE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    ctx.set('X-Request-Id', requestId);
    ctx.log = logger.child({ requestId });
    const started = performance.now();
    try {
      await next();
    } finally {
      const status = ctx.status;
      const line = {
        method: ctx.method,
        path: ctx.path,
        status,
        ms: Math.round(performance.now() - started),
        userId: ctx.state.user?.id,
      };
      if (status >= 500) ctx.log.error(line, 'request failed');
      else if (isApiPath(ctx.path)) ctx.log.info(line, 'request');
      else ctx.log.debug(line, 'request');
    }
  };
}
