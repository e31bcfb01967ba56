// POST /api/auth/register (SPEC §7): creates the account; the answer says whether to verify next.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, queryKeys } from '#shared/paths.ts';
import type { RegisterInput, RegisterResponse } from '#shared/schemas/auth.ts';
import { apiJson } from '../../../lib/api-request.ts';

export function register(input: RegisterInput): Promise<RegisterResponse> {
  return apiJson<RegisterResponse>('POST', api.authRegister, input);
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    // SPEC §4: a registration refreshes the signed-in status.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.currentUser }),
  });
}
