import { SIGNED_IN_HINT_COOKIE } from '@contract/signedInHint';

/**
 * Whether this browser may have a session (api/contract/signedInHint.ts): without the hint it has
 * none, and nobody needs to ask the server.
 */
export function mightBeSignedIn(): boolean {
  return document.cookie.split('; ').some((cookie) => cookie.startsWith(`${SIGNED_IN_HINT_COOKIE}=`));
}
