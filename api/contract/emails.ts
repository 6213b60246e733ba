/**
 * The Email Center: its e-mails, the e-mail form and the inbound mail. E-mails are
 * agent-owned. Folders are derived: inbox = addressed to the owner or received for them,
 * sent = from the owner and sent/delivered/read or failed (shown "Not delivered", to send again),
 * drafts = status draft, starred = isStarred.
 */
import * as v from 'valibot';
import addressparser from 'nodemailer/lib/addressparser';
import { placeholderMessage } from './emailTemplates.ts';

export const EMAIL_FOLDERS = ['inbox', 'sent', 'drafts', 'starred'] as const;
export type EmailFolder = (typeof EMAIL_FOLDERS)[number];
export const EMAIL_PRIORITIES = ['low', 'normal', 'high'] as const;
export const EMAIL_STATUSES = ['draft', 'sent', 'delivered', 'read', 'failed'] as const;
export const EMAIL_TEMPLATES = [
  'welcome',
  'quote_follow_up',
  'booking_confirmation',
  'itinerary_share',
  'custom',
] as const;
export type EmailTemplateId = (typeof EMAIL_TEMPLATES)[number];

/** One message reaches at most this many addresses: the office is not a bulk mailer. */
export const MAX_RECIPIENTS = 20;

/** How much agency-branded mail one staff member may send: recipients in a rolling hour. */
export const SEND_LIMIT = { recipients: 100, windowMinutes: 60 } as const;

export const emailMessages = {
  toInvalid: 'Valid email address is required',
  subjectRequired: 'Subject is required',
  bodyRequired: 'Message body is required',
  ccInvalid: 'Cc must be valid email addresses separated by commas',
  bccInvalid: 'Bcc must be valid email addresses separated by commas',
  priorityInvalid: `Priority must be one of ${EMAIL_PRIORITIES.join(', ')}`,
  templateInvalid: `Template must be one of ${EMAIL_TEMPLATES.join(', ')}`,
  subjectTooLong: 'Subject must be at most 500 characters',
  bodyTooLong: 'Message body must be at most 100000 characters',
  folderInvalid: `Folder must be one of ${EMAIL_FOLDERS.join(', ')}`,
  searchTooLong: 'Search must be at most 200 characters',
  clientInvalid: 'Client not found',
  quoteInvalid: 'Quote not found',
  itineraryInvalid: 'Itinerary not found',
  notFound: 'Email not found',
  templateNotFound: 'Email template not found',
  messageIdRequired: 'Message id is required',
  threadHeaderInvalid: 'In-Reply-To and References must be message ids as the mail headers carry them',
  signatureMissing: 'The X-Signature header is missing or malformed.',
  signatureInvalid: 'The signature does not match the request body.',
  inboundNotConfigured:
    'Inbound e-mail is not enabled on this server: set INBOUND_EMAIL_SECRET to the shared signing secret.',
  tooManyRecipients: `An email can go to at most ${MAX_RECIPIENTS} recipients (To, Cc and Bcc together).`,
  assignOnlyReceived: 'Only a received email can be assigned to an agent.',
  assigneeInvalid: 'Choose an active agent to assign this email to.',
  awaitingApproval:
    'Your agent access is awaiting approval by an administrator. You can write and save drafts; sending emails and proposals opens once you are approved.',
  sendLimit: (minutes: number) =>
    `You have reached the sending limit of ${SEND_LIMIT.recipients} recipients an hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  onlyDraftChanges: 'Only a draft can be edited; a sent e-mail stays as it was sent.',
  statusBySendingOnly: 'An e-mail is either saved as a draft or sent.',
  assigned: 'Email assigned.',
  sent: 'Email sent successfully!',
  draftSaved: 'Draft saved successfully!',
  deleted: 'Email deleted successfully!',
} as const;

/**
 * Only a draft can still be edited or sent: what went out stays as it was sent. The server
 * refuses anything else, and the office offers Edit only where this holds.
 */
export function isEditableEmail(email: { status: string }): boolean {
  return email.status === 'draft';
}

/** What an e-mail's content is: everything but its flags and status. */
export const EMAIL_CONTENT_FIELDS = [
  'to',
  'cc',
  'bcc',
  'subject',
  'body',
  'priority',
  'template',
  'clientId',
  'relatedQuoteId',
  'relatedItineraryId',
] as const;

const emailAddress = v.pipe(v.string(), v.email(), v.maxLength(254));

/** "a@x.com, b@y.com" (or blank) as a normalised comma-separated list, else `message`. */
const AddressList = (message: string) =>
  v.optional(
    v.pipe(
      v.nullable(v.string(message)),
      v.transform((value) =>
        (value ?? '')
          .split(/[,;]/)
          .map((part) => part.trim())
          .filter(Boolean),
      ),
      v.check((parts) => parts.every((part) => v.is(emailAddress, part)), message),
      v.transform((parts) => (parts.length > 0 ? parts.join(', ') : null)),
    ),
    null,
  );

/** A row id, blank or null meaning none. */
const OptionalId = (message: string) =>
  v.optional(
    v.pipe(
      v.nullable(v.string(message)),
      v.transform((value) => value?.trim() || null),
      v.check((value) => value === null || v.is(v.pipe(v.string(), v.uuid()), value), message),
    ),
    null,
  );

const Text = (message: string) =>
  v.pipe(
    v.optional(v.nullable(v.string(message)), ''),
    v.transform((value) => value ?? ''),
  );

const common = {
  cc: AddressList(emailMessages.ccInvalid),
  bcc: AddressList(emailMessages.bccInvalid),
  priority: v.optional(v.picklist(EMAIL_PRIORITIES, emailMessages.priorityInvalid), 'normal'),
  template: v.optional(v.nullable(v.picklist(EMAIL_TEMPLATES, emailMessages.templateInvalid)), null),
  clientId: OptionalId(emailMessages.clientInvalid),
  relatedQuoteId: OptionalId(emailMessages.quoteInvalid),
  relatedItineraryId: OptionalId(emailMessages.itineraryInvalid),
};

/**
 * Every distinct address one e-mail goes to: `to`, then each Cc and Bcc entry (stored as
 * ", "-separated lists), compared without letter case.
 */
export function emailRecipients(email: { to: string; cc?: string | null; bcc?: string | null }): string[] {
  const all = [email.to, ...[email.cc, email.bcc].flatMap((list) => (list ? list.split(/[,;]/) : []))]
    .map((address) => address.trim())
    .filter(Boolean);
  const seen = new Set<string>();
  return all.filter((address) => {
    const key = address.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Compose and send: every rule of the e-mail form, the recipient cap, and no template
 * placeholder left in the subject or body (drafts may keep them).
 */
export const EmailSendInput = v.pipe(
  v.object({
    to: v.pipe(
      Text(emailMessages.toInvalid),
      v.trim(),
      v.email(emailMessages.toInvalid),
      v.maxLength(254, emailMessages.toInvalid),
    ),
    subject: v.pipe(
      Text(emailMessages.subjectRequired),
      v.trim(),
      v.nonEmpty(emailMessages.subjectRequired),
      v.maxLength(500, emailMessages.subjectTooLong),
    ),
    body: v.pipe(
      Text(emailMessages.bodyRequired),
      v.check((value) => value.trim().length > 0, emailMessages.bodyRequired),
      v.maxLength(100_000, emailMessages.bodyTooLong),
    ),
    ...common,
  }),
  v.forward(
    v.partialCheck(
      [['to'], ['cc'], ['bcc']],
      (input) => emailRecipients(input).length <= MAX_RECIPIENTS,
      emailMessages.tooManyRecipients,
    ),
    ['bcc'],
  ),
  // Mail never goes out saying "{quoteName}": each field names what fills what it still holds.
  v.forward(
    v.partialCheck(
      [['subject'], ['clientId'], ['relatedQuoteId'], ['relatedItineraryId']],
      (input) => placeholderMessage(input.subject) === undefined,
      (issue) => placeholderMessage(issue.input.subject, issue.input) ?? '',
    ),
    ['subject'],
  ),
  v.forward(
    v.partialCheck(
      [['body'], ['clientId'], ['relatedQuoteId'], ['relatedItineraryId']],
      (input) => placeholderMessage(input.body) === undefined,
      (issue) => placeholderMessage(issue.input.body, issue.input) ?? '',
    ),
    ['body'],
  ),
);
export type EmailSendInput = v.InferOutput<typeof EmailSendInput>;

/**
 * Save a draft: the same fields, any of them still blank (and placeholders may wait), but an
 * address written in To, Cc or Bcc is a valid one, with the message the send gives it.
 */
export const EmailDraftInput = v.object({
  to: v.pipe(
    Text(emailMessages.toInvalid),
    v.trim(),
    v.maxLength(1000, emailMessages.toInvalid),
    v.check((value) => value === '' || v.is(emailAddress, value), emailMessages.toInvalid),
  ),
  subject: v.pipe(
    Text(emailMessages.subjectRequired),
    v.trim(),
    v.maxLength(500, emailMessages.subjectTooLong),
  ),
  body: v.pipe(Text(emailMessages.bodyRequired), v.maxLength(100_000, emailMessages.bodyTooLong)),
  cc: common.cc,
  bcc: common.bcc,
  priority: common.priority,
  template: common.template,
  clientId: common.clientId,
  relatedQuoteId: common.relatedQuoteId,
  relatedItineraryId: common.relatedItineraryId,
});
export type EmailDraftInput = v.InferOutput<typeof EmailDraftInput>;

export const EmailListQuery = v.object({
  folder: v.optional(v.picklist(EMAIL_FOLDERS, emailMessages.folderInvalid)),
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, emailMessages.searchTooLong)), ''),
  clientId: OptionalId(emailMessages.clientInvalid),
});
export type EmailListQuery = v.InferOutput<typeof EmailListQuery>;

/** An admin hands a received e-mail to an agent. */
export const EmailAssignInput = v.object({
  agentId: v.pipe(v.string(emailMessages.assigneeInvalid), v.trim(), v.uuid(emailMessages.assigneeInvalid)),
});
export type EmailAssignInput = v.InferOutput<typeof EmailAssignInput>;

export const TemplateRenderInput = v.object({
  clientId: OptionalId(emailMessages.clientInvalid),
  quoteId: OptionalId(emailMessages.quoteInvalid),
  itineraryId: OptionalId(emailMessages.itineraryInvalid),
});
export type TemplateRenderInput = v.InferOutput<typeof TemplateRenderInput>;

/**
 * The bare addresses of a mail header's address list, in order: `a@x.com`,
 * `Display Name <a@x.com>`, `"Ellis, Jordan" <a@x.com>`, groups and comments, split by
 * nodemailer's RFC 5322 address parser (plain JavaScript, so the office uses it too).
 * Undefined when an entry holds no valid address.
 */
export function mailboxAddresses(value: string): string[] | undefined {
  const addresses = addressparser(value, { flatten: true }).map((entry) => entry.address.trim());
  return addresses.every((address) => v.is(emailAddress, address)) ? addresses : undefined;
}

/** A header holding exactly one address ('one') or at least one ('some'); the value is kept as sent. */
const AddressHeader = (count: 'one' | 'some', maxLength: number) =>
  v.pipe(
    Text(emailMessages.toInvalid),
    v.trim(),
    v.maxLength(maxLength, emailMessages.toInvalid),
    v.check((value) => {
      const found = mailboxAddresses(value)?.length ?? 0;
      return count === 'one' ? found === 1 : found > 0;
    }, emailMessages.toInvalid),
  );

/**
 * An inbound delivery from the mail provider's webhook (signed, see the route). `from` and
 * `to` are kept as the provider sends them (display names, several recipients); the parsed
 * `fromAddress` and `toAddresses` are what routing and client links compare.
 */
export const InboundEmail = v.pipe(
  v.object({
    from: AddressHeader('one', 1000),
    to: AddressHeader('some', 10_000),
    subject: v.pipe(
      Text(emailMessages.subjectRequired),
      v.trim(),
      v.maxLength(500, emailMessages.subjectTooLong),
    ),
    text: v.pipe(Text(emailMessages.bodyRequired), v.maxLength(100_000, emailMessages.bodyTooLong)),
    messageId: v.pipe(
      Text(emailMessages.messageIdRequired),
      v.trim(),
      v.nonEmpty(emailMessages.messageIdRequired),
      v.maxLength(500, emailMessages.messageIdRequired),
    ),
    /** The Message-ID this answers, and the thread's earlier ones: how a reply finds its agent. */
    inReplyTo: v.optional(
      v.pipe(
        v.string(emailMessages.threadHeaderInvalid),
        v.maxLength(1000, emailMessages.threadHeaderInvalid),
      ),
    ),
    references: v.optional(
      v.pipe(
        v.string(emailMessages.threadHeaderInvalid),
        v.maxLength(20_000, emailMessages.threadHeaderInvalid),
      ),
    ),
  }),
  v.transform((input) => ({
    ...input,
    fromAddress: mailboxAddresses(input.from)![0],
    toAddresses: mailboxAddresses(input.to)!,
  })),
);
export type InboundEmail = v.InferOutput<typeof InboundEmail>;

export interface EmailAttachment {
  id: string;
  name: string;
  type: string;
  size: number;
}

/** An e-mail as the API answers it. */
export interface Email {
  id: string;
  from: string;
  to: string;
  cc: string | null;
  bcc: string | null;
  subject: string;
  body: string;
  priority: (typeof EMAIL_PRIORITIES)[number];
  status: (typeof EMAIL_STATUSES)[number];
  isStarred: boolean;
  isRead: boolean;
  sentAt: string | null;
  readAt: string | null;
  attachments: EmailAttachment[];
  clientId: string | null;
  clientName: string | null;
  relatedQuoteId: string | null;
  relatedItineraryId: string | null;
  agentId: string | null;
  template: EmailTemplateId | null;
  scheduleFor: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface EmailCounts {
  inbox: number;
  sent: number;
  drafts: number;
  starred: number;
  unread: number;
}

export interface EmailTemplate {
  id: EmailTemplateId;
  name: string;
  subject: string;
  body: string;
}
