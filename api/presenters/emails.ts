import type { Email, EmailAttachment } from '@contract/emails.ts';

type Row = Record<string, unknown>;

const iso = (value: unknown) => (value ? new Date(value as string).toISOString() : null);

/** An emails row (joined with its client's name) as the API answers it. */
export function presentEmail(row: Row): Email {
  const clientName = [row.clientFirstName, row.clientLastName].filter(Boolean).join(' ');
  return {
    id: row.id as string,
    from: row.from as string,
    to: row.to as string,
    cc: (row.cc as string | null) ?? null,
    bcc: (row.bcc as string | null) ?? null,
    subject: row.subject as string,
    body: row.body as string,
    priority: row.priority as Email['priority'],
    status: row.status as Email['status'],
    isStarred: Boolean(row.isStarred),
    isRead: Boolean(row.isRead),
    sentAt: iso(row.sentAt),
    readAt: iso(row.readAt),
    attachments: (row.attachments as EmailAttachment[] | null) ?? [],
    clientId: (row.clientId as string | null) ?? null,
    clientName: clientName || null,
    relatedQuoteId: (row.relatedQuoteId as string | null) ?? null,
    relatedItineraryId: (row.relatedItineraryId as string | null) ?? null,
    agentId: (row.agentId as string | null) ?? null,
    template: (row.template as Email['template']) ?? null,
    scheduleFor: iso(row.scheduleFor),
    createdAt: iso(row.createdAt)!,
    updatedAt: iso(row.updatedAt)!,
  };
}
