// The owner invites another adult by e-mail; the form shows a refusal under its input.
import { inviteGuardian } from '#shared/endpoints/family.ts';
import { queryKeys } from '#shared/paths.ts';
import type { InvitationCreateInput } from '#shared/schemas/family.ts';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation.ts';

export function useInviteGuardian(tagId: string) {
  return useEndpointMutation(inviteGuardian, {
    input: (body: InvitationCreateInput) => ({ params: { tagId }, body }),
    invalidates: [queryKeys.tagFamily(tagId)],
  });
}
