import { SIGNED_IN_HINT_COOKIE } from '@contract/signedInHint';

/** What the server's sign-in leaves in the browser (api/middlewares/signedInHint.ts). */
export function rememberSignIn(): void {
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=1; path=/`;
}

export function forgetSignIn(): void {
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=; path=/; max-age=0`;
}
