// GET /api/tags/{tagId}/scans (issues 16, 28): the responders' shares of the last 90 days, and the
// openings a page at a time, newest first (`?before=` the previous page's `nextCursor`).
import { useInfiniteQuery } from '@tanstack/react-query';
import { api, apiPath, queryKeys } from '#shared/paths.ts';
import type { ScanHistory } from '#shared/schemas/scan-history.ts';
import { apiJson } from '../../../lib/api-request.ts';

export function getScanHistory(tagId: string, before: string | null): Promise<ScanHistory> {
  const path = apiPath(api.tagScans, { tagId });
  return apiJson<ScanHistory>('GET', before ? `${path}?before=${encodeURIComponent(before)}` : path);
}

export function useScanHistory(tagId: string) {
  return useInfiniteQuery({
    queryKey: queryKeys.tagScans(tagId),
    queryFn: ({ pageParam }) => getScanHistory(tagId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
