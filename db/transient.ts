/**
 * Database failures that say "try again later" rather than "this change is wrong": lost or
 * refused connections, serialization failures and deadlocks, lock and pool timeouts, a
 * server shutting down or out of resources. A push stops on them with 503 and the device
 * keeps its queue; anything else refuses only the one change.
 */
const TRANSIENT_SQLSTATE_CLASSES = ['08', '53', '57'];
const TRANSIENT_SQLSTATES = new Set(['40001', '40P01', '55P03']);
const TRANSIENT_NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND']);

export function isTransientDbError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, name } = error as { code?: unknown; name?: unknown };
  if (name === 'KnexTimeoutError') return true;
  if (typeof code !== 'string') return false;
  if (TRANSIENT_NODE_CODES.has(code) || TRANSIENT_SQLSTATES.has(code)) return true;
  return code.length === 5 && TRANSIENT_SQLSTATE_CLASSES.includes(code.slice(0, 2));
}
