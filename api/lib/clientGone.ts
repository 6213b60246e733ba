import type { IncomingMessage, ServerResponse } from 'node:http';
import { isRecord } from './unknownValues.ts';

/** What Node and the body reader call a connection that ended before its request or response did. */
const CLOSED_CONNECTION_CODES = new Set([
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ERR_STREAM_PREMATURE_CLOSE',
  'ERR_STREAM_DESTROYED',
]);

interface Exchange {
  req: IncomingMessage;
  res: ServerResponse;
}

/**
 * Whether `error` only says the visitor went away: a closed tab, a cancelled download, a
 * dropped network. Nothing is wrong with the server then, and nobody is left to answer. The
 * same codes also come from a call to another service that failed, which is a real error: only
 * a connection of this very request that is closed counts.
 */
export function clientWentAway(error: unknown, { req, res }: Exchange): boolean {
  if (!isRecord(error)) return false;
  const { code, type, message } = error;
  const saysClosed =
    (typeof code === 'string' && CLOSED_CONNECTION_CODES.has(code)) ||
    type === 'request.aborted' ||
    message === 'aborted';
  if (!saysClosed) return false;
  return req.socket?.destroyed === true || (res.destroyed && !res.writableFinished);
}
