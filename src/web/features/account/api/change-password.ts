// POST /api/account/password {currentPassword, newPassword}: every other session ends.
import { changePassword } from '#shared/endpoints/account.ts';
import type { BodyInputOf } from '#shared/endpoints/endpoint.ts';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation.ts';

export function useChangePassword() {
  return useEndpointMutation(changePassword, {
    input: (body: BodyInputOf<typeof changePassword>) => ({ body }),
  });
}
