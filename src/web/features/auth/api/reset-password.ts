// POST /api/auth/reset-password {token, password}: every session of the account ends, this browser's
// too, so the cached user goes and the page sends the parent to sign in.
import { useQueryClient } from '@tanstack/react-query';
import { resetPassword } from '#shared/endpoints/auth.ts';
import type { BodyInputOf } from '#shared/endpoints/endpoint.ts';
import { queryKeys } from '#shared/paths.ts';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation.ts';

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useEndpointMutation(resetPassword, {
    input: (body: BodyInputOf<typeof resetPassword>) => ({ body }),
    onSuccess: () => {
      // Signed out now: the page is in both route sets, so it stays while its navigation runs.
      queryClient.setQueryData(queryKeys.currentUser, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.currentUser[0] });
    },
  });
}
