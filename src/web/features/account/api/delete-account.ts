// DELETE /api/account {password}: the account is erased and the session with it; the app then leaves
// as after Sign Out.
import { deleteAccount } from '#shared/endpoints/account.ts';
import type { BodyInputOf } from '#shared/endpoints/endpoint.ts';
import { useLeaveSignedOut } from '../../../api/current-user.ts';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation.ts';

export function useDeleteAccount() {
  const leave = useLeaveSignedOut();
  return useEndpointMutation(deleteAccount, {
    input: (body: BodyInputOf<typeof deleteAccount>) => ({ body }),
    // In the mutation's own callbacks: the page unmounts as the route set changes.
    success: { title: 'account.deletedTitle', description: 'account.deleted' },
    onSuccess: leave,
  });
}
