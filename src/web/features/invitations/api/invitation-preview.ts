// GET /api/invitations/{token}: who invites, for which child, to which address, and its status. A
// token that is not one answers 404 and stays one: not retried.
import { useQuery } from '@tanstack/react-query';
import { invitationPreview } from '#shared/endpoints/family.ts';
import { queryKeys } from '#shared/paths.ts';
import { call } from '../../../lib/call.ts';

export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: queryKeys.invitation(token),
    queryFn: () => call(invitationPreview, { params: { token } }),
    retry: false,
  });
}
