import { createHash } from 'node:crypto';
import { acceptedSnapshotIn } from '@contract/proposalAcceptance.ts';
import type { Queryable } from '@db/index.ts';
import { presentPublicProposal } from '../presenters/proposals.ts';
import { includedItinerariesOf, includedQuotesOf, type ProposalWithClient } from './proposals.ts';

/** A proposal as its page reads it, with its client's names. */
type Row = ProposalWithClient;
export type PublicProposalPage = ReturnType<typeof presentPublicProposal>;

/** The client's page as the proposal and what it includes stand now. */
export async function livePublicPage(db: Queryable, row: Row): Promise<PublicProposalPage> {
  const [quotes, itineraries, agent] = await Promise.all([
    includedQuotesOf(db, row),
    includedItinerariesOf(db, row),
    row.agentId
      ? db('users').where({ id: row.agentId }).first('firstName', 'lastName', 'email', 'phone')
      : Promise.resolve(undefined),
  ]);
  return presentPublicProposal(row, { quotes, itineraries, agent });
}

/**
 * A fingerprint of what the page shows the client (its status and dates aside): the page sends
 * it back with the client's answer, so an answer is only ever taken for the version they read.
 */
export function pageRevision(page: Readonly<Record<string, unknown>>): string {
  const { status: _status, sentAt: _sentAt, respondedAt: _respondedAt, revision: _revision, ...shown } = page;
  return createHash('sha256').update(JSON.stringify(shown)).digest('base64url').slice(0, 22);
}

/**
 * The page the client reads: an accepted proposal's from the copy kept when it was accepted, so
 * nothing changed since (an included quote, the agent's details) rewrites what was agreed.
 */
export async function publicProposalPage(db: Queryable, row: Row) {
  const snapshot = acceptedSnapshotIn(row.acceptedSnapshot);
  // The kept page is passed on as it was shown, whatever the page shows today.
  const page: Readonly<Record<string, unknown>> = snapshot ? snapshot.page : await livePublicPage(db, row);
  return {
    ...page,
    status: row.status,
    respondedAt: row.respondedAt ? new Date(row.respondedAt).toISOString() : null,
    acceptedAt: snapshot?.acceptedAt ?? null,
    revision: pageRevision(page),
  };
}
