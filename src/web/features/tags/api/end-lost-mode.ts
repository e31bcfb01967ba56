// The lost box's "End lost mode".
import { endLostMode } from '#shared/endpoints/lost-mode.ts';
import { queryKeys } from '#shared/paths.ts';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation.ts';

export function useEndLostMode(tagId: string) {
  return useEndpointMutation(endLostMode, {
    input: () => ({ params: { tagId } }),
    success: { title: 'lostMode.endedTitle' },
    failure: { title: 'lostMode.failedTitle', fallback: 'lostMode.failedFallback' },
    invalidates: [queryKeys.tags],
  });
}
