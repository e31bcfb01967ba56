// GET /api/admin/orders (newest first); admin reads are never retried (SPEC §7).
import { useQuery } from '@tanstack/react-query';
import { api } from '#shared/paths.ts';
import type { OrderView } from '#shared/schemas/payment.ts';

export const ordersQueryKey = [api.adminOrders] as const;
export const ordersCsvUrl = api.adminOrdersCsv;

export function useOrders() {
  return useQuery<OrderView[] | null>({ queryKey: ordersQueryKey, retry: false });
}
