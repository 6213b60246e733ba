import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Proposal, ProposalInput } from '@contract/proposals';
import type { ClientDto } from '@contract/clients';
import type { ItineraryDto } from '@contract/itineraries';
import { apiRequest } from '@pwa/lib/api';

/** A quote as the proposal form's inclusion list reads it (GET /api/quotes). */
export interface QuoteSummary {
  id: string;
  title: string;
  totalAmount: number;
  currency: string;
  status: string;
  clientId: string | null;
}

/** The one door to the proposals resource (and the lists the proposal form reads). */
export const proposalQueries = {
  all: () => ['/api/proposals'] as const,
  list: () => ['/api/proposals'] as const,
  detail: (id: string) => ['/api/proposals', id] as const,
  clients: () => ['/api/clients'] as const,
  quotes: () => ['/api/quotes'] as const,
  itineraries: () => ['/api/itineraries'] as const,
};

type List<T> = { data: T[] };

export function useProposals() {
  return useQuery({
    queryKey: proposalQueries.list(),
    staleTime: 30_000,
    select: (body: unknown) => (body as List<Proposal>).data,
  });
}

export function useProposal(id: string | null) {
  return useQuery({
    queryKey: proposalQueries.detail(id ?? ''),
    enabled: Boolean(id),
    staleTime: 30_000,
    select: (body: unknown) => (body as { data: Proposal }).data,
  });
}

export function useProposalClients() {
  return useQuery({
    queryKey: proposalQueries.clients(),
    staleTime: 30_000,
    select: (body: unknown) => (body as List<ClientDto>).data,
  });
}

export function useQuoteSummaries() {
  return useQuery({
    queryKey: proposalQueries.quotes(),
    staleTime: 30_000,
    select: (body: unknown) => (body as List<QuoteSummary>).data,
  });
}

export function useProposalItineraries() {
  return useQuery({
    queryKey: proposalQueries.itineraries(),
    staleTime: 30_000,
    select: (body: unknown) => (body as List<ItineraryDto>).data,
  });
}

async function dataOf(response: Response): Promise<Proposal> {
  return ((await response.json()) as { data: Proposal }).data;
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: proposalQueries.all() });
}

export function useCreateProposal() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (body: ProposalInput) => dataOf(await apiRequest('POST', '/api/proposals', body)),
    onSettled: invalidate,
  });
}

export function useUpdateProposal() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: ProposalInput }) =>
      dataOf(await apiRequest('PUT', `/api/proposals/${id}`, body)),
    onSettled: invalidate,
  });
}

export function useDeleteProposal() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest('DELETE', `/api/proposals/${id}`);
    },
    onSettled: invalidate,
  });
}

export function useDuplicateProposal() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (id: string) => dataOf(await apiRequest('POST', `/api/proposals/${id}/duplicate`)),
    onSettled: invalidate,
  });
}

export function useSendProposal() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (id: string) => dataOf(await apiRequest('POST', `/api/proposals/${id}/send`)),
    onSettled: invalidate,
  });
}

/** Fetches the proposal's PDF and saves it as proposal-<id>.pdf. */
export function useDownloadProposalPdf() {
  return useMutation({
    mutationFn: async (id: string) => {
      const response = await apiRequest('GET', `/api/proposals/${id}/pdf`);
      const blob = await response.blob();
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `proposal-${id}.pdf`;
      document.body.appendChild(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    },
  });
}
