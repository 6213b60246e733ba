import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ItineraryDto, ItineraryInput } from '@contract/itineraries';
import { apiRequest } from '@pwa/lib/api';
import { dashboardQueries } from '../dashboard/api';

/** Query keys of the itineraries resource. */
export const itineraryQueries = {
  all: () => ['/api/itineraries'] as const,
  list: () => ['/api/itineraries'] as const,
};

export const itineraryCalendarUrl = (id: string) => `/api/itineraries/${id}/calendar.ics`;

export function useItineraries() {
  return useQuery({
    queryKey: itineraryQueries.list(),
    staleTime: 30_000,
    select: (body: unknown) => (body as { data: ItineraryDto[] }).data,
  });
}

function useInvalidateItineraries() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: itineraryQueries.all() }),
      queryClient.invalidateQueries({ queryKey: dashboardQueries.all() }),
      queryClient.invalidateQueries({ queryKey: ['/api/clients'] }),
    ]);
}

export function useCreateItinerary() {
  const invalidate = useInvalidateItineraries();
  return useMutation({
    mutationFn: async (input: ItineraryInput) =>
      ((await (await apiRequest('POST', '/api/itineraries', input)).json()) as { data: ItineraryDto }).data,
    onSettled: invalidate,
  });
}

export function useUpdateItinerary() {
  const invalidate = useInvalidateItineraries();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string; input: ItineraryInput }) =>
      ((await (await apiRequest('PUT', `/api/itineraries/${id}`, input)).json()) as { data: ItineraryDto })
        .data,
    onSettled: invalidate,
  });
}

export function useDeleteItinerary() {
  const invalidate = useInvalidateItineraries();
  return useMutation({
    mutationFn: async (id: string) => (await apiRequest('DELETE', `/api/itineraries/${id}`)).json(),
    onSettled: invalidate,
  });
}
