/**
 * The lead queue's writes: a lead joins it when a website form, a paid consultation or a chat
 * hand-off arrives (in that arrival's transaction), and an agent takes it, answers it, wins or
 * loses it, and makes it a client.
 */
import type { Trx } from '@db/index.ts';
import { budgetLabel, TRAVEL_TYPE_LABELS } from '@contract/leadOptions.ts';
import type { TravelQuoteRequest } from '@contract/leads.ts';
import {
  leadQueueMessages,
  splitName,
  type LeadConversion,
  type LeadKind,
  type LeadStatus,
} from '@contract/leadQueue.ts';
import { conflict, notFound } from '../errors.ts';
import { clientsVisibleTo } from '../policies/clients.ts';
import { approvedStaffIds } from '../policies/approval.ts';
import { emailRecipients } from '@contract/emails.ts';
import { findLeadRow, matchingClients } from '../queries/leads.ts';
import type { SessionUser } from '../types.ts';
import { clientCreator } from './clients.ts';
import type { Command } from './command.ts';

export interface NewLead {
  kind: LeadKind;
  name: string;
  email: string | null;
  phone?: string | null;
  summary: string;
  travelQuoteId?: string;
  contactMessageId?: string;
  chatConversationId?: string;
  paymentVerificationId?: string | null;
}

/** "3-5 travelers · $7,000 - $10,000 · Saint Lucia, Cruises": what the queue shows of a request. */
export function quoteLeadSummary(
  request: Pick<TravelQuoteRequest, 'numberOfTravelers' | 'budgetRange' | 'travelTypes'>,
): string {
  return [
    request.numberOfTravelers ? `${request.numberOfTravelers} travelers` : null,
    request.budgetRange ? budgetLabel(request.budgetRange) : null,
    request.travelTypes.map((type) => TRAVEL_TYPE_LABELS[type] ?? type).join(', ') || null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * Puts an arrival in the queue. A quote request made after a paid consultation joins that
 * consultation's lead (one inquiry, worked once, whoever took it keeps it); anything else is a
 * new lead waiting for an answer.
 */
export async function recordLead(trx: Trx, lead: NewLead): Promise<{ id: string }> {
  const row = {
    kind: lead.kind,
    name: lead.name.slice(0, 300),
    email: lead.email,
    phone: lead.phone ?? null,
    summary: lead.summary.slice(0, 500),
    travelQuoteId: lead.travelQuoteId ?? null,
    contactMessageId: lead.contactMessageId ?? null,
    chatConversationId: lead.chatConversationId ?? null,
    paymentVerificationId: lead.paymentVerificationId ?? null,
  };
  if (lead.kind === 'quote' && lead.paymentVerificationId) {
    const [joined] = await trx('leads')
      .where({ paymentVerificationId: lead.paymentVerificationId, kind: 'consultation' })
      .whereNull('travelQuoteId')
      .update({ ...row, status: 'new', updatedAt: trx.fn.now() })
      .returning('id');
    if (joined) return joined;
  }
  const [inserted] = await trx('leads').insert(row).returning('id');
  return inserted;
}

/** The lead, locked for this change, or 404. */
async function lockedLead(trx: Trx, id: string) {
  const lead = await trx('leads').where({ id }).forUpdate().first();
  if (!lead) throw notFound(leadQueueMessages.notFound);
  return lead;
}

/**
 * Whether the actor may work the lead: it is theirs or no one's, or they are an admin (who
 * passes leads on). Anyone else is told who has it, so two agents never answer one visitor.
 */
async function assertMayWork(trx: Trx, actor: SessionUser, lead: { assignedAgentId: string | null }) {
  if (!lead.assignedAgentId || lead.assignedAgentId === actor.id || actor.role === 'admin') return;
  const holder = await trx('users').where({ id: lead.assignedAgentId }).first('firstName', 'lastName');
  const name = holder ? `${holder.firstName} ${holder.lastName}`.trim() : 'Another agent';
  throw conflict(leadQueueMessages.takenBy(name), { reason: 'lead_taken' });
}

const takenBy = (trx: Trx, actor: SessionUser) => ({
  assignedAgentId: actor.id,
  assignedAt: trx.fn.now(),
});

/** Takes the lead: it is assigned to the actor (an admin may take one from another agent). */
export async function leadTaker({ trx, actor, input }: Command<{ id: string }>) {
  const lead = await lockedLead(trx, input.id);
  await assertMayWork(trx, actor, lead);
  if (lead.assignedAgentId === actor.id) return;
  await trx('leads')
    .where({ id: input.id })
    .update({ ...takenBy(trx, actor), updatedAt: trx.fn.now() });
}

/**
 * Marks the lead responded, won, lost, or new again. Whoever answers an untaken lead takes it;
 * the first answer's instant is kept however the lead moves on.
 */
export async function leadStatusChanger({ trx, actor, input }: Command<{ id: string; status: LeadStatus }>) {
  const lead = await lockedLead(trx, input.id);
  await assertMayWork(trx, actor, lead);
  if (lead.status === input.status && lead.assignedAgentId) return;
  await trx('leads')
    .where({ id: input.id })
    .update({
      status: input.status,
      statusChangedAt: trx.fn.now(),
      ...(input.status !== 'new' && !lead.respondedAt ? { respondedAt: trx.fn.now() } : {}),
      ...(lead.assignedAgentId ? {} : takenBy(trx, actor)),
      updatedAt: trx.fn.now(),
    });
}

/**
 * An e-mail sent from the office answers the waiting leads it went to: each lead from one of its
 * recipients that is the sender's or no one's is marked responded, and taken by the sender. A
 * lead another agent holds stays theirs, and an unapproved agent's mail moves no lead (they
 * cannot see the queue).
 */
export async function leadsAnsweredByEmail(trx: Trx, emailId: string): Promise<void> {
  const email = await trx('emails')
    .where({ id: emailId })
    .whereIn('agentId', approvedStaffIds(trx))
    .first('to', 'cc', 'bcc', 'agentId');
  if (!email) return;
  // An e-mail of approved staff has an owner: `in` matches no null.
  const { agentId } = email;
  if (agentId === null) return;
  const addresses = emailRecipients(email).map((address) => address.toLowerCase());
  if (addresses.length === 0) return;
  await trx('leads')
    .whereRaw(`lower(email) in (${addresses.map(() => '?').join(', ')})`, addresses)
    .where({ status: 'new' })
    .where((held) => held.whereNull('assignedAgentId').orWhere('assignedAgentId', agentId))
    .update({
      status: 'responded',
      statusChangedAt: trx.fn.now(),
      respondedAt: trx.raw('coalesce(responded_at, now())'),
      assignedAgentId: agentId,
      assignedAt: trx.raw('coalesce(assigned_at, now())'),
      updatedAt: trx.fn.now(),
    });
}

/**
 * Makes the lead a client, without retyping: a new client from what the visitor sent, or the
 * existing client the agent picks. A client the agent looks after with the same e-mail address
 * is offered instead of a second one (409 naming it); the agent takes the lead with it.
 */
export async function leadConverter({
  trx,
  actor,
  input,
}: Command<LeadConversion & { id: string }>): Promise<{ clientId: string; created: boolean }> {
  const lead = await lockedLead(trx, input.id);
  await assertMayWork(trx, actor, lead);
  const link = async (clientId: string) => {
    await trx('leads')
      .where({ id: input.id })
      .update({
        clientId,
        ...(lead.assignedAgentId ? {} : takenBy(trx, actor)),
        updatedAt: trx.fn.now(),
      });
  };

  if (input.clientId) {
    const client = await clientsVisibleTo(trx, actor).where('clients.id', input.clientId).first('clients.id');
    if (!client) throw notFound(leadQueueMessages.clientNotVisible);
    await link(input.clientId);
    return { clientId: input.clientId, created: false };
  }
  if (lead.clientId) return { clientId: lead.clientId, created: false };

  const detail = await findLeadRow(trx, input.id);
  const email = lead.email?.trim().toLowerCase();
  if (!email) throw conflict(leadQueueMessages.noEmail, { reason: 'lead_without_email' });
  const [existing] = await matchingClients(trx, actor, email);
  if (existing) {
    throw conflict(leadQueueMessages.clientExists(existing.name), {
      reason: 'client_exists',
      clients: [existing],
    });
  }
  const names =
    detail?.quoteFirstName && detail.quoteLastName
      ? { firstName: String(detail.quoteFirstName), lastName: String(detail.quoteLastName) }
      : splitName(String(lead.name));
  const client = await clientCreator({
    trx,
    actor,
    input: {
      ...names,
      email,
      phone: lead.phone ?? null,
      address: null,
      notes: `From the website: ${String(lead.summary || lead.kind)}`.slice(0, 5000),
    },
  });
  // clientCreator answers the stored row, which always has its id.
  const clientId = client.id;
  if (typeof clientId !== 'string') throw new Error('the client created for the lead has no id');
  await link(clientId);
  return { clientId, created: true };
}
