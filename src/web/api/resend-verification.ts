// POST /api/auth/resend-verification {email} (SPEC §7): a new code by mail, from /verify-email and the
// wizard's verification step.
import { useMutation } from '@tanstack/react-query';
import { api } from '#shared/paths.ts';
import { apiJson } from '../lib/api-request.ts';

export function resendVerification(email: string): Promise<{ message: string }> {
  return apiJson<{ message: string }>('POST', api.authResendVerification, { email });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
