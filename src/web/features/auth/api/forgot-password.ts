// POST /api/auth/forgot-password {email, next?} (issue 29): one answer whatever the address.
import { useMutation } from '@tanstack/react-query';
import { api } from '#shared/paths.ts';
import type { ForgotPasswordInput } from '#shared/schemas/auth.ts';
import { apiJson } from '../../../lib/api-request.ts';

export function requestPasswordReset(input: ForgotPasswordInput): Promise<{ message: string }> {
  return apiJson<{ message: string }>('POST', api.authForgotPassword, input);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
