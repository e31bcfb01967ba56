// POST /api/auth/verify-email {email, verificationCode} (SPEC §7): verifying signs in; the answer is
// the signed-in user.
import { useMutation } from '@tanstack/react-query';
import { api } from '#shared/paths.ts';
import type { CurrentUser } from '#shared/schemas/auth.ts';
import { apiJson } from '../../../lib/api-request.ts';

export type VerifyEmailInput = { email: string; verificationCode: string };

export function verifyEmail(input: VerifyEmailInput): Promise<CurrentUser> {
  return apiJson<CurrentUser>('POST', api.authVerifyEmail, input);
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
