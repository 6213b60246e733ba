import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AgentQuote, QuoteInput, QuoteTemplate } from '@contract/agentQuotes';
import type { ClientDto } from '@contract/clients';
import { apiRequest } from '@pwa/lib/api';

/** The one door to the agent quotes resource (and the lists the quote form reads). */
export const quoteQueries = {
  all: () => ['/api/agent-quotes'] as const,
  list: () => ['/api/agent-quotes'] as const,
  templates: () => ['/api/agent-quotes/templates'] as const,
  clients: () => ['/api/clients'] as const,
  /** The summaries the proposal form lists; they change with every quote. */
  summaries: () => ['/api/quotes'] as const,
};

type List<T> = { data: T[] };

export function useQuotes() {
  return useQuery({
    queryKey: quoteQueries.list(),
    staleTime: 30_000,
    select: (body: unknown) => (body as List<AgentQuote>).data,
  });
}

export function useQuoteTemplates() {
  return useQuery({
    queryKey: quoteQueries.templates(),
    staleTime: 60_000,
    select: (body: unknown) => (body as List<QuoteTemplate>).data,
  });
}

export function useQuoteClients() {
  return useQuery({
    queryKey: quoteQueries.clients(),
    staleTime: 30_000,
    select: (body: unknown) => (body as List<ClientDto>).data,
  });
}

type QuoteBody = QuoteInput;

export function useCreateQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: QuoteBody) => {
      const res = await apiRequest('POST', '/api/agent-quotes', body);
      return ((await res.json()) as { data: AgentQuote }).data;
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: quoteQueries.all() }),
        queryClient.invalidateQueries({ queryKey: quoteQueries.summaries() }),
      ]),
  });
}

export function useUpdateQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: QuoteBody }) => {
      const res = await apiRequest('PUT', `/api/agent-quotes/${id}`, body);
      return ((await res.json()) as { data: AgentQuote }).data;
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: quoteQueries.all() }),
        queryClient.invalidateQueries({ queryKey: quoteQueries.summaries() }),
      ]),
  });
}

export function useDeleteQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest('DELETE', `/api/agent-quotes/${id}`);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: quoteQueries.all() }),
        queryClient.invalidateQueries({ queryKey: quoteQueries.summaries() }),
      ]),
  });
}
