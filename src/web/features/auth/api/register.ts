// POST /api/auth/register (SPEC §7): creates the account; the answer says whether to verify next.
// The browser's time zone goes along (issue 16): scan alerts show the parent's local time.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, queryKeys } from '#shared/paths.ts';
import type { RegisterInput, RegisterResponse } from '#shared/schemas/auth.ts';
import { apiJson } from '../../../lib/api-request.ts';
import { browserTimeZone } from '../../../lib/browser-time-zone.ts';

export function register(input: RegisterInput): Promise<RegisterResponse> {
  return apiJson<RegisterResponse>('POST', api.authRegister, { ...input, timeZone: browserTimeZone() });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    // SPEC §4: a registration refreshes the signed-in status.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.currentUser }),
  });
}
