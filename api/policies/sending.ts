import { emailMessages, emailRecipients, SEND_LIMIT } from '@contract/emails.ts';
import type { Trx } from '@db/index.ts';
import { forbidden, tooManyRequests } from '../errors.ts';
import type { SessionUser } from '../types.ts';
import { isApprovedStaff } from './approval.ts';

/**
 * Whether the actor may send `recipients` more addresses mail from the agency's address now:
 * only approved staff (an unapproved agent writes and saves drafts, 403 on sending), and at
 * most SEND_LIMIT recipients in a rolling hour (429 with the wait). The allowance is counted
 * from the e-mails already sent (deleted and failed ones included), so it holds across
 * processes and cannot be reset by deleting the Sent folder; the actor's sends queue on a lock
 * of their own until commit, so two sends at once count each other.
 */
export async function assertMaySend(
  trx: Trx,
  actor: SessionUser,
  recipients: number,
  now = new Date(),
): Promise<void> {
  if (!(await isApprovedStaff(trx, actor))) throw forbidden(emailMessages.awaitingApproval);
  await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`mail-allowance:${actor.id}`]);
  const windowMs = SEND_LIMIT.windowMinutes * 60_000;
  const sent = await trx('emails')
    .where({ agentId: actor.id })
    .whereNull('externalId')
    .whereNot('status', 'draft')
    .where('sentAt', '>', new Date(now.getTime() - windowMs))
    .orderBy('sentAt', 'asc')
    .select('to', 'cc', 'bcc', 'sentAt');
  const counts = sent.map((email) => emailRecipients(email).length);
  let used = counts.reduce((sum, count) => sum + count, 0);
  if (used + recipients <= SEND_LIMIT.recipients) return;
  // The wait: until enough of the oldest sends have left the window to make room.
  let freedAt = now.getTime() + windowMs;
  for (const [index, email] of sent.entries()) {
    used -= counts[index];
    if (used + recipients <= SEND_LIMIT.recipients) {
      // Every e-mail in the window was sent (the query reads only those with a sentAt after its start).
      freedAt = new Date(email.sentAt ?? now).getTime() + windowMs;
      break;
    }
  }
  const waitMs = Math.max(0, freedAt - now.getTime());
  throw tooManyRequests(emailMessages.sendLimit(Math.max(1, Math.ceil(waitMs / 60_000))), waitMs / 1000);
}
