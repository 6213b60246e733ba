/**
 * Which folder an e-mail sits in, written once as data: the device reads it directly over its
 * records (inEmailFolder) and the server turns it into the SQL of its folder queries, so the
 * Email Center shows the same folders and counts online and offline.
 *
 * The owner is the agent the e-mail belongs to; their address matches whatever the case and
 * surrounding spaces. Inbox: not a draft, and addressed to the owner or received for them
 * through the inbound mail service (possibly addressed to the agency). Sent: what the owner
 * sent from here, including what the mail service could not deliver (failed), so the agent
 * learns of it and can send it again.
 */
import type { EMAIL_STATUSES, EmailFolder } from './emails.ts';

type EmailStatus = (typeof EMAIL_STATUSES)[number];

/** What a folder's rule reads of an e-mail. */
export interface FolderFacts {
  status: string;
  from: string;
  to: string;
  /** Delivered to us by the inbound mail service (the server keeps the provider's id). */
  received: boolean;
  isStarred: boolean;
  isRead: boolean;
}

export type FolderCondition =
  | { readonly statusIn: readonly EmailStatus[] }
  | { readonly flag: 'received' | 'isStarred' | 'isRead' }
  /** The field holds the owner's address. */
  | { readonly owner: 'from' | 'to' }
  | { readonly not: FolderCondition }
  | { readonly all: readonly FolderCondition[] }
  | { readonly any: readonly FolderCondition[] };

export type CountedFolder = EmailFolder | 'unread';

const INBOX: FolderCondition = {
  all: [{ not: { statusIn: ['draft'] } }, { any: [{ owner: 'to' }, { flag: 'received' }] }],
};

export const FOLDER_RULES: Record<CountedFolder, FolderCondition> = {
  inbox: INBOX,
  sent: {
    all: [
      { statusIn: ['sent', 'delivered', 'read', 'failed'] },
      { not: { flag: 'received' } },
      { owner: 'from' },
    ],
  },
  drafts: { statusIn: ['draft'] },
  starred: { flag: 'isStarred' },
  unread: { all: [INBOX, { not: { flag: 'isRead' } }] },
};

/** An address as the rules compare it. */
export const normalAddress = (address: string) => address.trim().toLowerCase();

function holds(condition: FolderCondition, email: FolderFacts, own: string | undefined): boolean {
  if ('statusIn' in condition) return condition.statusIn.some((status) => status === email.status);
  if ('flag' in condition) return email[condition.flag];
  if ('owner' in condition) return own !== undefined && normalAddress(email[condition.owner]) === own;
  if ('not' in condition) return !holds(condition.not, email, own);
  if ('all' in condition) return condition.all.every((part) => holds(part, email, own));
  return condition.any.some((part) => holds(part, email, own));
}

/** Whether `email` is in `folder` of the owner whose address is `ownerAddress`. */
export function inEmailFolder(
  email: FolderFacts,
  folder: CountedFolder,
  ownerAddress: string | undefined,
): boolean {
  return holds(
    FOLDER_RULES[folder],
    email,
    ownerAddress === undefined ? undefined : normalAddress(ownerAddress),
  );
}
