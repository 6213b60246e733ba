import type { ApiErrorBody, ErrorCode } from '@contract/errors.ts';

/** An error meant for the caller: its status, code and message reach the response as they are. */
export class HttpError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly fields?: Record<string, string>;
  readonly headers?: Record<string, string>;
  readonly data?: Record<string, unknown>;
  /**
   * Fields a protocol answers beside the error at the top level of the body (the sync's
   * per-mutation results, a payment's `verified: false`), never in place of its own.
   */
  readonly alongside?: Record<string, unknown>;

  constructor(
    status: number,
    code: ErrorCode,
    message: string,
    extra: {
      fields?: Record<string, string>;
      headers?: Record<string, string>;
      data?: Record<string, unknown>;
      alongside?: Record<string, unknown>;
    } = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.code = code;
    this.fields = extra.fields;
    this.headers = extra.headers;
    this.data = extra.data;
    this.alongside = extra.alongside;
  }

  toBody(): ApiErrorBody {
    return {
      ...this.alongside,
      success: false,
      error: this.code,
      message: this.message,
      ...(this.fields ? { fields: this.fields } : {}),
      ...(this.data ? { data: this.data } : {}),
    };
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, 'validation_failed', message, { fields });
export const unauthorized = (message = 'Please sign in to continue.') =>
  new HttpError(401, 'unauthorized', message);
export const forbidden = (message = 'You do not have permission to do that.') =>
  new HttpError(403, 'forbidden', message);
export const notFound = (message = 'Not found') => new HttpError(404, 'not_found', message);
export const conflict = (message: string, data?: Record<string, unknown>) =>
  new HttpError(409, 'conflict', message, { data });
/** The caller's app is older (or newer) than the server speaks: reloading it is the way on. */
export const clientOutdated = (message: string) => new HttpError(409, 'client_outdated', message);
export const unprocessable = (message: string) => new HttpError(422, 'unprocessable', message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, 'rate_limited', message, {
    headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  });
export const unavailable = (message: string) => new HttpError(503, 'unavailable', message);
