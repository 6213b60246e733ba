/**
 * The office's lead queue on the wire: what a lead is, the steps an agent takes with it (take
 * it, answer it, win or lose it, make it a client) and their messages. Pure valibot: the office
 * and the API share it.
 */
import * as v from 'valibot';

export const LEAD_KINDS = ['quote', 'contact', 'consultation', 'chat'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/**
 * "new" waits for an answer (what Pending Quotes counts); "responded" was answered; "won" and
 * "lost" end it. Any status may follow any other: a lost lead that writes again is new again.
 */
export const LEAD_STATUSES = ['new', 'responded', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_KIND_LABELS: Record<LeadKind, string> = {
  quote: 'Quote request',
  contact: 'Contact message',
  consultation: 'Paid consultation',
  chat: 'Chat hand-off',
};

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'Awaiting response',
  responded: 'Responded',
  won: 'Won',
  lost: 'Lost',
};

/** The queue's views: what waits, what is mine, what was answered, what ended. */
export const LEAD_VIEWS = ['waiting', 'mine', 'responded', 'closed', 'all'] as const;
export type LeadView = (typeof LEAD_VIEWS)[number];

export const LEAD_PAGE_SIZE = 50;

export const leadQueueMessages = {
  notFound: 'Lead not found',
  awaitingApproval:
    'Your agent access is awaiting approval by an administrator. Website leads appear here once you are approved.',
  viewInvalid: `View must be one of ${LEAD_VIEWS.join(', ')}`,
  pageInvalid: 'Page must be a whole number from 1',
  statusInvalid: `Status must be one of ${LEAD_STATUSES.join(', ')}`,
  clientIdInvalid: 'Client id must be a uuid',
  takenBy: (name: string) => `${name} has taken this lead. Ask them, or an admin, to pass it on.`,
  taken: 'Lead taken: it is yours to answer.',
  statusChanged: (status: LeadStatus) => `Lead marked ${LEAD_STATUS_LABELS[status].toLowerCase()}.`,
  clientExists: (name: string) =>
    `${name} is already a client with this e-mail address. Use that client instead of creating another.`,
  clientCreated: 'Client created from the lead.',
  clientLinked: 'The lead is linked to the client.',
  clientNotVisible: 'Client not found',
  noEmail: 'This lead left no e-mail address, so a client cannot be made from it.',
} as const;

export const LeadListQuery = v.object({
  view: v.optional(v.picklist(LEAD_VIEWS, leadQueueMessages.viewInvalid), 'waiting'),
  page: v.optional(
    v.pipe(
      v.string(leadQueueMessages.pageInvalid),
      v.regex(/^[1-9]\d{0,5}$/, leadQueueMessages.pageInvalid),
      v.transform(Number),
    ),
    '1',
  ),
});
export type LeadListQuery = v.InferOutput<typeof LeadListQuery>;

export const LeadStatusChange = v.object({
  status: v.picklist(LEAD_STATUSES, leadQueueMessages.statusInvalid),
});
export type LeadStatusChange = v.InferOutput<typeof LeadStatusChange>;

/** Make the lead a client: a new one, or the existing client named by `clientId`. */
export const LeadConversion = v.object({
  clientId: v.optional(v.nullable(v.pipe(v.string(), v.uuid(leadQueueMessages.clientIdInvalid))), null),
});
export type LeadConversion = v.InferOutput<typeof LeadConversion>;

export interface LeadPerson {
  id: string;
  name: string;
}

/** The consultation a lead paid for, as the office shows it. */
export interface LeadPayment {
  packageType: string;
  packageName: string;
  extraNames: string[];
  amount: number;
  currency: string;
  status: string;
  refundedAt: string | null;
}

/** A lead as the queue lists it. */
export interface LeadSummary {
  id: string;
  kind: LeadKind;
  status: LeadStatus;
  name: string;
  email: string | null;
  phone: string | null;
  summary: string;
  assignedTo: LeadPerson | null;
  client: LeadPerson | null;
  payment: LeadPayment | null;
  createdAt: string;
  respondedAt: string | null;
}

export interface LeadMessage {
  role: 'user' | 'assistant';
  content: string;
  createdAt: string;
}

/** A lead opened: every field the visitor sent, and the clients it may already be. */
export interface LeadDetail extends LeadSummary {
  quote: Record<string, unknown> | null;
  contact: { subject: string | null; message: string; budgetRange: string | null } | null;
  conversation: LeadMessage[];
  /** The clients the agent may see with the lead's e-mail address. */
  matchingClients: Array<LeadPerson & { email: string }>;
}

export interface LeadPage {
  leads: LeadSummary[];
  total: number;
  page: number;
  pageSize: number;
}

/** First and last name for a client made from a lead that left one name ("Ana María Pérez"). */
export function splitName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { firstName: 'Website', lastName: 'visitor' };
  if (words.length === 1) return { firstName: words[0], lastName: '-' };
  return { firstName: words.slice(0, -1).join(' '), lastName: words[words.length - 1] };
}
