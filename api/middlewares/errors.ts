import type { Middleware, ParameterizedContext } from 'koa';
import type { ApiErrorBody, ErrorCode } from '@contract/errors.ts';
import { HttpError } from '../errors.ts';
import { isTransientDbError } from '@db/transient.ts';
import { clientWentAway } from '../lib/clientGone.ts';
import { isRecord } from '../lib/unknownValues.ts';
import type { Logger } from '../logger.ts';
import type { AppState, AppContextExtensions } from '../types.ts';

/** Errors thrown by Koa's own helpers (body parser, ctx.throw) that carry a safe status. */
/** What an error made by Koa, http-errors or the body parser says of itself; each field only when it is of its type. */
interface HttpFault {
  status?: number;
  type?: string;
  expose?: boolean;
  message?: string;
}

function faultOf(error: unknown): HttpFault {
  if (!isRecord(error)) return {};
  const { status, type, expose, message } = error;
  return {
    status: typeof status === 'number' ? status : undefined,
    type: typeof type === 'string' ? type : undefined,
    expose: typeof expose === 'boolean' ? expose : undefined,
    message: typeof message === 'string' ? message : undefined,
  };
}

function fromKnownHttpError(caught: unknown): HttpError | undefined {
  const error = faultOf(caught);
  // The body parser's own failures, recognised by their type.
  if (error.type === 'entity.too.large' || (error.expose && error.status === 413)) {
    return new HttpError(413, 'payload_too_large', 'The request body is too large.');
  }
  // Only errors Koa and http-errors made for this request say `expose`; an SDK's error with a
  // `status` (say, a payment provider's 401) is an internal failure, not the caller's.
  const status = error.status;
  if (!error.expose || !status || status < 400 || status >= 500) return undefined;
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

/** What the body parser's failures mean to the caller (it marks none of them as exposable). */
export function bodyParserError(caught: unknown): HttpError {
  const error = faultOf(caught);
  if (error.status === 413 || error.type === 'entity.too.large') {
    return new HttpError(413, 'payload_too_large', 'The request body is too large.');
  }
  if (error.status === 415) {
    return new HttpError(415, 'validation_failed', 'This content type is not accepted; send JSON.');
  }
  return new HttpError(400, 'invalid_json', 'The request body is not valid JSON.');
}

export const DATABASE_BUSY = 'The server is busy for a moment. Please try again.';

/** The status a request ended by its client is logged with (nobody receives it). */
export const CLIENT_CLOSED_REQUEST = 499;

const CLIENT_GONE = 'client closed the connection';

/**
 * Turns every failure into the one error shape. Expected errors answer with their message;
 * anything else is logged with the request id and answered 500 without internals.
 */
export function errorHandler(): Middleware<AppState, AppContextExtensions> {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      if (clientWentAway(error, ctx)) {
        ctx.log.debug({ err: error }, CLIENT_GONE);
        ctx.status = CLIENT_CLOSED_REQUEST;
        return;
      }
      const known = error instanceof HttpError ? error : fromKnownHttpError(error);
      let body: ApiErrorBody;
      if (known) {
        ctx.status = known.status;
        for (const [name, value] of Object.entries(known.headers ?? {})) ctx.set(name, value);
        body = known.toBody();
        if (known.status >= 500) ctx.log.warn({ err: error }, known.message);
      } else if (isTransientDbError(error)) {
        // Two writers met in a deadlock, or the database is briefly out of reach: the request's
        // transaction is rolled back, and the same request a moment later succeeds.
        ctx.log.warn({ err: error }, 'database busy');
        ctx.status = 503;
        ctx.set('Retry-After', '5');
        body = { success: false, error: 'unavailable', message: DATABASE_BUSY };
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

/**
 * What Koa reports from outside the middleware chain, such as a response that failed while it
 * streamed. A visitor who left mid-download is routine, logged for debugging only.
 */
export function logOutsideError(logger: Logger) {
  return (error: Error, ctx?: ParameterizedContext<AppState, AppContextExtensions>) => {
    if (ctx && clientWentAway(error, ctx)) {
      (ctx.log ?? logger).debug({ err: error }, CLIENT_GONE);
      return;
    }
    logger.error({ err: error }, 'error outside the request chain');
  };
}
