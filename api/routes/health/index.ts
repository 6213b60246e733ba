import { apiRouter } from '../router.ts';
import { dbEngine } from '@db/index.ts';
import { unavailable } from '../../errors.ts';

export const healthRouter = apiRouter();

/** For load balancers and uptime checks: 200 only when the database answers. */
healthRouter.get('/api/health', async (ctx) => {
  const started = performance.now();
  try {
    await ctx.db.raw('select 1');
  } catch (error) {
    ctx.log.error({ err: error }, 'health check: database unreachable');
    throw unavailable('The database is not reachable.');
  }
  ctx.set('Cache-Control', 'no-store');
  ctx.body = {
    status: 'ok',
    database: { status: 'up', engine: dbEngine(ctx.db), latencyMs: Math.round(performance.now() - started) },
    uptimeSeconds: Math.round(process.uptime()),
  };
});
