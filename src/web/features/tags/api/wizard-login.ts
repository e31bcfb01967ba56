// POST /api/auth/login (SPEC §7) from the wizard: a parent who already has an account signs in and
// goes straight to configuration.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, queryKeys } from '#shared/paths.ts';
import type { CurrentUser, LoginInput } from '#shared/schemas/auth.ts';
import { apiJson } from '../../../lib/api-request.ts';

export function wizardLogin(input: LoginInput): Promise<CurrentUser> {
  return apiJson<CurrentUser>('POST', api.authLogin, input);
}

export function useWizardLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: wizardLogin,
    onSuccess: (user) => queryClient.setQueryData(queryKeys.currentUser, user),
  });
}
