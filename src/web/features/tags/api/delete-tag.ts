// SPEC §7 "defined, unused"; SPEC §2: the action exists without a visible trigger.
import { deleteTag } from '#shared/endpoints/tags.ts';
import { queryKeys } from '#shared/paths.ts';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation.ts';

export function useDeleteTag() {
  return useEndpointMutation(deleteTag, {
    input: (tagId: string) => ({ params: { tagId } }),
    success: { title: 'dashboard.deleteOkTitle' },
    failure: { title: 'dashboard.deleteFailedTitle', fallback: 'dashboard.deleteFailedFallback' },
    invalidates: [queryKeys.tags],
  });
}
