import type { Middleware } from 'koa';
import type { AppContextExtensions, AppState } from '../types.ts';

declare const provided: unique symbol;

/**
 * A middleware that, once it calls next(), guarantees `S` on ctx.state (a signed-in user,
 * validated input, a transaction). apiRouter() reads `S` off each middleware of a route to
 * type the handler's ctx, so a handler needs no cast. The middleware itself is the one that
 * sets `S`, so it sees it as optional.
 */
export type Provides<S extends object = object> = Middleware<AppState & Partial<S>, AppContextExtensions> & {
  readonly [provided]?: S;
};

/** What a middleware guarantees on ctx.state; nothing for a plain middleware. */
export type ProvidedBy<M> = M extends { readonly [provided]?: infer S } ? S : unknown;

/** A middleware that reads `S` on ctx.state, put there by the middlewares before it. */
export type Needs<S extends object> = Middleware<AppState & S, AppContextExtensions>;
