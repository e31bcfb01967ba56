// POST /api/verify-email {email, code} (SPEC §7, wizard): a right code signs the parent in; the
// answer is the current user, put in the cache at once (SPEC §4 "the current-user data is refreshed").
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, queryKeys } from '#shared/paths.ts';
import type { CurrentUser } from '#shared/schemas/auth.ts';
import { apiJson } from '../../../lib/api-request.ts';

export function wizardVerifyEmail(input: { email: string; code: string }): Promise<CurrentUser> {
  return apiJson<CurrentUser>('POST', api.verifyEmail, input);
}

export function useWizardVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: wizardVerifyEmail,
    onSuccess: (user) => queryClient.setQueryData(queryKeys.currentUser, user),
  });
}
