import fs from 'node:fs';
import path from 'node:path';
import send from 'koa-send';
import type { Middleware } from 'koa';
import type { AppState, AppContextExtensions } from '../types.ts';
import { isApiPath } from '../lib/paths.ts';
import { isRecord } from '../lib/unknownValues.ts';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Files that must be revalidated on every load so a new release reaches users. */
const ALWAYS_REVALIDATE = /^\/(index\.html|sw\.js|registerSW\.js|manifest\.webmanifest)$/;

/**
 * Serves the built PWA: hashed assets cached forever, the shell revalidated, and any other
 * path that is not a file answered with index.html so the client router shows the page (or
 * its own 404 screen). Paths under /api never reach here.
 */
export function staticFiles(root: string): Middleware<AppState, AppContextExtensions> {
  const indexFile = path.join(root, 'index.html');
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || isApiPath(ctx.path)) {
      return next();
    }
    if (!fs.existsSync(indexFile)) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The web app has not been built yet. Run "npm run build" (npm start does it for you).';
      return;
    }
    const setHeaders = (res: { setHeader(name: string, value: string): void }, file: string) => {
      const urlPath = `/${path.relative(root, file).split(path.sep).join('/')}`;
      if (urlPath.startsWith('/assets/')) res.setHeader('Cache-Control', IMMUTABLE);
      else if (ALWAYS_REVALIDATE.test(urlPath)) res.setHeader('Cache-Control', NO_CACHE);
      else res.setHeader('Cache-Control', 'public, max-age=3600');
    };
    const requested = ctx.path === '/' ? '/index.html' : ctx.path;
    if (path.extname(requested)) {
      try {
        await send(ctx, requested, { root, setHeaders, brotli: false, gzip: false });
        answerNotModified(ctx);
        return;
      } catch (error) {
        if (!isRecord(error) || error.status !== 404) throw error;
        // A missing asset is a real 404, not the app shell: a stale chunk must fail loudly.
        if (requested.startsWith('/assets/')) {
          ctx.status = 404;
          ctx.type = 'text/plain';
          ctx.body = 'Not found';
          return;
        }
      }
    }
    await send(ctx, 'index.html', { root, setHeaders });
    answerNotModified(ctx);
  };
}

/** "no-cache" means "ask first": a browser that has the current file gets an empty 304. */
function answerNotModified(ctx: { status: number; fresh: boolean }) {
  if (ctx.status === 200 && ctx.fresh) ctx.status = 304;
}
