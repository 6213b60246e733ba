/**
 * A proposal the client accepted is a record of what was agreed: its content is frozen and the
 * version the client accepted is kept as it was shown (the accepted copy). The server refuses
 * edits of it (REST and sync alike) and the office offers a new version instead, a copy made
 * with Duplicate. Pure: the server and the offline office both read these.
 */
import { formatMoney } from './money.ts';
import { isRecord, type Proposal, type ProposalPdfItinerary, type ProposalPdfQuote } from './proposals.ts';

export const acceptanceMessages = {
  /** REST answer (409) and sync refusal of an edit of an accepted proposal. */
  frozen:
    'This proposal was accepted by the client and can no longer be changed. Duplicate it to make a new version.',
  /** REST answer (409) and sync refusal of a deletion of an accepted proposal. */
  kept: 'This proposal was accepted by the client and is kept as the record of what was agreed: it cannot be deleted.',
  /** The office's explanation beside the disabled Edit button. */
  frozenHint:
    'Accepted by the client: what they accepted stays as it is. Make a new version to change anything.',
  /** The client's answer to a proposal changed after their page was loaded. */
  changedSinceOpened:
    'This proposal was updated after you opened it. Please review the current version and answer again.',
} as const;

/** The proposal's fields as the PDF prints them, with the parts it priced and listed. */
export interface AcceptedDocument {
  proposal: Omit<Proposal, 'notes'>;
  quotes: ProposalPdfQuote[];
  itineraries: ProposalPdfItinerary[];
}

/** What the accepted copy holds; `page` is the client's page exactly as it was answered. */
export interface AcceptedSnapshot {
  acceptedAt: string;
  page: Record<string, unknown>;
  document: AcceptedDocument;
}

/**
 * Whether a stored value is an accepted document: the server writes it (acceptedSnapshotOf) and
 * the device keeps the one it was sent, so its parts are checked as far as the readers rely on
 * them, the proposal an object and the quotes and itineraries lists.
 */
export function isAcceptedDocument(value: unknown): value is AcceptedDocument {
  return (
    isRecord(value) &&
    isRecord(value.proposal) &&
    Array.isArray(value.quotes) &&
    Array.isArray(value.itineraries)
  );
}

/** Whether a stored `accepted_snapshot` is one: when it was accepted, the page, the document. */
export function isAcceptedSnapshot(value: unknown): value is AcceptedSnapshot {
  return (
    isRecord(value) &&
    typeof value.acceptedAt === 'string' &&
    isRecord(value.page) &&
    isAcceptedDocument(value.document)
  );
}

/** The accepted copy a stored value holds, or null for a proposal never accepted. */
export function acceptedSnapshotIn(value: unknown): AcceptedSnapshot | null {
  return isAcceptedSnapshot(value) ? value : null;
}

/** Only an accepted proposal is frozen: a declined one stays the agent's to rework or copy. */
export function isFrozen(status: unknown): boolean {
  return status === 'accepted';
}

/** Fields that show as a short value beside a refused change. */
function shown(value: unknown, currency: string, field: string): string {
  if (value === null || value === undefined || value === '') return 'empty';
  if ((field === 'totalValue' || field === 'totalCost') && typeof value === 'number')
    return formatMoney(value, currency);
  if (Array.isArray(value)) {
    if (value.every((item) => typeof item === 'string')) return value.join(', ') || 'none';
    return `${value.length} ${value.length === 1 ? 'item' : 'items'}`;
  }
  if (typeof value === 'object') return 'as accepted';
  const text = String(value);
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
}

/**
 * The field messages of a refused edit of an accepted proposal: for each field the device tried
 * to change, the value the client accepted, so the refusal shows what stands.
 */
export function acceptedValuesOf(
  accepted: Readonly<Record<string, unknown>>,
  fields: string[],
): Record<string, string> {
  const currency = typeof accepted.currency === 'string' ? accepted.currency : 'USD';
  return Object.fromEntries(
    fields.map((field) => [field, `Accepted version: ${shown(accepted[field], currency, field)}`]),
  );
}

/**
 * The PDF's inputs of an accepted proposal as the client accepted it, from a stored row or the
 * device's record (which carries them as `acceptedVersion`); null for any other proposal.
 */
export function acceptedDocumentOf(
  record: Readonly<Record<string, unknown>>,
): { proposal: Proposal; quotes: ProposalPdfQuote[]; itineraries: ProposalPdfItinerary[] } | null {
  const stored =
    acceptedSnapshotIn(record.acceptedSnapshot)?.document ??
    (isAcceptedDocument(record.acceptedVersion) ? record.acceptedVersion : null);
  if (!stored || !isFrozen(record.status)) return null;
  return {
    proposal: { ...stored.proposal, notes: null },
    quotes: stored.quotes,
    itineraries: stored.itineraries,
  };
}
