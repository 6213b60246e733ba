/**
 * The production entry: read the configuration, migrate, seed what the product needs (and the
 * demo data into an empty database), then serve the API and the built PWA on one port.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Server } from 'node:http';
import * as v from 'valibot';
import { migrateLatest, openDb, toCount } from '@db/index.ts';
import { seedRequired } from '@db/seeds/required/index.ts';
import { seedDemoData, demoLogins } from '@db/seeds/demo/index.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { createLogger, prettyDestination } from './logger.ts';
import { createApp } from './app.ts';
import { deleteExpiredSessions } from './middlewares/session.ts';
import { deleteExpiredRateLimits } from './middlewares/rateLimit.ts';
import { startMailWorker, stopMailWorker } from './providers/mail/index.ts';
import { startNewsletterWorker, stopNewsletterWorker } from './providers/newsletter/index.ts';
import { startBlogFeedSchedule } from './commands/blogImport/schedule.ts';
import { newsletterDigester } from './commands/newsletterDigest.ts';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(
        `\n${error.message}\n\nFix the variables above (see README.md, Configuration) and start again.\n`,
      );
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  const config = readConfig();
  const pretty = Boolean(process.stdout.isTTY) && config.nodeEnv !== 'production';
  const logger = createLogger(config.logLevel, {
    destination: (pretty && (await prettyDestination())) || undefined,
  });
  const engine = config.databaseUrl ? 'postgres' : 'pglite';
  logger.info(
    { engine },
    engine === 'pglite' ? `opening the embedded database in ${config.dataDir}` : 'connecting to PostgreSQL',
  );
  const db = await openDb({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });

  const applied = await migrateLatest(db);
  if (applied.length) logger.info({ migrations: applied.length }, 'database migrated');
  await seedRequired(db);

  let seededDemo = false;
  if (config.demoData) {
    const users = toCount((await db('users').count({ count: '*' }).first())?.count);
    if (users === 0) {
      await seedDemoData(db);
      seededDemo = true;
      logger.info('demo data seeded into the empty database');
    }
  }
  // Expired sessions and attempt counters are dead weight: swept at start and hourly. The
  // embedded engine runs no autovacuum, so its planner statistics are refreshed here too:
  // without them a sync pull reads every row an agent may see for each page it sends.
  // The newsletter digest rides the same hourly turn: it goes out once a day has passed.
  const sweepExpired = () =>
    Promise.all([
      deleteExpiredSessions(db),
      deleteExpiredRateLimits(db),
      engine === 'pglite' ? db.raw('analyze') : undefined,
      newsletterDigester(db),
    ]).catch((error) => logger.warn({ err: error }, 'the hourly sweep failed'));
  await sweepExpired();
  const sweep = setInterval(() => void sweepExpired(), 60 * 60 * 1000);
  sweep.unref();

  if (!fs.existsSync(path.join(config.staticDir, 'index.html'))) {
    logger.warn(`no built web app in ${config.staticDir}: run "npm run build" (npm start builds it)`);
  }
  if (config.nodeEnv === 'production' && config.agencyDemoDefaults.length > 0) {
    // A made-up address or registration number on a live site misleads travellers (and Florida's regulator).
    logger.warn(
      `the public pages show demo agency details: set ${config.agencyDemoDefaults.join(', ')} (README, Configuration)`,
    );
  }

  const app = createApp(config, { db, logger });
  const server: Server = app.listen(config.port, config.host);
  // An idle kept-alive connection is closed by the server only well after any client or proxy
  // would reuse it (Node's 5 s default races a reuse: the request meets a reset connection).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  // Sends the queued mail, beginning with whatever an earlier run left unsent.
  startMailWorker(app);
  // Sends newsletter subscribers to Flodesk (when configured), beginning with any left unsent.
  startNewsletterWorker(app);
  // Imports BLOG_FEED_URL (when set) a few seconds from now, then on its interval.
  const blogFeed = startBlogFeedSchedule({ db, log: logger, config });
  // The assistant's index is built now, so the first visitor's question does not wait for it.
  void app.context.assistant
    .prepare?.()
    .catch((error: unknown) => logger.warn({ err: error }, 'building the assistant index failed'));

  // Last, after every line logged while starting: what a person starting the server looks for.
  const lines = [
    '',
    `  Travel agency platform is running on ${config.appUrl}`,
    `  Agent Office: ${config.appUrl}/agent-office   Database: ${engine}`,
  ];
  if (config.demoData) {
    lines.push(
      '',
      `  Demo logins${seededDemo ? '' : ' (if the demo data is still there)'} - password ${demoLogins[0]?.password}:`,
      ...demoLogins.map((login) => `    ${login.role.padEnd(7)} ${login.email}`),
    );
  }
  console.log(`${lines.join('\n')}\n`);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    server.close(() => {
      // A message being sent finishes first; anything still queued waits in the database.
      void Promise.all([stopMailWorker(app), stopNewsletterWorker(app), blogFeed?.stop()])
        .then(() => db.destroy())
        .finally(() => process.exit(0));
    });
    // Keep-alive sockets would hold the close open; give in-flight requests a moment.
    setTimeout(() => {
      logger.warn('requests still open after 5 s: forcing the exit');
      process.exit(1);
    }, 5000).unref();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

/** Node's EADDRINUSE error names the port it could not listen on. */
const ListenError = v.object({ port: v.number() });

main().catch((error: NodeJS.ErrnoException) => {
  if (error.code === 'EADDRINUSE') {
    console.error(
      `\nPort ${v.is(ListenError, error) ? error.port : ''} is already in use. Stop the other server or set PORT to a free port.\n`,
    );
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
});
