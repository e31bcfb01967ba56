// GET /api/order-status/{id}/{signature}: the buyer's order from their mail's link. Not retried: a
// changed link is a 404 that stays one.
import { useQuery } from '@tanstack/react-query';
import { signedOrder } from '#shared/endpoints/buyer-orders.ts';
import { call } from '../../../lib/call.ts';

export function useSignedOrder(id: string, signature: string) {
  return useQuery({
    queryKey: ['/api/order-status', id, signature],
    queryFn: () => call(signedOrder, { params: { id, signature } }),
    retry: false,
  });
}
