import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@pwa/lib/api';

export interface AgentSummary {
  userId: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  isActive: boolean;
  title: string | null;
  isApproved: boolean;
  approvedAt: string | null;
  createdAt: string;
}

/** Query keys of the agents resource (admins only). */
export const agentQueries = {
  list: () => ['/api/agents'] as const,
};

export function useAgents(enabled: boolean) {
  return useQuery({
    queryKey: agentQueries.list(),
    enabled,
    staleTime: 30_000,
    select: (body: unknown) => (body as { data: AgentSummary[] }).data,
  });
}

export function useSetAgentApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, approved }: { userId: string; approved: boolean }) => {
      const response = await apiRequest('POST', `/api/agents/${userId}/approval`, { approved });
      return (await response.json()) as { data: { isApproved: boolean } };
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: agentQueries.list() }),
  });
}
