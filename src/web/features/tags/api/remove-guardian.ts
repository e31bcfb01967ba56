// DELETE /api/tags/{id}/guardians/{userId}: the owner removes a guardian, or a guardian leaves (their
// own id). Leaving takes the tag off the parent's list, so the page goes back to the dashboard.
import { useNavigate } from 'react-router';
import { removeGuardian } from '#shared/endpoints/family.ts';
import { queryKeys, routes } from '#shared/paths.ts';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation.ts';

export function useRemoveGuardian(tagId: string) {
  return useEndpointMutation(removeGuardian, {
    input: (userId: string) => ({ params: { tagId, userId } }),
    failure: { title: 'coGuardians.removeFailedTitle', fallback: 'coGuardians.failedFallback' },
    invalidates: [queryKeys.tagFamily(tagId)],
    rereadOnFailure: true,
  });
}

export function useLeaveTag(tagId: string) {
  const navigate = useNavigate();
  return useEndpointMutation(removeGuardian, {
    input: (ownUserId: string) => ({ params: { tagId, userId: ownUserId } }),
    success: { title: 'coGuardians.leftTitle' },
    failure: { title: 'coGuardians.leaveFailedTitle', fallback: 'coGuardians.failedFallback' },
    invalidates: [queryKeys.tags],
    // In the mutation's own callbacks: the tag's page unmounts as the browser leaves it.
    onSuccess: () => navigate(routes.dashboard, { replace: true }),
  });
}
