/**
 * Website leads: quote requests (/quote), contact messages (/contact) and newsletter signups.
 * Each is stored and e-mailed to the agency inbox; a quote request or a contact message also
 * joins the office's lead queue and is told to every admin and approved agent in the app, all
 * in the lead's own transaction: the queue row, the notice and the e-mail exist exactly when
 * the lead does. Submissions whose honeypot is filled never reach these commands.
 */
import type { ContactMessage, NewsletterSignup, TravelQuoteRequest } from '@contract/leads.ts';
import type { Trx } from '@db/index.ts';
import type { NewsletterSubscriptionsRow } from '@db/schema/rows.ts';
import { findConsultationPackage } from '@content/catalogue.ts';
import { formatMoney } from '@contract/money.ts';
import { budgetLabel, TRAVEL_TYPE_LABELS } from '@contract/leadOptions.ts';
import { queueMail } from '../mail/mailQueue.ts';
import { leadViewerIds } from '../policies/leads.ts';
import type { SystemCommand } from './command.ts';
import { recordLead, quoteLeadSummary } from './leadQueue.ts';

/** A lead as the form sent it, and where the agency reads its mail. */
export interface LeadInput<Lead> {
  lead: Lead;
  agencyInbox: string;
}

interface LeadNotice {
  title: string;
  message: string;
  /** The lead the office opens from the notice. */
  entityType: 'lead';
  entityId: string;
  priority: 'high' | 'normal';
}

/** Tells every admin and approved agent about a new lead, in the lead's own transaction. */
async function notifyLeadViewers(trx: Trx, notice: LeadNotice): Promise<void> {
  const viewers = await leadViewerIds(trx);
  if (viewers.length === 0) return;
  await trx('notifications').insert(viewers.map((agentId) => ({ agentId, type: 'new_lead', ...notice })));
}

/** The form's hidden honeypot is no part of the lead. */
function withoutHoneypot<Lead extends { website?: string | null }>(lead: Lead): Omit<Lead, 'website'> {
  const { website: _honeypot, ...fields } = lead;
  return fields;
}

// ---------------------------------------------------------------------------------------------
// The e-mail to the agency inbox

type FieldValue = string | readonly string[] | null | undefined;

const NOT_GIVEN = '(not given)';

/** "Label: value", a blank one marked, a text of several lines indented under its label. */
function fieldLine([label, value]: readonly [string, FieldValue]): string {
  const text = (typeof value === 'string' ? value : (value ?? []).join(', ')).trim();
  if (!text) return `${label}: ${NOT_GIVEN}`;
  if (!text.includes('\n')) return `${label}: ${text}`;
  return `${label}:\n${text
    .split(/\r?\n/)
    .map((line) => `    ${line}`)
    .join('\n')}`;
}

/** One line, however the visitor typed it: a subject header never breaks. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** "2026-11-26 14:05 UTC": when the lead was stored, however late the e-mail goes out. */
export function minuteUtc(moment: Date | string): string {
  return `${new Date(moment).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

interface LeadMail {
  agencyInbox: string;
  /** The visitor: the agency answers by replying. */
  replyTo: string;
  subject: string;
  intro: string;
  fields: readonly (readonly [string, FieldValue])[];
  /** When the lead was stored. */
  receivedAt: Date | string;
}

/** Queues the plain-text e-mail that lists every field of a lead, in the lead's transaction. */
async function queueLeadMail(trx: Trx, mail: LeadMail): Promise<void> {
  const text = [
    mail.intro,
    mail.fields.map(fieldLine).join('\n'),
    `Received: ${minuteUtc(mail.receivedAt)}`,
    `Reply to this e-mail to answer ${mail.replyTo}. Every admin and approved agent was also notified in the Agent Office.`,
  ].join('\n\n');
  await queueMail(
    trx,
    { to: mail.agencyInbox, replyTo: mail.replyTo, subject: oneLine(mail.subject), text: `${text}\n` },
    { kind: 'lead' },
  );
}

/** The budget as people read it ("$7,000 - $10,000"); none given stays null. */
const budgetText = (range: string | null) => (range ? budgetLabel(range) : null);

// ---------------------------------------------------------------------------------------------
// Quote requests

/** The verified payment that opened the quote form for this visitor (queries/paymentAccess). */
export interface PaidConsultation {
  id: string;
  packageType: string;
  amount: number;
  currency: string;
}

/** "Standard Planning, $50.00". */
function paidLabel(payment: PaidConsultation): string {
  const name = findConsultationPackage(payment.packageType)?.name ?? payment.packageType;
  return `${name}, ${formatMoney(payment.amount, payment.currency)}`;
}

/** Stores a quote request from the public /quote form and tells whoever works leads. */
export async function travelQuoteRecorder({
  trx,
  input: { lead, agencyInbox, payment = null },
}: SystemCommand<LeadInput<TravelQuoteRequest> & { payment?: PaidConsultation | null }>): Promise<{
  id: string;
}> {
  const request = withoutHoneypot(lead);
  const [row] = await trx('travelQuotes')
    .insert({ ...request, paymentVerificationId: payment?.id ?? null })
    .returning(['id', 'createdAt']);
  const name = `${request.firstName} ${request.lastName}`;
  const who = request.groupName ?? name;
  const queued = await recordLead(trx, {
    kind: 'quote',
    name: who,
    email: request.email,
    phone: request.phone ?? null,
    summary: quoteLeadSummary(request),
    travelQuoteId: row.id,
    paymentVerificationId: payment?.id ?? null,
  });
  const travelers = request.numberOfTravelers ? `, ${request.numberOfTravelers} travelers` : '';
  const budget = request.budgetRange ? `, budget ${budgetLabel(request.budgetRange)}` : '';
  await notifyLeadViewers(trx, {
    title: `New quote request from ${who}`,
    message: `${request.email}${travelers}${budget}`,
    entityType: 'lead',
    entityId: queued.id,
    priority: 'high',
  });
  await queueLeadMail(trx, {
    agencyInbox,
    replyTo: request.email,
    subject: `New quote request from ${request.groupName ? `${name} (${request.groupName})` : name}`,
    intro: 'A quote request arrived from the website quote form.',
    fields: [
      ['First name', request.firstName],
      ['Last name', request.lastName],
      ['Email', request.email],
      ['Phone', request.phone],
      ['Group name', request.groupName],
      ['Number of travelers', request.numberOfTravelers],
      ['Departure date', request.departureDate],
      ['Return date', request.returnDate],
      ['Travel types', request.travelTypes.map((type) => TRAVEL_TYPE_LABELS[type])],
      ['Budget range', budgetText(request.budgetRange)],
      ['Departure location', request.departureLocation],
      ['Special requests', request.specialRequests],
      ['Passport information', request.passportInfo],
      ['Emergency contact', request.emergencyContact],
      ['Consultation paid', payment ? paidLabel(payment) : null],
    ],
    receivedAt: row.createdAt,
  });
  return { id: row.id };
}

// ---------------------------------------------------------------------------------------------
// Contact messages

/** Stores a message from the public /contact form and tells whoever works leads. */
export async function contactMessageRecorder({
  trx,
  input: { lead, agencyInbox },
}: SystemCommand<LeadInput<ContactMessage>>): Promise<{ id: string }> {
  const message = withoutHoneypot(lead);
  const [row] = await trx('contactMessages').insert(message).returning(['id', 'createdAt']);
  const queued = await recordLead(trx, {
    kind: 'contact',
    name: message.name,
    email: message.email,
    summary: message.subject?.trim() || message.message.slice(0, 160),
    contactMessageId: row.id,
  });
  await notifyLeadViewers(trx, {
    title: `New contact message from ${message.name}`,
    message: message.subject ?? message.message.slice(0, 120),
    entityType: 'lead',
    entityId: queued.id,
    priority: 'high',
  });
  await queueLeadMail(trx, {
    agencyInbox,
    replyTo: message.email,
    subject: `New contact message from ${message.name}${message.subject ? `: ${message.subject}` : ''}`,
    intro: 'A message arrived from the website contact form.',
    fields: [
      ['Name', message.name],
      ['Email', message.email],
      ['Subject', message.subject],
      ['Budget range', message.budgetRange],
      ['Message', message.message],
    ],
    receivedAt: row.createdAt,
  });
  return { id: row.id };
}

// ---------------------------------------------------------------------------------------------
// Newsletter signups

export interface NewsletterSignupOutcome {
  id: string;
  /** The address was on the list already: nothing new was stored, nobody was told. */
  alreadySubscribed: boolean;
}

type SubscriptionRow = Pick<
  NewsletterSubscriptionsRow,
  'id' | 'email' | 'firstName' | 'lastName' | 'isActive' | 'subscribedAt'
>;

/** Sends the row to the mailing-list service again (its worker picks it up at once). */
const syncAgain = (trx: Trx) => ({
  syncedAt: null,
  syncAttempts: 0,
  nextSyncAt: trx.fn.now(),
  lastSyncError: null,
});

/**
 * Mails the agency inbox about a new subscriber. The agents are not told one by one: a sign-up
 * asks nothing of them, so the daily digest (newsletterDigest.ts) tells them how many came.
 */
async function announceSubscriber(trx: Trx, agencyInbox: string, row: SubscriptionRow): Promise<void> {
  const name = [row.firstName, row.lastName].filter(Boolean).join(' ');
  await queueLeadMail(trx, {
    agencyInbox,
    replyTo: row.email,
    subject: `New newsletter subscriber: ${name ? `${name} <${row.email}>` : row.email}`,
    intro: 'Somebody subscribed to the newsletter on the website.',
    fields: [
      ['Email', row.email],
      ['First name', row.firstName],
      ['Last name', row.lastName],
    ],
    receivedAt: row.subscribedAt,
  });
}

/**
 * Adds an address to the newsletter list. An address already on it stays one row: names given
 * now fill blank ones (and the row is sent to the mailing-list service again to carry them),
 * and the outcome says it was there. An address that had left the list is welcomed back as a
 * new subscriber. The row is sent to the mailing-list service later, by its worker.
 */
export async function newsletterSignupRecorder({
  trx,
  input: { lead, agencyInbox },
}: SystemCommand<LeadInput<NewsletterSignup>>): Promise<NewsletterSignupOutcome> {
  const signup = withoutHoneypot(lead);
  const columns = ['id', 'email', 'firstName', 'lastName', 'isActive', 'subscribedAt'] as const;
  // On conflict (the address, in any case, is on the list) nothing is inserted; a signup of the
  // same address committing meanwhile is waited for, so the row is there to read below.
  const [created]: SubscriptionRow[] = await trx('newsletterSubscriptions')
    .insert({ email: signup.email, firstName: signup.firstName, lastName: signup.lastName })
    .onConflict()
    .ignore()
    .returning([...columns]);
  if (created) {
    await announceSubscriber(trx, agencyInbox, created);
    return { id: created.id, alreadySubscribed: false };
  }

  const existing: SubscriptionRow | undefined = await trx('newsletterSubscriptions')
    .whereRaw('lower(email) = ?', [signup.email])
    .forUpdate()
    .first(...columns);
  // The insert conflicted with this row, and a conflicting one that was committing was waited for.
  if (!existing) throw new Error('the newsletter subscription the signup conflicted with is gone');
  if (!existing.isActive) {
    const [welcomedBack]: SubscriptionRow[] = await trx('newsletterSubscriptions')
      .where({ id: existing.id })
      .update({
        isActive: true,
        firstName: signup.firstName ?? existing.firstName,
        lastName: signup.lastName ?? existing.lastName,
        subscribedAt: trx.fn.now(),
        updatedAt: trx.fn.now(),
        ...syncAgain(trx),
      })
      .returning([...columns]);
    await announceSubscriber(trx, agencyInbox, welcomedBack);
    return { id: existing.id, alreadySubscribed: false };
  }

  const filled = {
    ...(!existing.firstName && signup.firstName ? { firstName: signup.firstName } : {}),
    ...(!existing.lastName && signup.lastName ? { lastName: signup.lastName } : {}),
  };
  if (Object.keys(filled).length > 0) {
    await trx('newsletterSubscriptions')
      .where({ id: existing.id })
      .update({ ...filled, updatedAt: trx.fn.now(), ...syncAgain(trx) });
  }
  return { id: existing.id, alreadySubscribed: true };
}
