import type { ClientDto } from '@contract/clients.ts';
import type { AgentQuotesRow, ClientsRow, EmailsRow } from '@db/schema/rows.ts';

/** An instant as ISO 8601 text, whichever driver read it. */
export function isoInstant(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  return value == null ? '' : new Date(String(value)).toISOString();
}

/** The columns of a `clients` row the API answers with. */
export type ClientFields = Pick<
  ClientsRow,
  | 'id'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'address'
  | 'notes'
  | 'userId'
  | 'version'
  | 'createdAt'
  | 'updatedAt'
>;

export function presentClient(row: ClientFields): ClientDto {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone ?? null,
    address: row.address ?? null,
    notes: row.notes ?? null,
    userId: row.userId ?? null,
    version: Number(row.version),
    createdAt: isoInstant(row.createdAt),
    updatedAt: isoInstant(row.updatedAt),
  };
}

/** A client's agent quote, as the client detail lists it (money in minor units). */
export function presentClientQuote(row: AgentQuotesRow) {
  return {
    id: row.id,
    agentId: row.agentId ?? null,
    title: row.title,
    description: row.description ?? null,
    services: row.services ?? [],
    subtotal: Number(row.subtotal),
    taxes: Number(row.taxes),
    totalCost: Number(row.totalCost),
    currency: row.currency,
    validUntil: row.validUntil ?? null,
    status: row.status,
    createdAt: isoInstant(row.createdAt),
    updatedAt: isoInstant(row.updatedAt),
  };
}

/** A client's e-mail, as the client detail lists it (the Email Center owns the full view). */
export function presentClientEmail(row: EmailsRow) {
  return {
    id: row.id,
    agentId: row.agentId ?? null,
    from: row.from,
    to: row.to,
    subject: row.subject,
    status: row.status,
    priority: row.priority,
    isRead: Boolean(row.isRead),
    isStarred: Boolean(row.isStarred),
    sentAt: row.sentAt ? isoInstant(row.sentAt) : null,
    createdAt: isoInstant(row.createdAt),
  };
}
