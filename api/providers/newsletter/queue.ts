/**
 * The newsletter list as a queue of subscribers still to send to the mailing-list service:
 * rows of `newsletter_subscriptions` whose synced_at is null. A signup (or a later signup that
 * adds a name) leaves its row due; the worker (./worker.ts) claims due rows one at a time.
 */
import type { Db } from '@db/index.ts';
import type { NewsletterSubscriber } from './types.ts';

/** A subscriber claimed for one push: `leaseUntil` is both the claim's expiry and its mark. */
export interface ClaimedSubscriber extends NewsletterSubscriber {
  id: string;
  syncAttempts: number;
  leaseUntil: Date;
}

/**
 * Claims the next due subscriber: active, not synced, its next_sync_at come. The claim moves
 * next_sync_at to the end of a lease and commits at once, so other workers (in this process or
 * others, SKIP LOCKED keeping them apart) pass over the row while it is being pushed, and take
 * it again if the claiming process died before finishing.
 */
export async function claimDueSubscriber(
  db: Db,
  { now, leaseUntil }: { now: Date; leaseUntil: Date },
): Promise<ClaimedSubscriber | undefined> {
  const result: { rows: Omit<ClaimedSubscriber, 'leaseUntil'>[] } = await db.raw(
    `with due as (
       select id from newsletter_subscriptions
        where synced_at is null and is_active and next_sync_at <= ?
        order by next_sync_at, created_at
        limit 1
        for update skip locked
     )
     update newsletter_subscriptions as subscriber
        set sync_attempts = subscriber.sync_attempts + 1, next_sync_at = ?, updated_at = ?
       from due
      where subscriber.id = due.id
     returning subscriber.id, subscriber.email, subscriber.first_name, subscriber.last_name,
               subscriber.sync_attempts`,
    [now, leaseUntil, now],
  );
  const row = result.rows[0];
  return row && { ...row, leaseUntil };
}

/**
 * The claimed row, and only while the claim still holds: a signup that changed the row since
 * (a name added) moved next_sync_at, so the outdated push is not recorded and the row is sent
 * again with what it says now.
 */
function stillClaimed(db: Db, claimed: ClaimedSubscriber) {
  return db('newsletterSubscriptions')
    .where({ id: claimed.id, nextSyncAt: claimed.leaseUntil })
    .whereNull('syncedAt');
}

export async function markSynced(
  db: Db,
  claimed: ClaimedSubscriber,
  { now, externalId }: { now: Date; externalId: string | null },
): Promise<void> {
  await stillClaimed(db, claimed).update({
    syncedAt: now,
    lastSyncError: null,
    ...(externalId ? { flodeskId: externalId } : {}),
    updatedAt: now,
  });
}

/** Keeps the row unsynced with why, due again at `nextSyncAt`. */
export async function markSyncFailed(
  db: Db,
  claimed: ClaimedSubscriber,
  { now, reason, nextSyncAt }: { now: Date; reason: string; nextSyncAt: Date },
): Promise<void> {
  await stillClaimed(db, claimed).update({ lastSyncError: reason, nextSyncAt, updatedAt: now });
}
