// GET /api/admin/orders/{id}: the order page (the order, its bracelets, history and refunds). Its key
// sits under the list's, so re-reading the list re-reads an open order too; never retried (SPEC §7).
import { useQuery } from '@tanstack/react-query';
import { orderDetail } from '#shared/endpoints/orders.ts';
import { call } from '../../../../lib/call.ts';
import { ordersQueryKey } from './orders.ts';

export const orderDetailKey = (id: string) => [...ordersQueryKey, id] as const;

export function useOrderDetail(id: string) {
  return useQuery({
    queryKey: orderDetailKey(id),
    queryFn: () => call(orderDetail, { params: { id } }),
    retry: false,
  });
}
