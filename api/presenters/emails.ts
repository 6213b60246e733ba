import * as v from 'valibot';
import {
  EMAIL_PRIORITIES,
  EMAIL_STATUSES,
  EMAIL_TEMPLATES,
  type Email,
  type EmailAttachment,
} from '@contract/emails.ts';
import type { EmailsRow } from '@db/schema/rows.ts';

/** The columns of an e-mail the API answers with. */
export type PresentedEmailColumns =
  | 'id'
  | 'from'
  | 'to'
  | 'cc'
  | 'bcc'
  | 'subject'
  | 'body'
  | 'priority'
  | 'status'
  | 'isStarred'
  | 'isRead'
  | 'sentAt'
  | 'readAt'
  | 'attachments'
  | 'clientId'
  | 'relatedQuoteId'
  | 'relatedItineraryId'
  | 'agentId'
  | 'template'
  | 'scheduleFor'
  | 'createdAt'
  | 'updatedAt';

/** An emails row, joined with its client's name where the query has it. */
export type EmailWithClientRow = Pick<EmailsRow, PresentedEmailColumns> & {
  clientFirstName?: string | null;
  clientLastName?: string | null;
};

/** The stored attachments, a jsonb list: each one's id, file name, MIME type and size. */
const EmailAttachments = v.array(
  v.object({ id: v.string(), name: v.string(), type: v.string(), size: v.number() }),
);

/** Attachments are a json column; anything but a list of them (null, the default) is none. */
function attachmentsOf(stored: unknown): EmailAttachment[] {
  return v.is(EmailAttachments, stored) ? stored : [];
}

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

/** An emails row (joined with its client's name) as the API answers it. */
export function presentEmailRow(row: EmailWithClientRow): Email {
  const clientName = [row.clientFirstName, row.clientLastName].filter(Boolean).join(' ');
  return {
    id: row.id,
    from: row.from,
    to: row.to,
    cc: row.cc ?? null,
    bcc: row.bcc ?? null,
    subject: row.subject,
    body: row.body,
    priority: row.priority,
    status: row.status,
    isStarred: Boolean(row.isStarred),
    isRead: Boolean(row.isRead),
    sentAt: iso(row.sentAt),
    readAt: iso(row.readAt),
    attachments: attachmentsOf(row.attachments),
    clientId: row.clientId ?? null,
    clientName: clientName || null,
    relatedQuoteId: row.relatedQuoteId ?? null,
    relatedItineraryId: row.relatedItineraryId ?? null,
    agentId: row.agentId ?? null,
    template: row.template ?? null,
    scheduleFor: iso(row.scheduleFor),
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

const text = v.string();
const maybeText = v.nullish(v.string());
const maybeDate = v.nullable(v.date());

/**
 * The columns presentEmailRow reads, for a caller that holds the row untyped (the sync
 * adapter's records): checked here rather than trusted, so a row of another shape fails loudly.
 */
const EmailWithClientRecord = v.object({
  id: text,
  from: text,
  to: text,
  cc: v.nullable(text),
  bcc: v.nullable(text),
  subject: text,
  body: text,
  priority: v.picklist(EMAIL_PRIORITIES),
  status: v.picklist(EMAIL_STATUSES),
  isStarred: v.boolean(),
  isRead: v.boolean(),
  sentAt: maybeDate,
  readAt: maybeDate,
  attachments: v.unknown(),
  clientId: v.nullable(text),
  relatedQuoteId: v.nullable(text),
  relatedItineraryId: v.nullable(text),
  agentId: v.nullable(text),
  template: v.nullable(v.picklist(EMAIL_TEMPLATES)),
  scheduleFor: maybeDate,
  createdAt: v.date(),
  updatedAt: v.date(),
  clientFirstName: v.optional(maybeText),
  clientLastName: v.optional(maybeText),
});

/** An e-mail read from an untyped row (see EmailWithClientRecord), as the API answers it. */
export function presentEmail(row: Record<string, unknown>): Email {
  return presentEmailRow(v.parse(EmailWithClientRecord, row));
}
