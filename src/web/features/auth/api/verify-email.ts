// POST /api/auth/verify-email {email, verificationCode} (SPEC §7): verifying signs in; the answer is
// the signed-in user.
import { verifyEmail } from '#shared/endpoints/auth.ts';
import type { BodyInputOf } from '#shared/endpoints/endpoint.ts';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation.ts';

export function useVerifyEmail() {
  return useEndpointMutation(verifyEmail, { input: (body: BodyInputOf<typeof verifyEmail>) => ({ body }) });
}
