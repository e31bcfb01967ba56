// The profile goes to a new bracelet by its printed code; the answer is the new tag.
import { moveTag } from '#shared/endpoints/tags.ts';
import { queryKeys } from '#shared/paths.ts';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation.ts';

export function useMoveTag(tagId: string) {
  return useEndpointMutation(moveTag, {
    input: (uniqueCode: string) => ({ params: { tagId }, body: { uniqueCode } }),
    failure: { title: 'tagRetirement.failedTitle', fallback: 'tagRetirement.failedFallback' },
    invalidates: [queryKeys.tags],
  });
}
