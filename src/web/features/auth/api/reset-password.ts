// POST /api/auth/reset-password {token, password} (issue 29): every session of the account ends, this
// browser's too, so the cached user goes and the page sends the parent to sign in.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, queryKeys } from '#shared/paths.ts';
import type { ResetPasswordInput } from '#shared/schemas/auth.ts';
import { apiJson } from '../../../lib/api-request.ts';

export function resetPassword(input: ResetPasswordInput): Promise<{ message: string }> {
  return apiJson<{ message: string }>('POST', api.authResetPassword, input);
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () => {
      // Signed out now: the page is in both route sets, so it stays while its navigation runs.
      queryClient.setQueryData(queryKeys.currentUser, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.currentUser[0] });
    },
  });
}
