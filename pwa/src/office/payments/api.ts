/**
 * The consultation payments admins read. Like the blog's drafts they live on the server only:
 * nothing of them is kept on the device, so the list needs the network.
 */
import { useQuery } from '@tanstack/react-query';
import type { PaymentListItem } from '@contract/payments';

/** Query keys of the payments list (admins only). */
export const paymentQueries = {
  list: () => ['/api/payments'] as const,
};

export function usePayments() {
  return useQuery({
    queryKey: paymentQueries.list(),
    staleTime: 30_000,
    select: (body: unknown) => (body as { data: PaymentListItem[] }).data,
  });
}
