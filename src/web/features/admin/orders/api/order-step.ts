// What every step of an order's life (pack, ship, refund…) does with its answer: the order page as it
// now is replaces the cached page at once; `invalidates` re-reads the list for its status and totals.
import { useQueryClient } from '@tanstack/react-query';
import type { OrderDetail } from '#shared/schemas/order.ts';
import { orderDetailKey } from './order-detail.ts';
import { ordersQueryKey } from './orders.ts';

export const orderStepInvalidates = [ordersQueryKey] as const;

export function useShowOrder(): (detail: OrderDetail) => void {
  const queryClient = useQueryClient();
  return (detail) => queryClient.setQueryData(orderDetailKey(detail.order.id), detail);
}
