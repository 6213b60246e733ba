import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BookingDto, BookingInput, BookingUpdate } from '@contract/bookings';
import { apiRequest } from '@pwa/lib/api';
import { dashboardQueries } from '../dashboard/api';

/** Query keys of the bookings resource; the default query fetches the joined key. */
export const bookingQueries = {
  all: () => ['/api/bookings'] as const,
  list: () => ['/api/bookings'] as const,
  byItinerary: (itineraryId: string) => [`/api/bookings?itineraryId=${itineraryId}`] as const,
};

export const BOOKINGS_CSV_URL = '/api/bookings/export.csv';

const select = (body: unknown) => (body as { data: BookingDto[] }).data;

export function useBookings() {
  return useQuery({ queryKey: bookingQueries.list(), staleTime: 30_000, select });
}

export function useItineraryBookings(itineraryId: string | null) {
  return useQuery({
    queryKey: bookingQueries.byItinerary(itineraryId ?? ''),
    enabled: Boolean(itineraryId),
    staleTime: 30_000,
    select,
  });
}

function useInvalidateBookings() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      predicate: (query) =>
        String(query.queryKey[0]).startsWith('/api/bookings') ||
        query.queryKey[0] === dashboardQueries.all()[0] ||
        query.queryKey[0] === '/api/clients',
    });
}

export function useCreateBooking() {
  const invalidate = useInvalidateBookings();
  return useMutation({
    mutationFn: async (input: BookingInput) =>
      ((await (await apiRequest('POST', '/api/bookings', input)).json()) as { data: BookingDto }).data,
    onSettled: invalidate,
  });
}

export function useUpdateBooking() {
  const invalidate = useInvalidateBookings();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string; input: BookingUpdate }) =>
      ((await (await apiRequest('PUT', `/api/bookings/${id}`, input)).json()) as { data: BookingDto }).data,
    onSettled: invalidate,
  });
}

export function useDeleteBooking() {
  const invalidate = useInvalidateBookings();
  return useMutation({
    mutationFn: async (id: string) => (await apiRequest('DELETE', `/api/bookings/${id}`)).json(),
    onSettled: invalidate,
  });
}
