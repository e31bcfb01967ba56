// The current user (SPEC §7 GET /api/auth/user): cached 5 minutes, no retry, null when signed out.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { USER_QUERY_GC_MS, USER_QUERY_STALE_MS } from '#shared/constants.ts';
import { endpointRef, type AnswerOf } from '#shared/endpoints/endpoint.ts';
import type { currentUser, logout as logoutEndpoint } from '#shared/endpoints/auth.ts';
import { queryKeys, routes } from '#shared/paths.ts';
import { useT } from '../i18n/i18n-context.tsx';
import { getQueryFn } from '../lib/api-request.ts';
import { call } from '../lib/call.ts';
import { toast } from '../lib/use-toast.ts';

// Every page loads this file, the landing page too: the contract by its type only keeps zod out.
const logoutAt = endpointRef<typeof logoutEndpoint>('POST', '/api/auth/logout');

export function useCurrentUser() {
  const query = useQuery<AnswerOf<typeof currentUser> | null>({
    queryKey: queryKeys.currentUser,
    queryFn: getQueryFn({ on401: 'returnNull' }),
    retry: false,
    staleTime: USER_QUERY_STALE_MS,
    gcTime: USER_QUERY_GC_MS,
  });
  return { user: query.data ?? null, isLoading: query.isLoading };
}

/**
 * Sign Out (SPEC §2, §4): the server ends the session, the app goes to / and drops every cached
 * answer. All of it happens here, in the mutation's own callbacks: the header that started it may
 * unmount on the way (the route set changes under it), and the callbacks given to `mutate` would
 * then never run.
 */
export function useLogout({ to = routes.home }: { to?: string } = {}) {
  const t = useT();
  const leave = useLeaveSignedOut(to);
  return useMutation({
    mutationFn: () => call(logoutAt),
    onSuccess: () => toast({ title: t('auth.logoutOkTitle'), description: t('auth.logoutOk') }),
    onSettled: leave,
  });
}

/**
 * What the app does once the session is over (Sign Out, a deleted account): to / (or `to`, a page
 * open to both route sets: the invitation page stays where it is) and every cached answer dropped.
 * Call it from a mutation's own callbacks (see useLogout).
 */
export function useLeaveSignedOut(to: string = routes.home) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return () => {
    // Leave first: the history is at / before the route set changes, so the signed-out set does not
    // send this page to /auth (see RouteSetRedirect in app/app-routes.tsx).
    void navigate(to);
    // Set null on the live query first: clear() would drop it under its observers (the route sets),
    // which then keep showing the signed-in pages. Then drop every other cached answer.
    queryClient.setQueryData(queryKeys.currentUser, null);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.currentUser[0] });
    queryClient.getMutationCache().clear();
  };
}
