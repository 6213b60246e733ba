/**
 * Testimonials: an agent asks a client for one once their trip has ended (a single-use link,
 * e-mailed in the same transaction that stores its token), the client sends it through the
 * link, and an admin approves or rejects it. Only approved ones reach the public pages.
 */
import { agencyToday } from '@contract/agency.ts';
import {
  TESTIMONIAL_LINK_TTL_MS,
  testimonialMessages,
  type TestimonialStatus,
  type TestimonialSubmission,
} from '@contract/testimonials.ts';
import type { Trx } from '@db/index.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import { hashLinkToken, newLinkToken } from '../lib/linkTokens.ts';
import { queueMail } from '../mail/mailQueue.ts';
import { itinerariesVisibleTo } from '../policies/itineraries.ts';
import type { Command, SystemCommand } from './command.ts';
import { testimonialRequestMail } from './testimonialRequestMail.ts';

interface TripToAsk {
  id: string;
  title: string;
  endDate: string | null;
  status: string;
  clientId: string;
  email: string;
  firstName: string | null;
}

/**
 * E-mails the trip's client a link to write a testimonial. The trip must be one the actor may
 * see (else 404), have ended in the agency's calendar, not be cancelled, and have no
 * testimonial yet (409). An earlier link of the trip not yet used stops working: the newest
 * e-mail is the one that counts.
 */
export async function testimonialRequester({
  trx,
  actor,
  input: { itineraryId, appUrl, now = new Date() },
}: Command<{ itineraryId: string; appUrl: string; now?: Date }>): Promise<{
  email: string;
  expiresAt: Date;
}> {
  // The row lock serialises two requests for one trip, so only one link stays usable.
  const trip: TripToAsk | undefined = await itinerariesVisibleTo(trx, actor)
    .where('itineraries.id', itineraryId)
    .join('clients', 'clients.id', 'itineraries.clientId')
    .forUpdate('itineraries')
    .first(
      'itineraries.id',
      'itineraries.title',
      'itineraries.endDate',
      'itineraries.status',
      'itineraries.clientId',
      'clients.email',
      'clients.firstName',
    );
  if (!trip) throw notFound(testimonialMessages.itineraryNotFound);
  if (trip.status === 'cancelled') throw conflict(testimonialMessages.tripCancelled);
  if (!trip.endDate) throw conflict(testimonialMessages.tripWithoutEndDate);
  if (trip.endDate >= agencyToday(now)) throw conflict(testimonialMessages.tripNotEnded);
  const given = await trx('testimonials').where({ itineraryId: trip.id }).first('id');
  if (given) throw conflict(testimonialMessages.alreadyGiven);

  await trx('testimonialRequests').where({ itineraryId: trip.id }).whereNull('usedAt').delete();
  const token = newLinkToken();
  const expiresAt = new Date(now.getTime() + TESTIMONIAL_LINK_TTL_MS);
  const [request]: { id: string }[] = await trx('testimonialRequests')
    .insert({
      itineraryId: trip.id,
      clientId: trip.clientId,
      email: trip.email,
      token: hashLinkToken(token),
      requestedBy: actor.id,
      expiresAt,
    })
    .returning('id');
  const message = testimonialRequestMail({
    to: trip.email,
    firstName: trip.firstName,
    tripTitle: trip.title,
    testimonialUrl: `${appUrl}/testimonial?token=${encodeURIComponent(token)}`,
  });
  // If it finally cannot be delivered, the link is withdrawn (api/mail/undeliverable.ts).
  await queueMail(trx, message, { kind: 'testimonial_request', tokenId: request.id });
  return { email: trip.email, expiresAt };
}

/** Tells every active admin a testimonial waits for them, in the testimonial's own transaction. */
async function notifyModerators(
  trx: Trx,
  testimonial: { id: string; displayName: string; rating: number; tripTitle: string | null },
): Promise<void> {
  const admins: string[] = await trx('users').where({ role: 'admin', isActive: true }).pluck('id');
  if (admins.length === 0) return;
  const about = testimonial.tripTitle ? ` for "${testimonial.tripTitle}"` : '';
  await trx('notifications').insert(
    admins.map((agentId) => ({
      agentId,
      type: 'new_testimonial',
      title: 'New testimonial to review',
      message: `${testimonial.displayName} gave ${testimonial.rating} of 5 stars${about}. Approve it to show it on the site.`,
      entityType: 'testimonials',
      entityId: testimonial.id,
      priority: 'normal',
    })),
  );
}

/**
 * Stores the client's testimonial, pending, with the link's token claimed in the same
 * statement: a token that is unknown, used or expired answers 400 and nothing is stored (the
 * caller's transaction), and of two submissions racing one link only the first claims it.
 */
export async function testimonialSubmitter({
  trx,
  input: { token, rating, text, displayName, now = new Date() },
}: SystemCommand<TestimonialSubmission & { now?: Date }>): Promise<{ id: string }> {
  const [claimed]: Array<{ id: string; itineraryId: string }> = await trx('testimonialRequests')
    .where({ token: hashLinkToken(token) })
    .whereNull('usedAt')
    .where('expiresAt', '>', now)
    .update({ usedAt: now, updatedAt: now })
    .returning(['id', 'itineraryId']);
  if (!claimed) throw badRequest(testimonialMessages.linkInvalid, { token: testimonialMessages.linkInvalid });
  const [row]: { id: string }[] = await trx('testimonials')
    .insert({
      itineraryId: claimed.itineraryId,
      requestId: claimed.id,
      displayName,
      rating,
      text,
      consentedAt: now,
    })
    .returning('id');
  const trip: { title: string } | undefined = await trx('itineraries')
    .where({ id: claimed.itineraryId })
    .first('title');
  await notifyModerators(trx, { id: row.id, displayName, rating, tripTitle: trip?.title ?? null });
  return { id: row.id };
}

/**
 * An admin's decision. Either may be taken back later: approving a rejected testimonial
 * publishes it, rejecting an approved one takes it off the site. Deciding the same again
 * changes nothing, and its first decision's author and time stay.
 */
export async function testimonialModerator({
  trx,
  actor,
  input: { id, decision, now = new Date() },
}: Command<{ id: string; decision: Exclude<TestimonialStatus, 'pending'>; now?: Date }>): Promise<{
  id: string;
  status: TestimonialStatus;
}> {
  const current: { id: string; status: TestimonialStatus } | undefined = await trx('testimonials')
    .where({ id })
    .forUpdate()
    .first('id', 'status');
  if (!current) throw notFound(testimonialMessages.notFound);
  if (current.status !== decision) {
    const fields =
      decision === 'approved'
        ? { approvedBy: actor.id, approvedAt: now, rejectedBy: null, rejectedAt: null }
        : { rejectedBy: actor.id, rejectedAt: now, approvedBy: null, approvedAt: null };
    await trx('testimonials')
      .where({ id })
      .update({ status: decision, ...fields, updatedAt: now });
  }
  return { id, status: decision };
}
