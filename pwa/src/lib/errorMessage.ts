/**
 * apiRequest throws Error("<status>: <body>"), and the body is usually the API's JSON error
 * ({ message, error, fields }). People should read the server's sentence, not the raw JSON.
 */

const STATUS_PREFIX = /^(\d{3}): ([\s\S]*)$/;

/** The HTTP status carried by an apiRequest error, or undefined for network and other errors. */
export function errorStatus(error: unknown): number | undefined {
  if (!(error instanceof Error)) return undefined;
  const match = STATUS_PREFIX.exec(error.message);
  return match ? Number(match[1]) : undefined;
}

/** The text to show for an error: the server's `message`, else the body text, else the fallback. */
export function errorMessage(error: unknown, fallback = 'Please try again.'): string {
  if (!(error instanceof Error) || !error.message) return fallback;
  const match = STATUS_PREFIX.exec(error.message);
  if (!match) return error.message;
  const body = match[2].trim();
  if (!body) return fallback;
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object') {
      const { message, error: code } = parsed as { message?: unknown; error?: unknown };
      if (typeof message === 'string' && message) return message;
      if (typeof code === 'string' && code) return code;
      return fallback;
    }
  } catch {
    // Not JSON: a plain-text body or a status text, shown as it is.
  }
  // An HTML error page (a proxy's, say) is no message for a person.
  return body.startsWith('<') ? fallback : body;
}
