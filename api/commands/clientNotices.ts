/**
 * Notices a client reads on the dashboard: a proposal sent to them, a booking confirmed,
 * changed or removed. They go to the account linked to the client record; a client the
 * agency knows only by e-mail has no dashboard, so nothing is written for them.
 */
import { formatDateRange } from '@contract/dateFormat.ts';
import type { Trx } from '@db/index.ts';
import type { BookingsRow, ClientsRow } from '@db/schema/rows.ts';
import { whereAgencyVouches } from '../policies/clients.ts';
import type { SystemCommand } from './command.ts';

export interface ClientNotice {
  type: 'proposal_sent' | 'booking_confirmed' | 'booking_updated' | 'booking_removed';
  title: string;
  message: string;
  entityType: 'proposals' | 'bookings';
  entityId: string;
}

/**
 * One unread notice per subject and kind: an agent who edits a booking five times offline and
 * then syncs leaves the client one up-to-date notice, not five.
 */
export async function clientNotifier({
  trx,
  input: { userId, notice },
}: SystemCommand<{ userId: string | null | undefined; notice: ClientNotice }>): Promise<void> {
  if (!userId) return;
  const refreshed = await trx('notifications')
    .where({ agentId: userId, type: notice.type, entityId: notice.entityId, isRead: false })
    .update({
      title: notice.title,
      message: notice.message,
      createdAt: trx.fn.now(),
      updatedAt: trx.fn.now(),
    });
  if (refreshed > 0) return;
  await trx('notifications').insert({ agentId: userId, priority: 'normal', ...notice });
}

/**
 * The account a client record's notices go to: the one linked to it, while the agency vouches
 * for the record (`whereAgencyVouches`). A record an unapproved agent holds tells nobody,
 * whatever address it carries or account it was once linked to.
 */
export async function clientNoticeRecipient(trx: Trx, clientId: string): Promise<string | null> {
  const row: Pick<ClientsRow, 'userId'> | undefined = await whereAgencyVouches(
    trx,
    trx('clients').where('clients.id', clientId),
  ).first('clients.userId');
  return row?.userId ?? null;
}

/** The account of the client a booking's trip belongs to, if the client has one and may be told. */
export async function bookingClientAccount(trx: Trx, itineraryId: string): Promise<string | null> {
  const row = await trx('itineraries').where('itineraries.id', itineraryId).first('clientId');
  return row ? clientNoticeRecipient(trx, row.clientId) : null;
}

/** What a booking's notice reads of it, before and after a change. */
export type BookingFields = Pick<
  BookingsRow,
  'id' | 'type' | 'title' | 'details' | 'status' | 'bookingReference' | 'startDate' | 'endDate'
>;

/** What changed for the traveller, in words ("status: cancelled", "dates: …"); none when nothing they see did. */
function changesTravellersSee(before: BookingFields, after: BookingFields): string[] {
  const changed = (key: keyof BookingFields) => (before[key] ?? null) !== (after[key] ?? null);
  const words: string[] = [];
  if (changed('status')) words.push(`status: ${String(after.status)}`);
  if (changed('startDate') || changed('endDate')) {
    words.push(`dates: ${formatDateRange(after.startDate, after.endDate) || 'to be set'}`);
  }
  if (changed('bookingReference')) words.push(`reference: ${String(after.bookingReference ?? 'removed')}`);
  if (changed('title') || changed('type')) words.push('description');
  if (changed('details')) words.push('times or place');
  return words;
}

/**
 * The notice a booking's change calls for: confirmed when it becomes confirmed, updated when
 * anything the traveller sees changed, none otherwise (a cost corrected, supplier notes).
 */
export function bookingNotice(before: BookingFields | null, after: BookingFields): ClientNotice | null {
  const base = { entityType: 'bookings' as const, entityId: after.id };
  const title = String(after.title);
  if (after.status === 'confirmed' && before?.status !== 'confirmed') {
    const dates = formatDateRange(after.startDate, after.endDate);
    const reference = after.bookingReference ? ` Reference ${String(after.bookingReference)}.` : '';
    return {
      ...base,
      type: 'booking_confirmed',
      title: 'Booking confirmed',
      message: `"${title}" is confirmed${dates ? ` for ${dates}` : ''}.${reference}`,
    };
  }
  if (!before) return null;
  const words = changesTravellersSee(before, after);
  if (words.length === 0) return null;
  return {
    ...base,
    type: 'booking_updated',
    title: 'Booking updated',
    message: `"${title}" changed: ${words.join('; ')}.`,
  };
}
