// GET /api/tag/{uniqueCode} (SPEC §7) for the in-app route. Health data: never served from a stale cache.
import { useQuery } from '@tanstack/react-query';
import { endpointRef } from '#shared/endpoints/endpoint.ts';
import type { publicTag } from '#shared/endpoints/public-tag.ts';
import { queryKeys } from '#shared/paths.ts';
import { call } from '../../../lib/call.ts';

// A responder may open this page first: the contract by its type only keeps zod out of it.
const publicTagAt = endpointRef<typeof publicTag>('GET', '/api/tag/:uniqueCode');

export function usePublicTag(uniqueCode: string) {
  return useQuery({
    queryKey: queryKeys.publicTag(uniqueCode),
    queryFn: () => call(publicTagAt, { params: { uniqueCode } }),
    staleTime: 0,
    gcTime: 0,
  });
}
