// POST /api/account/password {currentPassword, newPassword} (issue 17): every other session ends.
import { useMutation } from '@tanstack/react-query';
import { api } from '#shared/paths.ts';
import type { PasswordChangeInput } from '#shared/schemas/account.ts';
import { apiRequest } from '../../../lib/api-request.ts';

export async function changePassword(input: PasswordChangeInput): Promise<void> {
  await apiRequest('POST', api.accountPassword, input);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
