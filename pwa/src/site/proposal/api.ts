import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CustomSection,
  DayPlan,
  ProposalBranding,
  ProposalDecision,
  ProposalStatus,
} from '@contract/proposals';
import type { QuoteService } from '@contract/agentQuotes';
import { apiRequest } from '@pwa/lib/api';

/** The proposal as its client reads it (GET /api/public/proposals/:token). */
export interface PublicProposal {
  title: string;
  description: string | null;
  introduction: string | null;
  destinations: string[];
  startDate: string | null;
  endDate: string | null;
  numberOfTravelers: number | null;
  detailedItinerary: DayPlan[];
  inclusions: string[];
  exclusions: string[];
  customSections: CustomSection[];
  terms: string | null;
  validUntil: string | null;
  branding: ProposalBranding;
  totalValue: number | null;
  currency: string;
  status: ProposalStatus;
  client: { firstName: string; lastName: string } | null;
  agent: { firstName: string | null; lastName: string | null; email: string; phone: string | null } | null;
  includedQuotes: Array<{
    title: string;
    services: QuoteService[];
    subtotal: number;
    taxes: number;
    totalCost: number;
    currency: string;
    validUntil: string | null;
  }>;
  includedItineraries: Array<{
    title: string;
    description: string | null;
    startDate: string | null;
    endDate: string | null;
  }>;
  sentAt: string | null;
  respondedAt: string | null;
  /** Once accepted, the page is the copy kept then. */
  acceptedAt?: string | null;
  /** The version of the page, sent back with the answer: an answer is taken only on it. */
  revision?: string;
}

/** The one door to the public proposal. */
export const publicProposalQueries = {
  detail: (token: string) => ['/api/public/proposals', token] as const,
};

export function usePublicProposal(token: string) {
  return useQuery({
    queryKey: publicProposalQueries.detail(token),
    staleTime: 30_000,
    select: (body: unknown) => (body as { data: PublicProposal }).data,
  });
}

export function useRespondToProposal(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (decision: ProposalDecision) => {
      // The version on screen: changed since it loaded, the server refuses and the page reloads it.
      const shown = queryClient.getQueryData<{ data?: PublicProposal }>(publicProposalQueries.detail(token));
      const res = await apiRequest('POST', `/api/public/proposals/${encodeURIComponent(token)}/respond`, {
        decision,
        revision: shown?.data?.revision ?? null,
      });
      return (await res.json()) as { data: PublicProposal; message: string };
    },
    onSuccess: (body) => queryClient.setQueryData(publicProposalQueries.detail(token), { data: body.data }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: publicProposalQueries.detail(token) }),
  });
}
