// POST /api/auth/resend-verification {email} (SPEC §7): a new code by mail, from /verify-email and the
// wizard's verification step.
import { resendVerification } from '#shared/endpoints/auth.ts';
import { useEndpointMutation } from '../lib/use-endpoint-mutation.ts';

export function useResendVerification() {
  return useEndpointMutation(resendVerification, { input: (email: string) => ({ body: { email } }) });
}
