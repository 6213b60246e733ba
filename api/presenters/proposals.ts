import {
  defaultBranding,
  isLogo,
  proposalBranding,
  proposalContent,
  sectionsInOrder,
  type DayPlan,
  type Proposal,
  type ProposalBranding,
} from '@contract/proposals.ts';
import type { QuoteService } from '@contract/agentQuotes.ts';
import type { AcceptedSnapshot } from '@contract/proposalAcceptance.ts';

type Row = Record<string, unknown>;

function iso(value: unknown): string | null {
  return value ? new Date(value as string).toISOString() : null;
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
export function presentProposal(row: Row, appUrl: string): Proposal {
  return {
    ...proposalContent(row),
    client:
      row.clientFirstName !== undefined && row.clientFirstName !== null
        ? { firstName: row.clientFirstName as string, lastName: row.clientLastName as string }
        : null,
    publicUrl: row.publicToken ? publicProposalUrl(appUrl, row.publicToken as string) : null,
    sentAt: iso(row.sentAt),
    viewedAt: iso(row.viewedAt),
    respondedAt: iso(row.respondedAt),
    acceptedAt: iso(row.acceptedAt),
    acceptedVersion: (row.acceptedSnapshot as AcceptedSnapshot | null | undefined)?.document ?? null,
    createdAt: iso(row.createdAt)!,
    updatedAt: iso(row.updatedAt)!,
  };
}

/**
 * What the client reads on the public page: the proposal's content, its included quotes
 * and itineraries, the agent's contact, and none of the agent's notes or internal ids.
 */
export function presentPublicProposal(
  row: Row,
  extra: { quotes: Row[]; itineraries: Row[]; agent: Row | undefined },
) {
  return {
    title: row.title as string,
    description: (row.description as string | null) ?? null,
    template: row.template as Proposal['template'],
    introduction: (row.introduction as string | null) ?? null,
    destinations: (row.destinations as string[] | null) ?? [],
    startDate: (row.startDate as string | null) ?? null,
    endDate: (row.endDate as string | null) ?? null,
    numberOfTravelers: (row.numberOfTravelers as number | null) ?? null,
    detailedItinerary: (row.detailedItinerary as DayPlan[] | null) ?? [],
    inclusions: (row.inclusions as string[] | null) ?? [],
    exclusions: (row.exclusions as string[] | null) ?? [],
    customSections: sectionsInOrder(row.customSections),
    terms: (row.terms as string | null) ?? null,
    validUntil: (row.validUntil as string | null) ?? null,
    branding: publicBranding(row.branding),
    totalValue: (row.totalValue as number | null) ?? null,
    currency: row.currency as string,
    status: row.status as Proposal['status'],
    client:
      row.clientFirstName !== undefined && row.clientFirstName !== null
        ? { firstName: row.clientFirstName as string, lastName: row.clientLastName as string }
        : null,
    agent: extra.agent
      ? {
          firstName: (extra.agent.firstName as string | null) ?? null,
          lastName: (extra.agent.lastName as string | null) ?? null,
          email: extra.agent.email as string,
          phone: (extra.agent.phone as string | null) ?? null,
        }
      : null,
    includedQuotes: extra.quotes.map((quote) => ({
      title: quote.title as string,
      services: (quote.services as QuoteService[] | null) ?? [],
      subtotal: Number(quote.subtotal ?? 0),
      taxes: Number(quote.taxes ?? 0),
      totalCost: Number(quote.totalCost ?? 0),
      currency: quote.currency as string,
      validUntil: (quote.validUntil as string | null) ?? null,
    })),
    includedItineraries: extra.itineraries.map((itinerary) => ({
      title: itinerary.title as string,
      description: (itinerary.description as string | null) ?? null,
      startDate: (itinerary.startDate as string | null) ?? null,
      endDate: (itinerary.endDate as string | null) ?? null,
    })),
    sentAt: iso(row.sentAt),
    respondedAt: iso(row.respondedAt),
  };
}
