// The responders' shares of the last 90 days, and the openings a page at a time, newest first
// (`?before=` the previous page's `nextCursor`).
import { useInfiniteQuery } from '@tanstack/react-query';
import { listTagScans } from '#shared/endpoints/scan-history.ts';
import { queryKeys } from '#shared/paths.ts';
import { call } from '../../../lib/call.ts';

export function useScanHistory(tagId: string) {
  return useInfiniteQuery({
    queryKey: queryKeys.tagScans(tagId),
    queryFn: ({ pageParam }) =>
      call(listTagScans, { params: { tagId }, query: pageParam ? { before: pageParam } : {} }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
