/**
 * Whether a request path belongs to the API. Case-insensitive on purpose: every check that
 * guards the API (CSRF, the signed-in user, the JSON 404, the static fallback) must agree with
 * each other and with the routers, whatever letter case a caller sends.
 */
export function isApiPath(path: string): boolean {
  return /^\/api(\/|$)/i.test(path);
}
