/** The offline protocol of the Agent Office: devices push queued mutations and pull changes. */
import type { Middleware } from 'koa';
import {
  SYNC_OWNER_HEADER,
  SyncPullQuery,
  SyncPushInput,
  syncMessages,
  type SyncPushResponse,
  type SyncPushStopped,
} from '@contract/sync.ts';
import { HttpError, unauthorized } from '../../errors.ts';
import { staffOnly } from '../../middlewares/auth.ts';
import { validate } from '../../middlewares/validate.ts';
import { pullChanges } from '../../sync/pull.ts';
import { pushMutations, SequenceGapError, TransientSyncError } from '../../sync/push.ts';
import { apiRouter } from '../router.ts';

export const syncRouter = apiRouter();

/** The office syncing must belong to the signed-in account (older apps send no owner). */
const sameAccount: Middleware = async (ctx, next) => {
  const owner = ctx.get(SYNC_OWNER_HEADER);
  if (owner && owner !== ctx.state.user?.id) throw unauthorized(syncMessages.otherAccountSignedIn);
  await next();
};

syncRouter.post('/api/sync/push', staffOnly, sameAccount, validate({ body: SyncPushInput }), async (ctx) => {
  try {
    const outcome = await pushMutations({
      db: ctx.db,
      actor: ctx.state.user,
      appUrl: ctx.config.appUrl,
      agencyInbox: ctx.config.mail.agencyInbox,
      log: ctx.log,
      input: ctx.state.body,
    });
    ctx.body = outcome satisfies SyncPushResponse;
  } catch (error) {
    // A stopped push still answers what became of the mutations before the stop.
    if (error instanceof SequenceGapError) {
      const stopped = { results: error.results, lastSeq: error.lastSeq } satisfies Partial<SyncPushStopped>;
      throw new HttpError(409, 'conflict', error.message, { alongside: stopped });
    }
    if (error instanceof TransientSyncError) {
      ctx.log.warn({ err: error.cause }, 'sync push stopped by a transient failure');
      const stopped = {
        results: error.results,
        ...(error.lastSeq === undefined ? {} : { lastSeq: error.lastSeq }),
      } satisfies Partial<SyncPushStopped>;
      throw new HttpError(503, 'unavailable', syncMessages.unavailable, {
        headers: { 'Retry-After': '5' },
        alongside: stopped,
      });
    }
    throw error;
  }
});

syncRouter.get('/api/sync/pull', staffOnly, sameAccount, validate({ query: SyncPullQuery }), async (ctx) => {
  const { cursor, limit } = ctx.state.query;
  ctx.set('Cache-Control', 'no-store');
  // The pull carries no device id; the session (one per browser, whose one syncing tab is the
  // device) remembers under which scope its pull from 0 began, so its pages are not mistaken
  // for a stale cursor. A new session only costs one extra reset.
  const session = ctx.session;
  const remembered = session?.syncFullPullScope;
  let began: number | undefined;
  ctx.body = await pullChanges({
    db: ctx.db,
    actor: ctx.state.user,
    cursor,
    limit,
    fullPullScope: typeof remembered === 'number' ? remembered : undefined,
    onFullPull: (scopeVersion) => {
      began = scopeVersion;
    },
  });
  if (session && began !== undefined) session.syncFullPullScope = began;
});
