/**
 * Reading the lead queue. Only staff who may see leads reach these (routes check `maySeeLeads`):
 * every admin and approved agent sees the whole queue, so a lead waits for whoever is free.
 */
import type { Knex } from 'knex';
import { countOf, type Queryable } from '@db/index.ts';
import type { ClientsRow, LeadsRow, TravelQuotesRow, UsersRow } from '@db/schema/rows.ts';
import { LEAD_PAGE_SIZE, type LeadDetail, type LeadSummary, type LeadView } from '@contract/leadQueue.ts';
import { clientsVisibleTo } from '../policies/clients.ts';
import { presentQuotePayment } from '../presenters/payments.ts';
import { isoInstant } from '../presenters/clients.ts';
import type { SessionUser } from '../types.ts';
import { conversationMessages } from './chat.ts';
import { QUOTE_PAYMENT_COLUMNS } from './payments.ts';

/**
 * A lead as the queue reads it: its own columns, the names of who took it and of the client it
 * became (null when none), and its payment under the aliases of QUOTE_PAYMENT_COLUMNS.
 */
export type LeadQueueRow = Pick<
  LeadsRow,
  | 'id'
  | 'kind'
  | 'status'
  | 'name'
  | 'email'
  | 'phone'
  | 'summary'
  | 'createdAt'
  | 'respondedAt'
  | 'assignedAgentId'
  | 'travelQuoteId'
  | 'contactMessageId'
  | 'chatConversationId'
> & {
  assigneeFirstName: UsersRow['firstName'];
  assigneeLastName: UsersRow['lastName'];
  clientId: ClientsRow['id'] | null;
  clientFirstName: ClientsRow['firstName'] | null;
  clientLastName: ClientsRow['lastName'] | null;
  paymentId: string | null;
  paymentPackageType: string | null;
  paymentAmount: number | null;
  paymentCurrency: string | null;
  paymentStatus: string | null;
  paymentRefundedAt: Date | null;
  paymentExtras: unknown;
};

/** The queue's columns, with who took each lead, the client it became and its payment. */
function leadRows(db: Queryable) {
  return db('leads')
    .leftJoin('users as assignee', 'assignee.id', 'leads.assignedAgentId')
    .leftJoin('clients as client', (join) =>
      join.on('client.id', 'leads.clientId').andOnNull('client.deletedAt'),
    )
    .leftJoin('paymentVerifications', 'paymentVerifications.id', 'leads.paymentVerificationId')
    .leftJoin('paymentOrders', 'paymentOrders.id', 'paymentVerifications.paymentOrderId')
    .select([
      'leads.id',
      'leads.kind',
      'leads.status',
      'leads.name',
      'leads.email',
      'leads.phone',
      'leads.summary',
      'leads.createdAt',
      'leads.respondedAt',
      'leads.assignedAgentId',
      'leads.travelQuoteId',
      'leads.contactMessageId',
      'leads.chatConversationId',
      'assignee.firstName as assigneeFirstName',
      'assignee.lastName as assigneeLastName',
      'client.id as clientId',
      'client.firstName as clientFirstName',
      'client.lastName as clientLastName',
      ...QUOTE_PAYMENT_COLUMNS,
    ]);
}

const fullName = (first: unknown, last: unknown) => `${String(first ?? '')} ${String(last ?? '')}`.trim();

function presentLead(row: LeadQueueRow): LeadSummary {
  const { payment } = presentQuotePayment(row);
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    name: row.name,
    email: row.email ?? null,
    phone: row.phone ?? null,
    summary: row.summary,
    assignedTo: row.assignedAgentId
      ? {
          id: row.assignedAgentId,
          name: fullName(row.assigneeFirstName, row.assigneeLastName) || 'Former agent',
        }
      : null,
    client: row.clientId
      ? { id: row.clientId, name: fullName(row.clientFirstName, row.clientLastName) }
      : null,
    payment,
    createdAt: isoInstant(row.createdAt),
    respondedAt: row.respondedAt ? isoInstant(row.respondedAt) : null,
  };
}

/** Narrows the queue to one of its views; "mine" is what the actor took and has not ended. */
function inView<Query extends Knex.QueryBuilder>(query: Query, view: LeadView, actor: SessionUser): Query {
  // A builder changes in place: the filters are added to `query`, which goes back as it came.
  if (view === 'waiting') query.where('leads.status', 'new');
  if (view === 'mine')
    query.where('leads.assignedAgentId', actor.id).whereIn('leads.status', ['new', 'responded']);
  if (view === 'responded') query.where('leads.status', 'responded');
  if (view === 'closed') query.whereIn('leads.status', ['won', 'lost']);
  return query;
}

/** One page of a view, newest first, and how many leads the view holds. */
export async function listLeads(
  db: Queryable,
  actor: SessionUser,
  { view, page }: { view: LeadView; page: number },
) {
  const rows: LeadQueueRow[] = await inView(leadRows(db), view, actor)
    .orderBy([
      { column: 'leads.createdAt', order: 'desc' },
      { column: 'leads.id', order: 'asc' },
    ])
    .limit(LEAD_PAGE_SIZE)
    .offset((page - 1) * LEAD_PAGE_SIZE);
  const total = await countOf(inView(db('leads'), view, actor));
  return { leads: rows.map(presentLead), total, page, pageSize: LEAD_PAGE_SIZE };
}

/** How many leads wait for an answer: the office's Pending Quotes card. */
export async function pendingLeadCount(db: Queryable): Promise<number> {
  return countOf(db('leads').where({ status: 'new' }));
}

/** A lead's own row with the names its quote request gave (null when it has none). */
export type LeadWithQuoteNamesRow = LeadsRow & {
  quoteFirstName: TravelQuotesRow['firstName'] | null;
  quoteLastName: TravelQuotesRow['lastName'] | null;
};

/** The lead's own row with the quote request's names, for commands. */
export async function findLeadRow(db: Queryable, id: string): Promise<LeadWithQuoteNamesRow | undefined> {
  return db('leads')
    .leftJoin('travelQuotes', 'travelQuotes.id', 'leads.travelQuoteId')
    .where('leads.id', id)
    .first(['leads.*', 'travelQuotes.firstName as quoteFirstName', 'travelQuotes.lastName as quoteLastName']);
}

/** The clients the actor may see whose e-mail address is the lead's (any case). */
export async function matchingClients(db: Queryable, actor: SessionUser, email: string) {
  const rows: Pick<ClientsRow, 'id' | 'firstName' | 'lastName' | 'email'>[] = await clientsVisibleTo(
    db,
    actor,
  )
    .whereRaw('lower(clients.email) = ?', [email.trim().toLowerCase()])
    .orderBy('clients.createdAt')
    .limit(5)
    .select('clients.id', 'clients.firstName', 'clients.lastName', 'clients.email');
  return rows.map((row) => ({ id: row.id, name: fullName(row.firstName, row.lastName), email: row.email }));
}

/** Lead columns the office reads; passport and emergency-contact details stay out of the dashboard. */
export const QUOTE_COLUMNS = [
  'id',
  'firstName',
  'lastName',
  'email',
  'phone',
  'groupName',
  'numberOfTravelers',
  'departureDate',
  'returnDate',
  'travelTypes',
  'budgetRange',
  'departureLocation',
  'specialRequests',
  'createdAt',
] as const;

/** A quote request opened as a lead: what the dashboard lists, with the travel documents. */
const QUOTE_FIELDS = [
  ...QUOTE_COLUMNS.filter((column) => column !== 'id' && column !== 'createdAt'),
  'passportInfo',
  'emergencyContact',
] as const;

/** A calendar day column as "YYYY-MM-DD", whichever engine read it. */
function calendarDay(value: unknown): string | null {
  if (!value) return null;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).slice(0, 10);
}

/** The lead opened: every field the visitor sent, the chat, and clients it may already be. */
export async function leadDetail(db: Queryable, actor: SessionUser, id: string): Promise<LeadDetail | null> {
  const row: LeadQueueRow | undefined = await leadRows(db).where('leads.id', id).first();
  if (!row) return null;
  const lead = presentLead(row);

  let quote: Record<string, unknown> | null = null;
  if (typeof row.travelQuoteId === 'string') {
    const found = await db('travelQuotes')
      .where({ id: row.travelQuoteId })
      .first(...QUOTE_FIELDS);
    if (found) {
      quote = {
        ...found,
        departureDate: calendarDay(found.departureDate),
        returnDate: calendarDay(found.returnDate),
      };
    }
  }
  const contact =
    typeof row.contactMessageId === 'string'
      ? ((await db('contactMessages')
          .where({ id: row.contactMessageId })
          .first('subject', 'message', 'budgetRange')) ?? null)
      : null;
  // The conversation as the visitor had it; its last 200 messages are plenty to read.
  const conversation = row.chatConversationId
    ? (await conversationMessages(db, row.chatConversationId)).slice(-200).map((message) => ({
        role: message.role,
        content: message.content,
        createdAt: isoInstant(message.createdAt),
      }))
    : [];
  return {
    ...lead,
    quote,
    contact,
    conversation,
    matchingClients: lead.email ? await matchingClients(db, actor, lead.email) : [],
  };
}
