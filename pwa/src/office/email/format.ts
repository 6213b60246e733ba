import {
  EMAIL_TEMPLATES,
  mailboxAddresses,
  type Email,
  type EmailFolder,
  type EmailTemplate,
} from '@contract/emails';

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

/** Who to show in a list row: the sender of a received e-mail, else "To: " the recipient. */
export function correspondent(email: Email, folder: EmailFolder, ownAddress: string | undefined): string {
  const outgoing =
    folder === 'sent' ||
    folder === 'drafts' ||
    email.status === 'draft' ||
    (ownAddress !== undefined && email.from.toLowerCase() === ownAddress.toLowerCase());
  if (folder === 'inbox' || !outgoing) return email.from;
  return `To: ${email.to || '(no recipient)'}`;
}

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
