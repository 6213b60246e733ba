/**
 * Writing Email Center rows (syncable: versioned writes only); a sent e-mail's messages are
 * queued in the same transaction, for the mail worker to deliver.
 */
import { leadsAnsweredByEmail } from './leadQueue.ts';
import type { Queryable, Trx } from '@db/index.ts';
import type { ClientsRow, EmailsRow, UsersRow } from '@db/schema/rows.ts';
import { brand } from '@contract/brand.ts';
import { insertVersioned, markSyncScopeChanged, updateVersioned } from '@db/versioning.ts';
import {
  EMAIL_CONTENT_FIELDS,
  EmailDraftInput,
  EmailSendInput,
  emailMessages,
  emailRecipients,
  isEditableEmail,
  mailboxAddresses,
  type Email,
  type InboundEmail,
} from '@contract/emails.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import { threadMessageId, threadReplyTo, threadTokensOf } from '../lib/mailThreads.ts';
import { quotesVisibleTo } from '../policies/agentQuotes.ts';
import { clientsVisibleTo } from '../policies/clients.ts';
import { emailsVisibleTo } from '../policies/emails.ts';
import { assertMaySend } from '../policies/sending.ts';
import { itinerariesVisibleTo } from '../policies/itineraries.ts';
import { queueMail } from '../mail/mailQueue.ts';
import { parseInput } from '../middlewares/validate.ts';
import type { MailMessage } from '../providers/mail/index.ts';
import { findEmail } from '../queries/emails.ts';
import type { SessionUser } from '../types.ts';
import type { Command, SystemCommand } from './command.ts';

/** The transaction and the actor, which the helpers below need. */
type Args = Pick<Command, 'trx' | 'actor'>;

type Links = Pick<EmailSendInput, 'clientId' | 'relatedQuoteId' | 'relatedItineraryId'>;

/** Linked rows must be ones the actor may see; each unknown one is named in `fields`. */
export async function checkEmailLinks({ trx, actor }: Args, links: Links): Promise<void> {
  const fields: Record<string, string> = {};
  if (
    links.clientId &&
    !(await clientsVisibleTo(trx, actor).where('clients.id', links.clientId).first('clients.id'))
  ) {
    fields.clientId = emailMessages.clientInvalid;
  }
  if (
    links.relatedQuoteId &&
    !(await quotesVisibleTo(trx, actor).where('agentQuotes.id', links.relatedQuoteId).first('agentQuotes.id'))
  ) {
    fields.relatedQuoteId = emailMessages.quoteInvalid;
  }
  if (
    links.relatedItineraryId &&
    !(await itinerariesVisibleTo(trx, actor)
      .where('itineraries.id', links.relatedItineraryId)
      .first('itineraries.id'))
  ) {
    fields.relatedItineraryId = emailMessages.itineraryInvalid;
  }
  const messages = Object.values(fields);
  if (messages.length > 0) throw badRequest(messages[0], fields);
}

/** The content fields of a change (to, subject, body, links …), without flags or status. */
function contentOf(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    EMAIL_CONTENT_FIELDS.filter((field) => field in fields).map((field) => [field, fields[field]]),
  );
}

/**
 * The content as it will be stored: checked as a sent e-mail (every rule of the form, the
 * recipient cap, no placeholder left) when it is being sent, else as a draft, which may still
 * be blank. Its links must be rows the actor may see, and sending counts against the limit.
 */
async function checkedContent(
  { trx, actor }: Args,
  content: Record<string, unknown>,
  sending: boolean,
): Promise<EmailSendInput | EmailDraftInput> {
  const email = sending ? parseInput(EmailSendInput, content) : parseInput(EmailDraftInput, content);
  await checkEmailLinks({ trx, actor }, email);
  if (sending) await assertMaySend(trx, actor, emailRecipients(email).length);
  return email;
}

const refuseStatus = () =>
  badRequest(emailMessages.statusBySendingOnly, { status: emailMessages.statusBySendingOnly });

/**
 * Stores a new e-mail from the actor. No status, or "draft", saves a draft and sends nothing;
 * "sent" stores it sent (sentAt now) with its messages queued in the same transaction, so a
 * replayed sync mutation, answered from its stored result, never sends twice. Any other status
 * is refused: an e-mail is either saved as a draft or sent.
 */
export async function outgoingEmailStorer({
  trx,
  actor,
  input,
}: Command<{
  /** A uuid made on a device (offline creation); the database makes one otherwise. */
  id?: string;
  status?: unknown;
  /** The form's fields; anything but content (flags, dates, the sender) is not read. */
  email: Record<string, unknown>;
  /** config.mail.agencyInbox, where answers to a sent e-mail come back to. */
  agencyInbox: string;
}>): Promise<Email> {
  const { id, status = 'draft', agencyInbox } = input;
  if (status !== 'draft' && status !== 'sent') throw refuseStatus();
  const sending = status === 'sent';
  const email = await checkedContent({ trx, actor }, contentOf(input.email), sending);
  const row = await insertVersioned(trx, 'emails', {
    ...(id ? { id } : {}),
    from: actor.email,
    to: email.to,
    cc: email.cc,
    bcc: email.bcc,
    subject: email.subject,
    body: email.body,
    priority: email.priority,
    status,
    // The sender has read their own message; only received mail starts unread.
    isRead: true,
    sentAt: sending ? trx.fn.now() : null,
    clientId: email.clientId,
    relatedQuoteId: email.relatedQuoteId,
    relatedItineraryId: email.relatedItineraryId,
    agentId: actor.id,
    template: email.template,
  });
  if (sending) await emailSent(trx, agencyInbox, row.id);
  return (await findEmail(trx, actor, row.id))!;
}

/**
 * A change of an e-mail the actor may see, from a REST call or a device's sync push alike:
 *
 * - isRead and isStarred are the agent's own flags, on any e-mail. Reading it stamps readAt
 *   the first time only; marking it unread keeps that time.
 * - Content (to, subject, body, links …) changes only on a draft; what went out stays as it
 *   was sent. The fields not named keep their stored values, and the whole is checked again.
 * - The one status change there is, is sending a draft: status "sent" on a draft checks it as
 *   a sent e-mail, stamps sentAt and queues its messages in the same transaction. Any other
 *   status change is refused.
 *
 * A change that changes nothing writes nothing (no new version).
 */
export async function emailUpdater({
  trx,
  actor,
  input: { id, changes, agencyInbox },
}: Command<{ id: string; changes: Record<string, unknown>; agencyInbox: string }>): Promise<Email> {
  const row: EmailsRow | undefined = await emailsVisibleTo(trx, actor)
    .where('emails.id', id)
    .forUpdate()
    .first('emails.*');
  if (!row) throw notFound(emailMessages.notFound);
  const stored: Record<string, unknown> = {};
  if ('isStarred' in changes && Boolean(changes.isStarred) !== Boolean(row.isStarred)) {
    stored.isStarred = Boolean(changes.isStarred);
  }
  if ('isRead' in changes && Boolean(changes.isRead) !== Boolean(row.isRead)) {
    stored.isRead = Boolean(changes.isRead);
    if (stored.isRead && !row.readAt) stored.readAt = trx.fn.now();
  }
  const sending = changes.status === 'sent' && row.status === 'draft';
  if ('status' in changes && changes.status !== row.status && !sending) throw refuseStatus();
  const content = contentOf(changes);
  if (Object.keys(content).length > 0 || sending) {
    if (!isEditableEmail(row)) {
      throw badRequest(emailMessages.onlyDraftChanges, { status: emailMessages.onlyDraftChanges });
    }
    Object.assign(stored, await checkedContent({ trx, actor }, { ...contentOf(row), ...content }, sending));
    if (sending) Object.assign(stored, { status: 'sent', sentAt: trx.fn.now() });
  }
  if (Object.keys(stored).length > 0) await updateVersioned(trx, 'emails', id, stored);
  if (sending) await emailSent(trx, agencyInbox, id);
  return (await findEmail(trx, actor, id))!;
}

/**
 * Stars an unstarred e-mail and unstars a starred one, the published API's toggle; the change
 * itself is emailUpdater's, as a device's would be.
 */
export async function emailStarToggler({
  trx,
  actor,
  input: { id, agencyInbox },
}: Command<{ id: string; agencyInbox: string }>): Promise<Email> {
  const row: Pick<EmailsRow, 'isStarred'> | undefined = await emailsVisibleTo(trx, actor)
    .where('emails.id', id)
    .forUpdate()
    .first('emails.isStarred');
  if (!row) throw notFound(emailMessages.notFound);
  return emailUpdater({ trx, actor, input: { id, changes: { isStarred: !row.isStarred }, agencyInbox } });
}

/** An e-mail's reply token and its owner's name (null when it has no owner). */
export type ThreadHeadersRow = Pick<EmailsRow, 'replyToken'> & {
  firstName: UsersRow['firstName'];
  lastName: UsersRow['lastName'];
};

/**
 * The Reply-To and Message-ID of an office e-mail: the agency's address, tagged with the
 * row's reply token, so the answer threads back to the agent who sent it (see mailThreads).
 */
export async function threadHeadersOf(
  db: Queryable,
  agencyInbox: string,
  emailId: string,
): Promise<Pick<MailMessage, 'replyTo' | 'messageId'>> {
  const row: ThreadHeadersRow | undefined = await db('emails')
    .leftJoin('users as owner', 'owner.id', 'emails.agentId')
    .where('emails.id', emailId)
    .first('emails.replyToken', 'owner.firstName', 'owner.lastName');
  if (!row) return {};
  const name = [row.firstName, row.lastName].filter(Boolean).join(' ');
  return {
    replyTo: threadReplyTo(agencyInbox, row.replyToken, name ? `${name} (${brand.name})` : brand.name),
    messageId: threadMessageId(agencyInbox, row.replyToken),
  };
}

/** What sending an office e-mail sets off: its delivery, and the leads it answers. */
export async function emailSent(trx: Trx, agencyInbox: string, emailId: string): Promise<void> {
  await queueEmailDelivery(trx, agencyInbox, emailId);
  await leadsAnsweredByEmail(trx, emailId);
}

/**
 * Queues a sent e-mail's messages in the transaction that sent it, from the agency's address:
 * one message to `to` and one to each Cc and Bcc recipient (the provider sends to one address
 * at a time, which also keeps Bcc hidden). A message that finally fails marks the row failed.
 */
export async function queueEmailDelivery(trx: Trx, agencyInbox: string, emailId: string): Promise<void> {
  const email = await trx('emails').where({ id: emailId }).first('to', 'cc', 'bcc', 'subject', 'body');
  // The caller has just sent this e-mail in the same transaction.
  if (!email) throw new Error(`e-mail ${emailId} to deliver not found`);
  const thread = await threadHeadersOf(trx, agencyInbox, emailId);
  for (const to of emailRecipients(email)) {
    const message = { to, subject: email.subject, text: email.body, ...thread };
    await queueMail(trx, message, { kind: 'office_email', emailId });
  }
}

async function ownEmail({ trx, actor }: Args, id: string) {
  const row = await emailsVisibleTo(trx, actor).where('emails.id', id).first('id');
  if (!row) throw notFound(emailMessages.notFound);
}

/** A tombstone (deleted_at), so the deletion reaches devices through sync. */
export async function emailRemover({ trx, actor, input: { id } }: Command<{ id: string }>): Promise<void> {
  await ownEmail({ trx, actor }, id);
  await updateVersioned(trx, 'emails', id, { deletedAt: trx.fn.now() });
}

const STAFF_ROLES = ['agent', 'admin'];

/** Where an inbound message goes: one agent's inbox, or the agency's for an admin to assign. */
type InboundRoute =
  | {
      kind: 'thread';
      agent: SessionUser;
      answered: { clientId: string | null; relatedQuoteId: string | null; relatedItineraryId: string | null };
    }
  | { kind: 'addressed'; agent: SessionUser }
  | { kind: 'agency' };

/** Every column of a SessionUser: the staff member found acts as one (their client look-ups). */
const ACTIVE_STAFF_COLUMNS = [
  'users.id',
  'users.email',
  'users.firstName',
  'users.lastName',
  'users.phone',
  'users.role',
  'users.isActive',
  'users.emailVerifiedAt',
];

function activeStaff(trx: Trx) {
  return trx('users').whereIn('users.role', STAFF_ROLES).where('users.isActive', true);
}

/**
 * Help-desk routing. A reply to a message the office sent names it by its reply token (in the
 * tagged Reply-To it was sent to, or In-Reply-To/References) and goes to that message's agent,
 * filed under the same client. Mail addressed to a staff member's own verified address goes to
 * them. Anything else is the agency's: it waits, unassigned, for an admin. The sender's address
 * decides nothing, since anyone can write it and any agent can give a client any address.
 */
async function routeInbound(trx: Trx, input: InboundEmail): Promise<InboundRoute> {
  for (const token of threadTokensOf(input)) {
    const answered = await trx('emails')
      .where({ replyToken: token })
      .whereNull('externalId')
      .whereNotNull('agentId')
      .first('agentId', 'clientId', 'relatedQuoteId', 'relatedItineraryId');
    if (!answered) continue;
    const agent: SessionUser | undefined = await activeStaff(trx)
      .where('users.id', answered.agentId)
      .first(ACTIVE_STAFF_COLUMNS);
    // The sender left or was deactivated: the thread is the agency's to hand on.
    if (!agent) return { kind: 'agency' };
    return { kind: 'thread', agent, answered };
  }
  for (const address of input.toAddresses) {
    const agent: SessionUser | undefined = await activeStaff(trx)
      .whereRaw('lower(users.email) = lower(?)', [address])
      .whereNotNull('users.emailVerifiedAt')
      .first(ACTIVE_STAFF_COLUMNS);
    if (agent) return { kind: 'addressed', agent };
  }
  return { kind: 'agency' };
}

/** The oldest client the agent may see with the sender's address, to file the message under. */
async function senderClientFor(trx: Trx, agent: SessionUser, fromAddress: string): Promise<string | null> {
  const client: Pick<ClientsRow, 'id'> | undefined = await clientsVisibleTo(trx, agent)
    .whereRaw('lower(clients.email) = lower(?)', [fromAddress])
    .orderBy('clients.createdAt', 'asc')
    .first('clients.id');
  return client?.id ?? null;
}

async function notifyOfInbound(
  trx: Trx,
  agentIds: string[],
  email: { id: string; from: string; subject: string },
  title: string,
) {
  if (agentIds.length === 0) return;
  await trx('notifications').insert(
    agentIds.map((agentId) => ({
      agentId,
      type: 'inbound_email',
      title,
      message: email.subject || '(no subject)',
      entityType: 'email',
      entityId: email.id,
      priority: 'normal',
    })),
  );
}

/**
 * A received message, stored once: in the inbox of the agent `routeInbound` finds, or
 * unassigned in the agency's inbox (every active admin is notified to assign it). `from` and
 * `to` are stored as sent (display names and every recipient). Replays of a messageId change
 * nothing.
 */
export async function inboundEmailReceiver({
  trx,
  input,
}: SystemCommand<InboundEmail>): Promise<{ emailIds: string[]; duplicate: boolean; assigned: boolean }> {
  const existing = await trx('emails').where({ externalId: input.messageId }).first('id', 'agentId');
  if (existing) return { emailIds: [existing.id], duplicate: true, assigned: existing.agentId != null };

  const route = await routeInbound(trx, input);
  const links =
    route.kind === 'thread'
      ? route.answered
      : {
          clientId:
            route.kind === 'addressed' ? await senderClientFor(trx, route.agent, input.fromAddress) : null,
          relatedQuoteId: null,
          relatedItineraryId: null,
        };
  const agent = route.kind === 'agency' ? null : route.agent;
  const row = await insertVersioned(trx, 'emails', {
    from: input.from,
    to: input.to,
    subject: input.subject,
    body: input.text,
    priority: 'normal',
    status: 'delivered',
    isRead: false,
    sentAt: trx.fn.now(),
    ...links,
    agentId: agent?.id ?? null,
    externalId: input.messageId,
  });
  const email = { id: row.id, from: input.from, subject: input.subject };
  if (agent) {
    await notifyOfInbound(trx, [agent.id], email, `New email from ${input.from}`);
  } else {
    const admins: Pick<UsersRow, 'id'>[] = await activeStaff(trx)
      .where('users.role', 'admin')
      .select('users.id');
    await notifyOfInbound(
      trx,
      admins.map((admin) => admin.id),
      email,
      `New email for the agency from ${input.from}: assign it to an agent`,
    );
  }
  return { emailIds: [email.id], duplicate: false, assigned: agent !== null };
}

/**
 * An admin hands a received e-mail (typically one waiting in the agency's inbox) to an agent:
 * it moves to their inbox, filed under the sender's client if they have one, and they are
 * notified. The agent it leaves loses it from their devices on their next sync.
 */
export async function inboundEmailAssigner({
  trx,
  actor,
  input: { id, agentId },
}: Command<{ id: string; agentId: string }>): Promise<Email> {
  const email = await emailsVisibleTo(trx, actor)
    .where('emails.id', id)
    .forUpdate()
    .first('id', 'agentId', 'externalId', 'from', 'subject', 'clientId');
  if (!email) throw notFound(emailMessages.notFound);
  if (email.externalId == null) throw conflict(emailMessages.assignOnlyReceived);
  const agent: SessionUser | undefined = await activeStaff(trx)
    .where('users.id', agentId)
    .first(ACTIVE_STAFF_COLUMNS);
  if (!agent) throw badRequest(emailMessages.assigneeInvalid, { agentId: emailMessages.assigneeInvalid });
  if (email.agentId !== agent.id) {
    const fromAddress = mailboxAddresses(email.from)?.[0] ?? '';
    const keepsClient =
      email.clientId != null &&
      (await clientsVisibleTo(trx, agent).where('clients.id', email.clientId).first('clients.id')) != null;
    await updateVersioned(trx, 'emails', id, {
      agentId: agent.id,
      clientId: keepsClient ? email.clientId : await senderClientFor(trx, agent, fromAddress),
      isRead: false,
      readAt: null,
    });
    if (email.agentId) await markSyncScopeChanged(trx, [email.agentId]);
    await notifyOfInbound(
      trx,
      [agent.id],
      { id, from: email.from, subject: email.subject },
      `Email assigned to you: from ${email.from}`,
    );
  }
  return (await findEmail(trx, actor, id))!;
}
