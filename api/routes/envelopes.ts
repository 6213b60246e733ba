/**
 * The envelopes answers travel in, each made here so every route wraps the same way:
 * - `{ data }`: a record or a list, as the office screens and most reads take it; a write adds
 *   the `message` the screen shows.
 * - `{ success: true, ... }`: an action or a deletion, and the reads the public site checks
 *   `success` on (payments, chat, parks), with their own fields beside it.
 * Errors are the error middleware's (`{ success: false, error, message, fields? }`), never a
 * route's. A list that pages answers its contract's shape (`{ posts, total }`), made by its query.
 */

export function dataBody<Data>(data: Data): { data: Data };
export function dataBody<Data>(data: Data, message: string): { data: Data; message: string };
export function dataBody<Data>(data: Data, message?: string): { data: Data; message?: string } {
  return message === undefined ? { data } : { data, message };
}

export function successBody<Fields extends object>(fields: Fields): { success: true } & Fields {
  return { ...fields, success: true };
}
