import {
  dayPlansOf,
  defaultBranding,
  isLogo,
  proposalBranding,
  proposalContent,
  sectionsInOrder,
  type Proposal,
  type ProposalBranding,
} from '@contract/proposals.ts';
import { acceptedSnapshotIn } from '@contract/proposalAcceptance.ts';
import type { ProposalsRow, UsersRow } from '@db/schema/rows.ts';
import type { JoinedClientName } from '../queries/joinedClient.ts';
import type { IncludedItinerary, IncludedQuote, ProposalWithClient } from '../queries/proposals.ts';
import { clientOf, quoteServicesOf } from './agentQuotes.ts';

/**
 * A proposal as the agent's presenter reads it: a typed row, joined with its client's names or
 * not. The sync adapter hands its rows over untyped (its recordsById reads `Record<string,
 * unknown>`), so each field is read by its shape, as the device's records are.
 */
export type PresentableProposal =
  ProposalsRow | (ProposalsRow & JoinedClientName) | Readonly<Record<string, unknown>>;

/** The agent's contact the public page shows. */
export type ProposalAgent = Pick<UsersRow, 'firstName' | 'lastName' | 'email' | 'phone'>;

/** A timestamp as the wire's ISO text, null when unset (a typed row's is a Date; an untyped one's may be text). */
function iso(value: unknown): string | null {
  if (value instanceof Date) return value.toISOString();
  return typeof value === 'string' && value !== '' ? new Date(value).toISOString() : null;
}

/**
 * A logo saved when outside addresses were still accepted is left out of the client's copy:
 * loading it would tell that address's owner when the client opens the proposal. The agent's
 * copy keeps it, so the form shows why it must change.
 */
function publicBranding(value: unknown): ProposalBranding {
  const shown = proposalBranding(value);
  return isLogo(shown.companyLogo) ? shown : { ...shown, companyLogo: defaultBranding.companyLogo };
}

export function publicProposalUrl(appUrl: string, token: string): string {
  return `${appUrl.replace(/\/+$/, '')}/p/${token}`;
}

/** A stored proposal (joined with its client's names) as the agent's API answers it. */
export function presentProposal(row: PresentableProposal, appUrl: string): Proposal {
  const { publicToken } = row;
  return {
    ...proposalContent(row),
    client: clientOf(row),
    publicUrl: typeof publicToken === 'string' && publicToken ? publicProposalUrl(appUrl, publicToken) : null,
    sentAt: iso(row.sentAt),
    viewedAt: iso(row.viewedAt),
    respondedAt: iso(row.respondedAt),
    acceptedAt: iso(row.acceptedAt),
    acceptedVersion: acceptedSnapshotIn(row.acceptedSnapshot)?.document ?? null,
    // Required columns, so every stored row has both.
    createdAt: iso(row.createdAt) ?? '',
    updatedAt: iso(row.updatedAt) ?? '',
  };
}

/**
 * What the client reads on the public page: the proposal's content, its included quotes
 * and itineraries, the agent's contact, and none of the agent's notes or internal ids.
 */
export function presentPublicProposal(
  row: ProposalWithClient,
  extra: { quotes: IncludedQuote[]; itineraries: IncludedItinerary[]; agent: ProposalAgent | undefined },
) {
  return {
    title: row.title,
    description: row.description,
    template: row.template,
    introduction: row.introduction,
    destinations: row.destinations,
    startDate: row.startDate,
    endDate: row.endDate,
    numberOfTravelers: row.numberOfTravelers,
    detailedItinerary: dayPlansOf(row.detailedItinerary),
    inclusions: row.inclusions,
    exclusions: row.exclusions,
    customSections: sectionsInOrder(row.customSections),
    terms: row.terms,
    validUntil: row.validUntil,
    branding: publicBranding(row.branding),
    totalValue: row.totalValue,
    currency: row.currency,
    status: row.status,
    client:
      row.clientFirstName !== null ? { firstName: row.clientFirstName, lastName: row.clientLastName } : null,
    agent: extra.agent
      ? {
          firstName: extra.agent.firstName,
          lastName: extra.agent.lastName,
          email: extra.agent.email,
          phone: extra.agent.phone,
        }
      : null,
    includedQuotes: extra.quotes.map((quote) => ({
      title: quote.title,
      services: quoteServicesOf(quote.services),
      subtotal: Number(quote.subtotal ?? 0),
      taxes: Number(quote.taxes ?? 0),
      totalCost: Number(quote.totalCost ?? 0),
      currency: quote.currency,
      validUntil: quote.validUntil,
    })),
    includedItineraries: extra.itineraries.map((itinerary) => ({
      title: itinerary.title,
      description: itinerary.description,
      startDate: itinerary.startDate,
      endDate: itinerary.endDate,
    })),
    sentAt: iso(row.sentAt),
    respondedAt: iso(row.respondedAt),
  };
}
