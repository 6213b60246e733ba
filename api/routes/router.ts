import Router from '@koa/router';
import type { AppState, AppContextExtensions } from '../types.ts';

/**
 * Every resource router starts here. Case-sensitive, so /API/... never reaches a handler by
 * another spelling than the one the CSRF and auth checks see.
 */
export function apiRouter() {
  return new Router<AppState, AppContextExtensions>({ sensitive: true });
}
