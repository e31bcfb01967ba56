// POST /api/invitations/{token}/accept: the tag joins the parent's list and the page goes to it. A
// refusal (expired, withdrawn, another address) is toasted and the invitation read again, so the page
// says where it stands.
import { useNavigate } from 'react-router';
import { acceptInvitation } from '#shared/endpoints/family.ts';
import { queryKeys, routes } from '#shared/paths.ts';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation.ts';

export function useAcceptInvitation(token: string) {
  const navigate = useNavigate();
  return useEndpointMutation(acceptInvitation, {
    input: () => ({ params: { token } }),
    success: {
      title: 'coGuardians.invitation.acceptedTitle',
      description: 'coGuardians.invitation.acceptedDescription',
    },
    failure: { title: 'coGuardians.invitation.acceptFailedTitle', fallback: 'coGuardians.failedFallback' },
    invalidates: [queryKeys.tags, queryKeys.invitation(token)],
    rereadOnFailure: true,
    onSuccess: ({ tagId }) => navigate(routes.tagPage(tagId)),
  });
}
