import type { ClientDto } from '@contract/clients.ts';

type Row = Record<string, unknown>;

/** An instant as ISO 8601 text, whichever driver read it. */
export function isoInstant(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  return value == null ? '' : new Date(String(value)).toISOString();
}

export function presentClient(row: Row): ClientDto {
  return {
    id: row.id as string,
    firstName: row.firstName as string,
    lastName: row.lastName as string,
    email: row.email as string,
    phone: (row.phone as string | null) ?? null,
    address: (row.address as string | null) ?? null,
    notes: (row.notes as string | null) ?? null,
    userId: (row.userId as string | null) ?? null,
    version: Number(row.version),
    createdAt: isoInstant(row.createdAt),
    updatedAt: isoInstant(row.updatedAt),
  };
}

/** A client's agent quote, as the client detail lists it (money in minor units). */
export function presentClientQuote(row: Row) {
  return {
    id: row.id as string,
    agentId: (row.agentId as string | null) ?? null,
    title: row.title as string,
    description: (row.description as string | null) ?? null,
    services: row.services ?? [],
    subtotal: Number(row.subtotal),
    taxes: Number(row.taxes),
    totalCost: Number(row.totalCost),
    currency: row.currency as string,
    validUntil: (row.validUntil as string | null) ?? null,
    status: row.status as string,
    createdAt: isoInstant(row.createdAt),
    updatedAt: isoInstant(row.updatedAt),
  };
}

/** A client's e-mail, as the client detail lists it (the Email Center owns the full view). */
export function presentClientEmail(row: Row) {
  return {
    id: row.id as string,
    agentId: (row.agentId as string | null) ?? null,
    from: row.from as string,
    to: row.to as string,
    subject: row.subject as string,
    status: row.status as string,
    priority: row.priority as string,
    isRead: Boolean(row.isRead),
    isStarred: Boolean(row.isStarred),
    sentAt: row.sentAt ? isoInstant(row.sentAt) : null,
    createdAt: isoInstant(row.createdAt),
  };
}
