/**
 * apiRequest throws an ApiError ("<status>: <body>"), and the body is usually the API's JSON
 * error ({ message, error, fields }). People should read the server's sentence, not the raw JSON.
 */
import { ApiError } from './api';

/** The HTTP status carried by an apiRequest error, or undefined for network and other errors. */
export function errorStatus(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}

/** The text to show for an error: the server's `message`, else the body text, else the fallback. */
export function errorMessage(error: unknown, fallback = 'Please try again.'): string {
  if (!(error instanceof Error) || !error.message) return fallback;
  if (!(error instanceof ApiError)) return error.message;
  const body = error.text.trim();
  if (!body) return fallback;
  const parsed = error.body;
  if (parsed && typeof parsed === 'object') {
    const { message, error: code } = parsed as { message?: unknown; error?: unknown };
    if (typeof message === 'string' && message) return message;
    if (typeof code === 'string' && code) return code;
    return fallback;
  }
  // Not JSON: a plain-text body or a status text, shown as it is. An HTML error page (a
  // proxy's, say) is no message for a person.
  return body.startsWith('<') ? fallback : body;
}
