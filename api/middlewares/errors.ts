import type { Middleware } from 'koa';
import type { ApiErrorBody, ErrorCode } from '@contract/errors.ts';
import { HttpError } from '../errors.ts';
import type { AppState, AppContextExtensions } from '../types.ts';

/** Errors thrown by Koa's own helpers (body parser, ctx.throw) that carry a safe status. */
function fromKnownHttpError(error: {
  status?: number;
  type?: string;
  expose?: boolean;
  message?: string;
}): HttpError | undefined {
  const status = error.status;
  if (!status || status < 400 || status >= 500) return undefined;
  if (status === 413 || error.type === 'entity.too.large') {
    return new HttpError(413, 'payload_too_large', 'The request body is too large.');
  }
  if (status === 400 && (error.type === 'entity.parse.failed' || /JSON/i.test(error.message ?? ''))) {
    return new HttpError(400, 'invalid_json', 'The request body is not valid JSON.');
  }
  const codes: Record<number, ErrorCode> = {
    400: 'validation_failed',
    401: 'unauthorized',
    403: 'forbidden',
    404: 'not_found',
    409: 'conflict',
    415: 'validation_failed',
    422: 'unprocessable',
    429: 'rate_limited',
  };
  const message = error.expose && error.message ? error.message : 'The request could not be processed.';
  return new HttpError(status, codes[status] ?? 'validation_failed', message);
}

/**
 * Turns every failure into the one error shape. Expected errors answer with their message;
 * anything else is logged with the request id and answered 500 without internals.
 */
export function errorHandler(): Middleware<AppState, AppContextExtensions> {
  return async (ctx, next) => {
    try {
      await next();
    } catch (caught) {
      const error = caught as Error & { status?: number; type?: string; expose?: boolean };
      const known = error instanceof HttpError ? error : fromKnownHttpError(error);
      let body: ApiErrorBody;
      if (known) {
        ctx.status = known.status;
        for (const [name, value] of Object.entries(known.headers ?? {})) ctx.set(name, value);
        body = known.toBody();
        if (known.status >= 500) ctx.log.warn({ err: error }, known.message);
      } else {
        ctx.log.error({ err: error }, 'unexpected error');
        ctx.status = 500;
        body = {
          success: false,
          error: 'internal_error',
          message: `Something went wrong on our side. Please try again; if it keeps happening, quote reference ${ctx.state.requestId}.`,
        };
      }
      ctx.body = body;
    }
  };
}
