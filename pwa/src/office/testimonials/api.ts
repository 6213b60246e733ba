/**
 * Testimonial moderation (admins). Like the blog's comments it lives on the server only: the
 * testimonials come from clients through their links, so a copy on the device would be out of
 * date the moment it was taken.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ModeratedTestimonial, TestimonialQueue, TestimonialStatus } from '@contract/testimonialOptions';
import { apiRequest } from '@pwa/lib/api';

export const testimonialQueries = {
  all: () => ['/api/admin/testimonials'] as const,
  queue: (status: TestimonialStatus) => ['/api/admin/testimonials', { status }] as const,
};

export function useTestimonialQueue(status: TestimonialStatus) {
  return useQuery<TestimonialQueue>({
    queryKey: testimonialQueries.queue(status),
    staleTime: 30_000,
    // The counts stay on the status buttons while the next queue loads.
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const response = await apiRequest(
        'GET',
        `/api/admin/testimonials?status=${encodeURIComponent(status)}`,
      );
      return (await response.json()) as TestimonialQueue;
    },
  });
}

export type Decision = 'approved' | 'rejected';

export interface DecisionHandlers {
  /** Called once the decision is stored, before the testimonial leaves the queue shown. */
  onDecided?: (testimonial: ModeratedTestimonial, decision: Decision, message: string) => void;
  onFailed?: (error: Error) => void;
}

export function useDecideTestimonial({ onDecided, onFailed }: DecisionHandlers = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      testimonial,
      decision,
    }: {
      testimonial: ModeratedTestimonial;
      decision: Decision;
    }) => {
      const action = decision === 'approved' ? 'approve' : 'reject';
      const response = await apiRequest('POST', `/api/admin/testimonials/${testimonial.id}/${action}`);
      return (await response.json()) as { message: string };
    },
    onSuccess: ({ message }, { testimonial, decision }) => onDecided?.(testimonial, decision, message),
    onError: (error) => onFailed?.(error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: testimonialQueries.all() }),
  });
}
