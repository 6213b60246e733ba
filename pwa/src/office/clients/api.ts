import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BookingDto } from '@contract/bookings';
import type { ClientDto, ClientInput } from '@contract/clients';
import type { ItineraryDto } from '@contract/itineraries';
import { apiRequest } from '@pwa/lib/api';
import { dashboardQueries } from '../dashboard/api';

export interface ClientDetail extends ClientDto {
  itineraries: ItineraryDto[];
  bookings: BookingDto[];
  quotes: Array<{ id: string; title: string; totalCost: number; currency: string; status: string }>;
  emails: Array<{ id: string; subject: string; to: string; status: string; createdAt: string }>;
}

/** Query keys of the clients resource. */
export const clientQueries = {
  all: () => ['/api/clients'] as const,
  list: () => ['/api/clients'] as const,
  detail: (id: string) => ['/api/clients', id] as const,
};

export const CLIENTS_CSV_URL = '/api/clients/export.csv';

export function useClients() {
  return useQuery({
    queryKey: clientQueries.list(),
    staleTime: 30_000,
    select: (body: unknown) => (body as { data: ClientDto[] }).data,
  });
}

export function useClientDetail(id: string | null) {
  return useQuery({
    queryKey: clientQueries.detail(id ?? ''),
    enabled: Boolean(id),
    staleTime: 30_000,
    select: (body: unknown) => (body as { data: ClientDetail }).data,
  });
}

function useInvalidateClients() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: clientQueries.all() }),
      queryClient.invalidateQueries({ queryKey: dashboardQueries.all() }),
    ]);
}

export function useCreateClient() {
  const invalidate = useInvalidateClients();
  return useMutation({
    mutationFn: async (input: ClientInput) =>
      ((await (await apiRequest('POST', '/api/clients', input)).json()) as { data: ClientDto }).data,
    onSettled: invalidate,
  });
}

export function useUpdateClient() {
  const invalidate = useInvalidateClients();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string; input: ClientInput }) =>
      ((await (await apiRequest('PUT', `/api/clients/${id}`, input)).json()) as { data: ClientDto }).data,
    onSettled: invalidate,
  });
}

export function useDeleteClient() {
  const invalidate = useInvalidateClients();
  return useMutation({
    mutationFn: async (id: string) => (await apiRequest('DELETE', `/api/clients/${id}`)).json(),
    onSettled: invalidate,
  });
}
