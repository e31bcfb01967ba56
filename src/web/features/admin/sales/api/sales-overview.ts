// GET /api/admin/sales: the sales overview; admin reads are never retried (SPEC §7).
import { useQuery } from '@tanstack/react-query';
import { salesOverview } from '#shared/endpoints/sales.ts';
import { call } from '../../../../lib/call.ts';

export const salesOverviewQueryKey = [salesOverview.path] as const;

export function useSalesOverview() {
  return useQuery({
    queryKey: salesOverviewQueryKey,
    queryFn: () => call(salesOverview),
    retry: false,
  });
}
