// The owner withdraws a pending invitation: its link stops working.
import { withdrawInvitation } from '#shared/endpoints/family.ts';
import { queryKeys } from '#shared/paths.ts';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation.ts';

export function useWithdrawInvitation(tagId: string) {
  return useEndpointMutation(withdrawInvitation, {
    input: (invitationId: string) => ({ params: { tagId, invitationId } }),
    success: { title: 'coGuardians.withdrawnTitle' },
    failure: { title: 'coGuardians.withdrawFailedTitle', fallback: 'coGuardians.failedFallback' },
    invalidates: [queryKeys.tagFamily(tagId)],
    rereadOnFailure: true,
  });
}
