import Router, { type RouterContext } from '@koa/router';
import type { Middleware } from 'koa';
import type { ProvidedBy } from '../middlewares/provides.ts';
import type { AppState, AppContextExtensions } from '../types.ts';

/**
 * Any middleware may stand in a route, whatever state it reads: what it guarantees is read off
 * its own type (Provides), not this one.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
type RouteMiddleware = Middleware<any, AppContextExtensions>;

/** What every middleware of a route guarantees on ctx.state, together. */
type ProvidedByAll<Ms> = Ms extends [infer First, ...infer Rest]
  ? ProvidedBy<First> & ProvidedByAll<Rest>
  : unknown;

/** The ctx of a route handler whose middlewares guarantee `S` on ctx.state. */
export type RouteContext<S = unknown> = RouterContext<AppState & S, AppContextExtensions>;

/**
 * `router.post(path, ...middlewares, handler)`: the handler's ctx.state carries what the
 * middlewares guarantee (the user after a guard, the input after validate, trx after
 * transaction), so it reads them without a cast or a `!`.
 */
type RouteMethod = <const Ms extends RouteMiddleware[]>(
  path: string,
  ...chain: [...Ms, (ctx: RouteContext<ProvidedByAll<Ms>>) => unknown]
) => ApiRouter;

export interface ApiRouter extends Pick<Router<AppState, AppContextExtensions>, 'routes' | 'allowedMethods'> {
  get: RouteMethod;
  post: RouteMethod;
  put: RouteMethod;
  patch: RouteMethod;
  delete: RouteMethod;
}

/**
 * Every resource router starts here. Case-sensitive, so /API/... never reaches a handler by
 * another spelling than the one the CSRF and auth checks see. Each method hands the route to
 * @koa/router with the state its middlewares guarantee, so the handler's state grows with its
 * middlewares while @koa/router still registers and matches every route itself.
 */
export function apiRouter(): ApiRouter {
  const router = new Router<AppState, AppContextExtensions>({ sensitive: true });
  const api: ApiRouter = {
    routes: () => router.routes(),
    allowedMethods: (options) => router.allowedMethods(options),
    get: (path, ...chain) => (router.get(path, ...chain), api),
    post: (path, ...chain) => (router.post(path, ...chain), api),
    put: (path, ...chain) => (router.put(path, ...chain), api),
    patch: (path, ...chain) => (router.patch(path, ...chain), api),
    delete: (path, ...chain) => (router.delete(path, ...chain), api),
  };
  return api;
}
