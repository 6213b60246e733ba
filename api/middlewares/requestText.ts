import type { Middleware } from 'koa';
import { findUnstorable, unstorableMessages } from '@contract/storable.ts';
import { badRequest, HttpError } from '../errors.ts';
import type { AppContextExtensions, AppState } from '../types.ts';

export const UNREADABLE_ADDRESS_MESSAGE =
  'The address contains characters that cannot be read (a NUL or broken UTF-8). Please check the link.';

/** Decodes one percent-encoded piece; null when it is broken UTF-8. */
function decoded(piece: string, plusIsSpace: boolean): string | null {
  try {
    return decodeURIComponent(plusIsSpace ? piece.replace(/\+/g, ' ') : piece);
  } catch {
    return null;
  }
}

/**
 * Refuses, before any route runs, an address whose path or query decodes to a NUL or to broken
 * UTF-8. PostgreSQL rejects a NUL in any text value ("invalid byte sequence"), so such a value
 * would otherwise reach a query and fail there as a server error, on every route that reads a
 * parameter; no name, slug, id or search of ours ever holds one. A NUL in a query parameter is
 * named by its field, as the schemas name one in a body, so a form can show it under the field.
 */
export function readableAddress(): Middleware<AppState, AppContextExtensions> {
  return async (ctx, next) => {
    const path = decoded(ctx.path, false);
    const query = ctx.querystring.split('&').map((pair) => decoded(pair, true));
    if (path === null || path.includes('\u0000') || query.includes(null)) {
      throw new HttpError(400, 'validation_failed', UNREADABLE_ADDRESS_MESSAGE);
    }
    const unstorable = query.some((pair) => pair!.includes('\u0000')) ? findUnstorable(ctx.query) : null;
    if (unstorable) {
      const { field, message, fieldMessage } = unstorableMessages(unstorable);
      throw badRequest(message, { [field]: fieldMessage });
    }
    await next();
  };
}
