import {
  EMAIL_TEMPLATES,
  mailboxAddresses,
  type Email,
  type EmailFolder,
  type EmailTemplate,
} from '@contract/emails';
import addressparser from 'nodemailer/lib/addressparser';

const UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;

/** 1536 -> "1.5 KB" (base 1024, at most two decimals, GB the largest unit). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  // Below one byte the logarithm is negative: such sizes still read in Bytes.
  const index = Math.max(0, Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), UNITS.length - 1));
  return `${parseFloat((bytes / 1024 ** index).toFixed(2))} ${UNITS[index]}`;
}

export const PREVIEW_LENGTH = 100;

/** The list's preview: the first 100 characters of the body. */
export function preview(body: string): string {
  const flat = body.replace(/\s+/g, ' ').trim();
  return flat.length > PREVIEW_LENGTH ? `${flat.slice(0, PREVIEW_LENGTH)}...` : flat;
}

/** The other side of an e-mail in a list row: its sender when received, else its recipients. */
export interface Correspondent {
  outgoing: boolean;
  /** The header as stored: "Ana Pierre <ana@x.com>, bo@y.com", or "" when no recipient is set yet. */
  header: string;
}

export function correspondentOf(
  email: Email,
  folder: EmailFolder,
  ownAddress: string | undefined,
): Correspondent {
  const outgoing =
    folder === 'sent' ||
    folder === 'drafts' ||
    email.status === 'draft' ||
    (ownAddress !== undefined && email.from.toLowerCase() === ownAddress.toLowerCase());
  return folder === 'inbox' || !outgoing
    ? { outgoing: false, header: email.from }
    : { outgoing: true, header: email.to.trim() };
}

/** Who to show in a list row, as text: the sender of a received e-mail, else "To: " the recipient. */
export function correspondent(email: Email, folder: EmailFolder, ownAddress: string | undefined): string {
  const { outgoing, header } = correspondentOf(email, folder, ownAddress);
  return outgoing ? `To: ${header || '(no recipient)'}` : header;
}

/** The display name a header gives its first mailbox ("Ana Pierre <ana@x.com>" -> "Ana Pierre"), else null. */
export function headerName(value: string): string | null {
  const first = addressparser(value, { flatten: true })[0];
  const name = first?.name?.trim();
  return name && name.toLowerCase() !== first.address.trim().toLowerCase() ? name : null;
}

/**
 * A list row's correspondent as a person reads it: the name (from the header, else the client
 * with that address), with the bare address beside it. "+ 2 more" counts further recipients.
 */
export function correspondentLabel(
  { header }: Correspondent,
  nameOfAddress: (address: string) => string | null | undefined,
): { name: string | null; address: string; more: number } {
  if (!header) return { name: null, address: '(no recipient)', more: 0 };
  const addresses = mailboxAddresses(header) ?? [];
  const address = addresses[0] ?? header;
  const name = headerName(header) ?? nameOfAddress(normalAddressOf(address)) ?? null;
  return { name, address, more: Math.max(0, addresses.length - 1) };
}

const normalAddressOf = (address: string) => address.trim().toLowerCase();

/** The first bare address of a header value ("Ana <ana@x.com>, bo@y.com" -> "ana@x.com"), else the text. */
export function firstAddress(value: string): string {
  return mailboxAddresses(value)?.[0] ?? value.trim();
}

/**
 * An e-mail's status as the agent reads it: "failed" says what happened to the message, since
 * the agent sent it and the mail service could not deliver it.
 */
export function emailStatusLabel(status: Email['status']): string {
  return status === 'failed' ? 'Not delivered' : status.charAt(0).toUpperCase() + status.slice(1);
}

/** What the agent can do about a message the mail service gave up on. */
export const NOT_DELIVERED_HELP =
  'The mail service could not deliver this email. Check the addresses, then send it again.';

const REPLY_PREFIX = /^re:\s*/i;

/** "Re: " + subject; replying to a reply keeps one prefix rather than stacking "Re: Re: ". */
export function replySubject(subject: string): string {
  return `Re: ${subject.trim().replace(REPLY_PREFIX, '')}`;
}

/** "quote_follow_up" -> "Quote Follow Up". */
function templateLabel(id: string): string {
  return id
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * Every template of the form is offered, named as the server names it; while the names load
 * (or if they cannot) the choice is still there under a readable form of its id.
 */
export function templateOptions(loaded: readonly EmailTemplate[] | undefined) {
  return EMAIL_TEMPLATES.map((id) => ({
    value: id,
    label: loaded?.find((template) => template.id === id)?.name ?? templateLabel(id),
  }));
}
