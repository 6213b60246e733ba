import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LeadDetail, LeadPage, LeadStatus, LeadView } from '@contract/leadQueue';
import { apiRequest } from '@pwa/lib/api';
import { dashboardQueries } from '../dashboard/api';

/**
 * The lead queue lives on the server only: leads come from the public site at any moment and
 * several agents work them, so taking or answering one is decided on the server's copy (a
 * lead taken offline could be answered by two agents at once). Offline the tab says so.
 */
export const leadQueries = {
  all: () => ['/api/leads'] as const,
  page: (view: LeadView, page: number) => ['/api/leads', { view, page }] as const,
  one: (id: string) => ['/api/leads', id] as const,
};

async function readJson<T>(method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown): Promise<T> {
  const response = await apiRequest(method, url, body);
  return (await response.json()) as T;
}

export function useLeads(view: LeadView, page: number) {
  return useQuery<LeadPage>({
    queryKey: leadQueries.page(view, page),
    staleTime: 15_000,
    placeholderData: keepPreviousData,
    queryFn: () => readJson('GET', `/api/leads?view=${view}&page=${page}`),
  });
}

export function useLead(id: string | null) {
  return useQuery<LeadDetail>({
    queryKey: leadQueries.one(id ?? ''),
    enabled: Boolean(id),
    queryFn: async () => (await readJson<{ data: LeadDetail }>('GET', `/api/leads/${id}`)).data,
  });
}

interface LeadAnswer {
  data: LeadDetail;
  message: string;
}

/** After any step the lead, the lists and the Pending Quotes card are read again. */
function useLeadStep<Input>(request: (input: Input) => Promise<LeadAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (answer) => {
      queryClient.setQueryData(leadQueries.one(answer.data.id), answer.data);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: leadQueries.all() }),
        queryClient.invalidateQueries({ queryKey: dashboardQueries.all() }),
      ]),
  });
}

export function useTakeLead() {
  return useLeadStep((id: string) => readJson<LeadAnswer>('POST', `/api/leads/${id}/take`));
}

export function useSetLeadStatus() {
  return useLeadStep(({ id, status }: { id: string; status: LeadStatus }) =>
    readJson<LeadAnswer>('PATCH', `/api/leads/${id}`, { status }),
  );
}

/** Makes the lead a client: a new one (`clientId` null) or the existing client named. */
export function useConvertLead() {
  return useLeadStep(({ id, clientId }: { id: string; clientId: string | null }) =>
    readJson<LeadAnswer>('POST', `/api/leads/${id}/client`, { clientId }),
  );
}
