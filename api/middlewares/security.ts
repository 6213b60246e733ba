import helmet from 'koa-helmet';
import type { Middleware } from 'koa';
import type { Config } from '../config.ts';
import { isApiPath } from '../lib/paths.ts';
import type { AppContextExtensions, AppState } from '../types.ts';

/**
 * API answers hold someone's data (clients, e-mails, quotes, the session's user): no browser
 * or shared cache may keep them, so they are `no-store` unless the route chose a policy of its
 * own. Set here once, errors included, so a new route cannot forget it.
 */
export function apiNoStore(): Middleware<AppState, AppContextExtensions> {
  return async (ctx, next) => {
    if (!isApiPath(ctx.path)) return next();
    try {
      await next();
    } finally {
      if (!ctx.response.get('Cache-Control')) ctx.set('Cache-Control', 'no-store');
    }
  };
}

/**
 * Security headers with a Content-Security-Policy the built PWA satisfies: scripts only from
 * this origin (the build emits no inline script), inline styles allowed because antd writes
 * its CSS-in-JS into style tags, the service worker and manifest from this origin.
 */
export function securityHeaders(config: Config) {
  const production = config.nodeEnv === 'production';
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        mediaSrc: ["'self'", 'https:'],
        frameSrc: ["'self'", 'https:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(production && config.appUrl.startsWith('https:') ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Cross-origin isolation would block the partner pages and video embeds the site links.
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: production ? { maxAge: 15552000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
