import Koa from 'koa';
import { bodyParser } from '@koa/bodyparser';
import compress from 'koa-compress';
import { createDb, type Db } from '@db/index.ts';
import type { Config } from './config.ts';
import { createLogger, type Logger } from './logger.ts';
import type { AppState, AppContextExtensions } from './types.ts';
import { requestContext } from './middlewares/requestContext.ts';
import { readableAddress } from './middlewares/requestText.ts';
import { bodyParserError, errorHandler, logOutsideError } from './middlewares/errors.ts';
import { clientWentAway } from './lib/clientGone.ts';
import { apiNoStore, securityHeaders } from './middlewares/security.ts';
import { serializeJsonOnce } from './middlewares/jsonBody.ts';
import { sessionActivity, sessionMiddleware } from './middlewares/session.ts';
import { csrfProtection } from './middlewares/csrf.ts';
import { loadUser } from './middlewares/auth.ts';
import { signedInHint } from './middlewares/signedInHint.ts';
import { blogFeed } from './routes/blog/feed.ts';
import { podcastFeed } from './routes/podcast/feed.ts';
import { staticFiles } from './middlewares/staticFiles.ts';
import { renderedPages } from './middlewares/renderedPages.ts';
import { crawlerFiles } from './middlewares/crawlerFiles.ts';
import { loadBuiltPageRenderer, type PageRenderer } from './pages/pageRenderer.ts';
import { mountRoutes } from './routes/index.ts';
import { siteDataFrom } from './pages/siteData.ts';
import { createAssistant } from './providers/assistant/index.ts';
import type { Assistant } from './providers/assistant/types.ts';
import { createPaymentsProvider } from './providers/payments/index.ts';
import type { PaymentsProvider } from './providers/payments/types.ts';
import { createThemeParksProvider } from './providers/themeParks/index.ts';
import type { ThemeParksProvider } from './providers/themeParks/types.ts';

export type App = Koa<AppState, AppContextExtensions>;

export interface AppDependencies {
  /** An open database (tests pass theirs); otherwise one is made from the config. */
  db?: Db;
  logger?: Logger;
  /** Renders the public pages; by default the production build's, loaded on the first page asked for. */
  pageRenderer?: PageRenderer | null;
  /** Answers the chat (tests pass a fake); otherwise the configured one over this database. */
  assistant?: Assistant;
  /** Takes payments (tests pass one pointed at a fake PayPal); otherwise the configured one. */
  payments?: PaymentsProvider;
  /** Live park data (tests pass one pointed at a fake ThemeParks.wiki, with their clock); otherwise the configured one. */
  themeParks?: ThemeParksProvider;
}

/** Builds the whole HTTP application without listening, so tests drive it in-process. */
export function createApp(config: Config, deps: AppDependencies = {}): App {
  const db = deps.db ?? createDb({ databaseUrl: config.databaseUrl, pgliteDir: `${config.dataDir}/pglite` });
  const logger = deps.logger ?? createLogger(config.logLevel);
  // Only the proxies' own entries of X-Forwarded-For count: the client's address is the one the
  // outermost trusted proxy saw, whatever the client wrote in front of it.
  const app: App = new Koa({ proxy: config.trustProxy, maxIpsCount: config.trustProxyHops });
  app.context.db = db;
  app.context.config = config;
  app.context.log = logger;
  app.context.assistant = deps.assistant ?? createAssistant(config, db, logger);
  app.context.payments = deps.payments ?? createPaymentsProvider(config, db, logger);
  app.context.themeParks = deps.themeParks ?? createThemeParksProvider(config, db, logger);
  // Errors are answered (and logged) by errorHandler; what escapes it, such as a failure while
  // a response streams, is logged here instead of Koa's default printing.
  app.silent = true;
  app.on('error', logOutsideError(logger));

  app.use(requestContext(logger));
  app.use(errorHandler());
  app.use(readableAddress());
  app.use(securityHeaders(config));
  app.use(apiNoStore());
  app.use(compress({ threshold: 1024 }));
  app.use(serializeJsonOnce());
  const pages = pageRendererFor(config, deps, db);
  const origin = config.appUrl.replace(/\/$/, '');
  app.use(crawlerFiles(pages, origin));
  app.use(blogFeed(origin));
  app.use(podcastFeed(origin));
  app.use(renderedPages(pages));
  app.use(staticFiles(config.staticDir));
  app.use(sessionMiddleware(app, db, config));
  app.use(csrfProtection());
  app.use(
    bodyParser({
      enableTypes: ['json', 'form', 'text'],
      jsonLimit: config.bodyLimitBytes,
      formLimit: config.bodyLimitBytes,
      textLimit: config.bodyLimitBytes,
      encoding: 'utf-8',
      onError: (error, ctx) => {
        // A body cut off by its sender leaving is no bad request: errorHandler lets it go quietly.
        if (clientWentAway(error, ctx)) throw error;
        throw bodyParserError(error);
      },
    }),
  );
  app.use(loadUser());
  app.use(sessionActivity(config));
  app.use(signedInHint());
  mountRoutes(app);
  return app;
}

/** The renderer given, else the built one, loaded once (its bundle is imported on first use). */
function pageRendererFor(config: Config, deps: AppDependencies, db: Db): () => Promise<PageRenderer | null> {
  if (deps.pageRenderer !== undefined) {
    const given = deps.pageRenderer;
    return async () => given;
  }
  let loading: Promise<PageRenderer | null> | undefined;
  return () =>
    (loading ??= loadBuiltPageRenderer(
      config.staticDir,
      config.pagesDir,
      config.appUrl,
      siteDataFrom(db),
      config.agency,
    ));
}
