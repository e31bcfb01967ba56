// POST /api/auth/forgot-password {email, next?}: one answer whatever the address.
import { forgotPassword } from '#shared/endpoints/auth.ts';
import type { BodyInputOf } from '#shared/endpoints/endpoint.ts';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation.ts';

export function useRequestPasswordReset() {
  return useEndpointMutation(forgotPassword, {
    input: (body: BodyInputOf<typeof forgotPassword>) => ({ body }),
  });
}
