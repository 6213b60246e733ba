/**
 * Reading testimonials: the approved ones the public pages show, the moderation queue of one
 * status with the counts of every status, and what an open link invites its client to review.
 */
import {
  suggestedDisplayName,
  TESTIMONIAL_STATUSES,
  type ModeratedTestimonial,
  type PublicTestimonial,
  type TestimonialInvitation,
  type TestimonialQueue,
  type TestimonialStatus,
} from '@contract/testimonials.ts';
import { tally, type Queryable } from '@db/index.ts';
import { hashLinkToken } from '../lib/linkTokens.ts';

/** Long enough to work through in one sitting; older ones follow as these are decided. */
const QUEUE_PAGE = 100;

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/** The newest approved testimonials, newest approval first. */
export async function approvedTestimonials(db: Queryable, limit: number): Promise<PublicTestimonial[]> {
  const rows: Array<Omit<PublicTestimonial, 'approvedAt'> & { approvedAt: Date }> = await db('testimonials')
    .where({ status: 'approved' })
    .orderBy([
      { column: 'approvedAt', order: 'desc' },
      { column: 'id', order: 'asc' },
    ])
    .limit(limit)
    .select('id', 'displayName', 'rating', 'text', 'approvedAt');
  return rows.map((row) => ({ ...row, approvedAt: row.approvedAt.toISOString() }));
}

export async function testimonialQueue(db: Queryable, status: TestimonialStatus): Promise<TestimonialQueue> {
  const rows: Array<{
    id: string;
    displayName: string;
    rating: number;
    text: string;
    status: TestimonialStatus;
    itineraryId: string | null;
    tripTitle: string | null;
    clientFirstName: string | null;
    clientLastName: string | null;
    clientEmail: string | null;
    createdAt: Date;
    approvedAt: Date | null;
    approverFirstName: string | null;
    approverLastName: string | null;
  }> = await db('testimonials')
    .leftJoin('itineraries', 'itineraries.id', 'testimonials.itineraryId')
    .leftJoin('clients', 'clients.id', 'itineraries.clientId')
    .leftJoin('users as approver', 'approver.id', 'testimonials.approvedBy')
    .where('testimonials.status', status)
    .orderBy([
      // The oldest waits longest; decided ones are read newest first.
      { column: 'testimonials.createdAt', order: status === 'pending' ? 'asc' : 'desc' },
      { column: 'testimonials.id', order: 'asc' },
    ])
    .limit(QUEUE_PAGE)
    .select(
      'testimonials.id',
      'testimonials.displayName',
      'testimonials.rating',
      'testimonials.text',
      'testimonials.status',
      'testimonials.itineraryId',
      'itineraries.title as tripTitle',
      'clients.firstName as clientFirstName',
      'clients.lastName as clientLastName',
      'clients.email as clientEmail',
      'testimonials.createdAt',
      'testimonials.approvedAt',
      'approver.firstName as approverFirstName',
      'approver.lastName as approverLastName',
    );
  const fullName = (first: string | null, last: string | null) =>
    [first, last].filter(Boolean).join(' ') || null;
  const testimonials: ModeratedTestimonial[] = rows.map((row) => ({
    id: row.id,
    displayName: row.displayName,
    rating: row.rating,
    text: row.text,
    status: row.status,
    itineraryId: row.itineraryId,
    tripTitle: row.tripTitle,
    clientName: fullName(row.clientFirstName, row.clientLastName),
    clientEmail: row.clientEmail,
    createdAt: row.createdAt.toISOString(),
    approvedAt: iso(row.approvedAt),
    approvedByName: fullName(row.approverFirstName, row.approverLastName),
  }));
  const counted: Array<{
    status: TestimonialStatus;
    count: string | number;
  }> = await db('testimonials').select('status').count({ count: '*' }).groupBy('status');
  const counts = tally(TESTIMONIAL_STATUSES, counted);
  return { testimonials, counts };
}

/** The trip an open link (unused, unexpired) asks about, and a name to start from; undefined otherwise. */
export async function findTestimonialInvitation(
  db: Queryable,
  token: string,
  now: Date,
): Promise<TestimonialInvitation | undefined> {
  const row:
    { tripTitle: string; firstName: string | null; lastName: string | null; expiresAt: Date } | undefined =
    await db('testimonialRequests')
      .join('itineraries', 'itineraries.id', 'testimonialRequests.itineraryId')
      .join('clients', 'clients.id', 'testimonialRequests.clientId')
      .where('testimonialRequests.token', hashLinkToken(token))
      .whereNull('testimonialRequests.usedAt')
      .where('testimonialRequests.expiresAt', '>', now)
      .first(
        'itineraries.title as tripTitle',
        'clients.firstName',
        'clients.lastName',
        'testimonialRequests.expiresAt',
      );
  if (!row) return undefined;
  return {
    tripTitle: row.tripTitle,
    suggestedName: suggestedDisplayName(row.firstName, row.lastName),
    expiresAt: row.expiresAt.toISOString(),
  };
}
