// The owner hands the tag over to a guardian: roles swap, so the tag (owner-only controls), the list
// and the family are read again.
import { handOverTag } from '#shared/endpoints/family.ts';
import { queryKeys } from '#shared/paths.ts';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation.ts';

export function useHandOverTag(tagId: string) {
  return useEndpointMutation(handOverTag, {
    input: (userId: string) => ({ params: { tagId }, body: { userId } }),
    failure: { title: 'coGuardians.makeOwnerFailedTitle', fallback: 'coGuardians.failedFallback' },
    invalidates: [queryKeys.tags],
    rereadOnFailure: true,
  });
}
