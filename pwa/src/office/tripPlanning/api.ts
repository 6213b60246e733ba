import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TripPlan, TripPlanInput } from '@contract/tripPlans';
import { apiRequest } from '@pwa/lib/api';

/** The one door to trip plans (the client picker reads the clients resource's own module). */
export const tripPlanQueries = {
  all: () => ['/api/trip-plans'] as const,
  list: () => ['/api/trip-plans'] as const,
  templates: () => ['/api/trip-plans', 'templates'] as const,
};

const CACHE_MS = 30_000;
const TEMPLATES_CACHE_MS = 60_000;

export function useTripPlans() {
  return useQuery({
    queryKey: tripPlanQueries.list(),
    staleTime: CACHE_MS,
    select: (body: unknown) => (body as { data: TripPlan[] }).data,
  });
}

export function useTripPlanTemplates() {
  return useQuery({
    queryKey: tripPlanQueries.templates(),
    staleTime: TEMPLATES_CACHE_MS,
    select: (body: unknown) => (body as { data: TripPlan[] }).data,
  });
}

/** What the form sends: the contract's input before its transforms. */
export type TripPlanPayload = Omit<TripPlanInput, 'travelStyle'> & { travelStyle: string | null };

interface Saved {
  data: TripPlan;
  message: string;
}

export function useCreateTripPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TripPlanPayload) =>
      (await (await apiRequest('POST', '/api/trip-plans', input)).json()) as Saved,
    onSettled: () => queryClient.invalidateQueries({ queryKey: tripPlanQueries.all() }),
  });
}

export function useUpdateTripPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string; input: TripPlanPayload }) =>
      (await (await apiRequest('PUT', `/api/trip-plans/${id}`, input)).json()) as Saved,
    onSettled: () => queryClient.invalidateQueries({ queryKey: tripPlanQueries.all() }),
  });
}

export function useDeleteTripPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest('DELETE', `/api/trip-plans/${id}`);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: tripPlanQueries.all() }),
  });
}
