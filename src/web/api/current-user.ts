// The current user (SPEC §7 GET /api/auth/user): cached 5 minutes, no retry, null when signed out.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { USER_QUERY_GC_MS, USER_QUERY_STALE_MS } from '#shared/constants.ts';
import { api, queryKeys } from '#shared/paths.ts';
import type { CurrentUser } from '#shared/schemas/auth.ts';
import { apiRequest, getQueryFn } from '../lib/api-request.ts';

export function useCurrentUser() {
  const query = useQuery<CurrentUser | null>({
    queryKey: queryKeys.currentUser,
    queryFn: getQueryFn({ on401: 'returnNull' }),
    retry: false,
    staleTime: USER_QUERY_STALE_MS,
    gcTime: USER_QUERY_GC_MS,
  });
  return { user: query.data ?? null, isLoading: query.isLoading };
}

/** Sign out: the server ends the session, every cached answer is dropped (SPEC §4). */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('POST', api.authLogout),
    onSettled: () => {
      // Set null on the live query first: clear() would drop it under its observers (the route sets),
      // which then keep showing the signed-in pages. Then drop every other cached answer.
      queryClient.setQueryData(queryKeys.currentUser, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.currentUser[0] });
      queryClient.getMutationCache().clear();
    },
  });
}
