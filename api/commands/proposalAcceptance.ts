import {
  acceptanceMessages,
  acceptedSnapshotIn,
  acceptedValuesOf,
  isFrozen,
  type AcceptedSnapshot,
} from '@contract/proposalAcceptance.ts';
import { jsonb, type Queryable } from '@db/index.ts';
import { HttpError } from '../errors.ts';
import { proposalPdfParts } from '../documents/storedProposalPdf.ts';
import { presentProposal } from '../presenters/proposals.ts';
import { livePublicPage } from '../queries/publicProposalPage.ts';
import type { ProposalWithClient } from '../queries/proposals.ts';

/**
 * The accepted copy of a proposal (read with its client's names), made in the transaction that
 * records the acceptance: the client's page as they answered it and the PDF's inputs, the
 * included quotes and itineraries written out as they stood.
 */
export async function acceptedSnapshotOf(db: Queryable, row: ProposalWithClient, acceptedAt: Date) {
  const [page, parts] = await Promise.all([livePublicPage(db, row), proposalPdfParts(db, row)]);
  // The agent's own notes never print and are no part of what the client agreed to.
  const {
    notes: _notes,
    acceptedAt: _acceptedAt,
    acceptedVersion: _acceptedVersion,
    ...proposal
  } = presentProposal(row, '');
  const snapshot: AcceptedSnapshot = {
    acceptedAt: acceptedAt.toISOString(),
    page,
    document: { proposal: { ...proposal, status: 'accepted' }, ...parts },
  };
  return { acceptedAt, acceptedSnapshot: jsonb(snapshot) };
}

/**
 * Refuses a change of an accepted proposal, 409, naming for each field asked for the value the
 * client accepted (a device's refused change shows them beside its own).
 */
/** Refuses deleting an accepted proposal, 409: it is the record of what the client agreed to. */
export function assertNotAcceptedForDeletion(row: { status: string }): void {
  if (isFrozen(row.status)) throw new HttpError(409, 'conflict', acceptanceMessages.kept);
}

export function assertNotFrozen(
  row: { status: string; acceptedSnapshot?: unknown },
  fields: string[] = [],
): void {
  if (!isFrozen(row.status)) return;
  const accepted: Readonly<Record<string, unknown>> =
    acceptedSnapshotIn(row.acceptedSnapshot)?.document.proposal ?? row;
  const shown = fields.length > 0 ? acceptedValuesOf(accepted, fields) : undefined;
  throw new HttpError(409, 'conflict', acceptanceMessages.frozen, shown ? { fields: shown } : {});
}
