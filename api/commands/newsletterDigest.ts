/**
 * The daily newsletter digest: a sign-up asks nothing of the agents, so instead of a notice per
 * subscriber every admin and approved agent is told once a day how many joined the list. The
 * instant of the last digest is kept in `lead_digests`, so a restarted server neither repeats
 * nor skips one, and a day without sign-ups tells nobody anything. The server's first turn only
 * starts the clock.
 */
import { countOf, type Db } from '@db/index.ts';
import { leadViewerIds } from '../policies/leads.ts';

export const NEWSLETTER_DIGEST_EVERY_MS = 24 * 60 * 60 * 1000;
const DIGEST_KIND = 'newsletter';

export interface DigestOutcome {
  /** Whether a digest was due (a day since the last one): false leaves everything as it was. */
  due: boolean;
  subscribers: number;
  notified: number;
}

/** "3 people subscribed to the newsletter since November 30: a@x.com, b@y.com and c@z.com." */
function digestMessage(emails: string[], total: number, since: Date): string {
  const shown = emails.slice(0, 5);
  const rest = total - shown.length;
  const list = rest > 0 ? `${shown.join(', ')} and ${rest} more` : shown.join(', ');
  const when = ` since ${since.toLocaleDateString('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' })}`;
  return `${total === 1 ? '1 person' : `${total} people`} subscribed to the newsletter${when}: ${list}.`;
}

/** Sends the digest if a day has passed since the last one (at `now`). */
export async function newsletterDigester(db: Db, now: Date = new Date()): Promise<DigestOutcome> {
  return db.transaction(async (trx) => {
    // The first turn only starts the clock: the first digest tells of the day after it.
    const started = await trx('leadDigests')
      .insert({ kind: DIGEST_KIND, lastSentAt: now })
      .onConflict('kind')
      .ignore()
      .returning('kind');
    if (started.length > 0) return { due: false, subscribers: 0, notified: 0 };
    const state = await trx('leadDigests').where({ kind: DIGEST_KIND }).forUpdate().first();
    // The insert above found the row there, and digest rows are never deleted.
    if (!state) throw new Error(`lead digest ${DIGEST_KIND} vanished`);
    const last = new Date(state.lastSentAt);
    if (now.getTime() - last.getTime() < NEWSLETTER_DIGEST_EVERY_MS) {
      return { due: false, subscribers: 0, notified: 0 };
    }
    const joined = trx('newsletterSubscriptions')
      .where('isActive', true)
      .where('subscribedAt', '>', last)
      .where('subscribedAt', '<=', now);
    const subscribers = await countOf(joined);
    await trx('leadDigests').where({ kind: DIGEST_KIND }).update({ lastSentAt: now });
    if (subscribers === 0) return { due: true, subscribers: 0, notified: 0 };

    const emails = (await joined.clone().orderBy('subscribedAt', 'desc').limit(5).select('email')).map(
      (row) => row.email,
    );
    const viewers = await leadViewerIds(trx);
    const message = digestMessage(emails, subscribers, last);
    if (viewers.length > 0) {
      await trx('notifications').insert(
        viewers.map((agentId) => ({
          agentId,
          type: 'newsletter_digest',
          title: `${subscribers} new newsletter ${subscribers === 1 ? 'subscriber' : 'subscribers'}`,
          message,
          entityType: 'newsletter_subscription',
          priority: 'normal',
        })),
      );
    }
    return { due: true, subscribers, notified: viewers.length };
  });
}
