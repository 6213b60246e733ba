import type { Knex } from 'knex';
import type { ContactMessage, TravelQuoteRequest } from '@contract/leads.ts';
import { leadViewerIds } from '../policies/leads.ts';
import type { SystemCommand } from './command.ts';

interface LeadNotice {
  title: string;
  message: string;
  entityType: 'travel_quote' | 'contact_message';
  entityId: string;
}

/** Tells every admin and approved agent about a new lead, in the lead's own transaction. */
async function notifyLeadViewers(trx: Knex.Transaction, notice: LeadNotice): Promise<void> {
  const viewers = await leadViewerIds(trx);
  if (viewers.length === 0) return;
  await trx('notifications').insert(
    viewers.map((agentId) => ({ agentId, type: 'new_lead', priority: 'high', ...notice })),
  );
}

/** Stores a quote request from the public /quote form and notifies whoever works leads. */
export async function travelQuoteRecorder({
  trx,
  input,
}: SystemCommand<TravelQuoteRequest>): Promise<{ id: string }> {
  const [row] = await trx('travel_quotes').insert(input).returning('id');
  const who = input.groupName ?? `${input.firstName} ${input.lastName}`;
  const travelers = input.numberOfTravelers ? `, ${input.numberOfTravelers} travelers` : '';
  const budget = input.budgetRange ? `, budget ${input.budgetRange}` : '';
  await notifyLeadViewers(trx, {
    title: `New quote request from ${who}`,
    message: `${input.email}${travelers}${budget}`,
    entityType: 'travel_quote',
    entityId: row.id,
  });
  return { id: row.id };
}

/** Stores a message from the public /contact form and notifies whoever works leads. */
export async function contactMessageRecorder({
  trx,
  input,
}: SystemCommand<ContactMessage>): Promise<{ id: string }> {
  const [row] = await trx('contact_messages').insert(input).returning('id');
  await notifyLeadViewers(trx, {
    title: `New contact message from ${input.name}`,
    message: input.subject ?? input.message.slice(0, 120),
    entityType: 'contact_message',
    entityId: row.id,
  });
  return { id: row.id };
}
