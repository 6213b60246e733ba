/**
 * Writing Email Center rows (syncable: versioned writes only) and delivering sent mail
 * through the mail provider after the row is committed.
 */
import type { Db, Trx } from '@db/index.ts';
import { insertVersioned, updateVersioned } from '@db/versioning.ts';
import {
  emailMessages,
  type Email,
  type EmailDraftInput,
  type EmailSendInput,
  type InboundEmail,
} from '@contract/emails.ts';
import { badRequest, notFound } from '../errors.ts';
import type { Logger } from '../logger.ts';
import { quotesVisibleTo } from '../policies/agentQuotes.ts';
import { clientsVisibleTo } from '../policies/clients.ts';
import { emailsVisibleTo } from '../policies/emails.ts';
import { itinerariesVisibleTo } from '../policies/itineraries.ts';
import type { MailProvider } from '../providers/mail/index.ts';
import { findEmail } from '../queries/emails.ts';
import type { SessionUser } from '../types.ts';

interface Args {
  trx: Trx;
  actor: SessionUser;
}

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

/** Stores an e-mail from the actor: sent (sentAt now) or a draft. */
export async function storeOutgoingEmail(
  args: Args & { input: EmailSendInput | EmailDraftInput; status: 'sent' | 'draft'; id?: string },
): Promise<Email> {
  const { trx, actor, input, status, id } = args;
  await checkEmailLinks(args, input);
  const row = await insertVersioned(trx, 'emails', {
    ...(id ? { id } : {}),
    from: actor.email,
    to: input.to,
    cc: input.cc,
    bcc: input.bcc,
    subject: input.subject,
    body: input.body,
    priority: input.priority,
    status,
    // The sender has read their own message; only received mail starts unread.
    isRead: true,
    sentAt: status === 'sent' ? trx.fn.now() : null,
    clientId: input.clientId,
    relatedQuoteId: input.relatedQuoteId,
    relatedItineraryId: input.relatedItineraryId,
    agentId: actor.id,
    template: input.template,
  });
  return (await findEmail(trx, actor, row.id as string))!;
}

/**
 * Hands a stored, committed e-mail to the provider: one message to `to` and one to each Cc
 * and Bcc recipient (the provider sends to one address at a time, which also keeps Bcc
 * hidden). Any failure marks the row failed. Never throws.
 */
export async function deliverEmail(db: Db, provider: MailProvider, email: Email, log: Logger): Promise<void> {
  const recipients = [email.to, ...[email.cc, email.bcc].flatMap((list) => (list ? list.split(', ') : []))];
  try {
    for (const to of recipients) {
      await provider.send({ to, subject: email.subject, text: email.body, replyTo: email.from });
    }
  } catch (error) {
    log.error({ err: error, emailId: email.id }, 'e-mail delivery failed');
    await db.transaction((trx) => updateVersioned(trx, 'emails', email.id, { status: 'failed' }));
  }
}

async function ownEmail({ trx, actor }: Args, id: string) {
  const row = await emailsVisibleTo(trx, actor).where('emails.id', id).first('id', 'isStarred', 'isRead');
  if (!row) throw notFound(emailMessages.notFound);
  return row as { id: string; isStarred: boolean; isRead: boolean };
}

/** Opening an unread e-mail marks it read (once: readAt keeps the first time). */
export async function markEmailRead(args: Args & { id: string }): Promise<Email> {
  const row = await ownEmail(args, args.id);
  if (!row.isRead) {
    await updateVersioned(args.trx, 'emails', args.id, { isRead: true, readAt: args.trx.fn.now() });
  }
  return (await findEmail(args.trx, args.actor, args.id))!;
}

export async function toggleEmailStar(args: Args & { id: string }): Promise<Email> {
  const row = await ownEmail(args, args.id);
  await updateVersioned(args.trx, 'emails', args.id, { isStarred: !row.isStarred });
  return (await findEmail(args.trx, args.actor, args.id))!;
}

export async function deleteEmail(args: Args & { id: string }): Promise<void> {
  await ownEmail(args, args.id);
  await updateVersioned(args.trx, 'emails', args.id, { deletedAt: args.trx.fn.now() });
}

const STAFF_ROLES = ['agent', 'admin'];

/**
 * A received message, stored in the inbox of the agent whose account e-mail is the first of
 * the `to` addresses that belongs to one, or else of every agent actively assigned to the
 * client whose e-mail is the sender's address; each copy is linked to that client when the
 * agent may see them, and the agent gets a notification. `from` and `to` are stored as sent
 * (display names and every recipient). Replays of a messageId change nothing.
 */
export async function receiveInboundEmail({
  trx,
  input,
}: {
  trx: Trx;
  input: InboundEmail;
}): Promise<{ emailIds: string[]; duplicate: boolean }> {
  let agents: SessionUser[] = [];
  for (const address of input.toAddresses) {
    agents = (await trx('users')
      .whereRaw('lower(email) = lower(?)', [address])
      .whereIn('role', STAFF_ROLES)
      .where({ isActive: true })
      .select('id', 'email', 'firstName', 'lastName', 'phone', 'role', 'isActive')) as SessionUser[];
    if (agents.length > 0) break;
  }
  if (agents.length === 0) {
    agents = (await trx('users')
      .whereIn('role', STAFF_ROLES)
      .where({ 'users.isActive': true })
      .whereIn(
        'users.id',
        trx('clientAgentAssignments')
          .join('clients', 'clients.id', 'clientAgentAssignments.clientId')
          .whereNull('clients.deletedAt')
          .where('clientAgentAssignments.isActive', true)
          .whereRaw('lower(clients.email) = lower(?)', [input.fromAddress])
          .select('clientAgentAssignments.agentId'),
      )
      .select('id', 'email', 'firstName', 'lastName', 'phone', 'role', 'isActive')) as SessionUser[];
  }

  const emailIds: string[] = [];
  let duplicate = agents.length > 0;
  for (const agent of agents) {
    const existing = await trx('emails')
      .where({ agentId: agent.id, externalId: input.messageId })
      .first('id');
    if (existing) {
      emailIds.push(existing.id as string);
      continue;
    }
    duplicate = false;
    const client = await clientsVisibleTo(trx, agent)
      .whereRaw('lower(clients.email) = lower(?)', [input.fromAddress])
      .orderBy('clients.createdAt', 'asc')
      .first('clients.id');
    const row = await insertVersioned(trx, 'emails', {
      from: input.from,
      to: input.to,
      subject: input.subject,
      body: input.text,
      priority: 'normal',
      status: 'delivered',
      isRead: false,
      sentAt: trx.fn.now(),
      clientId: (client?.id as string | undefined) ?? null,
      agentId: agent.id,
      externalId: input.messageId,
    });
    emailIds.push(row.id as string);
    await trx('notifications').insert({
      agentId: agent.id,
      type: 'inbound_email',
      title: `New email from ${input.from}`,
      message: input.subject || '(no subject)',
      entityType: 'email',
      entityId: row.id,
      priority: 'normal',
    });
  }
  return { emailIds, duplicate };
}
