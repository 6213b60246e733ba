import type { Email, EmailFolder } from '@contract/emails';

const UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;

/** 1536 -> "1.5 KB" (base 1024, at most two decimals, GB the largest unit). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const index = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), UNITS.length - 1);
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

/** "Re: " + subject, as the reply of the seed. */
export function replySubject(subject: string): string {
  return `Re: ${subject}`;
}
