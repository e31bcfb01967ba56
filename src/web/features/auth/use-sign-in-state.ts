// After sign-in or verification the answer is the current user (SPEC §4 "refreshes it"): put it in
// the cache at once, so the signed-in route set is there when we navigate, then re-read it.
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '#shared/paths.ts';
import type { CurrentUser } from '#shared/schemas/auth.ts';

export function useSetSignedIn() {
  const queryClient = useQueryClient();
  return (user: CurrentUser) => {
    queryClient.setQueryData(queryKeys.currentUser, user);
    void queryClient.invalidateQueries({ queryKey: queryKeys.currentUser });
  };
}
