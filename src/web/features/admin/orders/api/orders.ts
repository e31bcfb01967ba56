// GET /api/admin/orders (newest first); admin reads are never retried (SPEC §7).
import { useQuery } from '@tanstack/react-query';
import type { AnswerOf } from '#shared/endpoints/endpoint.ts';
import { listOrders, ordersCsv } from '#shared/endpoints/orders.ts';
import { urlOf } from '../../../../lib/call.ts';

export const ordersQueryKey = [listOrders.path] as const;
export const ordersCsvUrl = urlOf(ordersCsv, {});

export function useOrders() {
  return useQuery<AnswerOf<typeof listOrders> | null>({ queryKey: ordersQueryKey, retry: false });
}
