// The tag page's "Deactivate": its page stops working at once.
import { deactivateTag } from '#shared/endpoints/tags.ts';
import { queryKeys } from '#shared/paths.ts';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation.ts';

export function useDeactivateTag(tagId: string) {
  return useEndpointMutation(deactivateTag, {
    input: () => ({ params: { tagId } }),
    success: { title: 'tagRetirement.deactivatedTitle' },
    failure: { title: 'tagRetirement.failedTitle', fallback: 'tagRetirement.failedFallback' },
    invalidates: [queryKeys.tags],
  });
}
