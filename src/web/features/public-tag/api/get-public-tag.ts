// GET /api/tag/{uniqueCode} (SPEC §7) for the in-app route. Health data: never served from a stale cache.
import { useQuery } from '@tanstack/react-query';
import { api, apiPath, queryKeys } from '#shared/paths.ts';
import type { PublicTag } from '#shared/schemas/tag.ts';
import { apiJson } from '../../../lib/api-request.ts';

export function getPublicTag(uniqueCode: string): Promise<PublicTag> {
  return apiJson<PublicTag>('GET', apiPath(api.publicTag, { uniqueCode }));
}

export function usePublicTag(uniqueCode: string) {
  return useQuery({
    queryKey: queryKeys.publicTag(uniqueCode),
    queryFn: () => getPublicTag(uniqueCode),
    staleTime: 0,
    gcTime: 0,
  });
}
