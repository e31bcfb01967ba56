// The lost-mode dialog: the message, the number and for how long.
import { startLostMode } from '#shared/endpoints/lost-mode.ts';
import { queryKeys } from '#shared/paths.ts';
import type { LostModeInput } from '#shared/schemas/lost-mode.ts';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation.ts';

export function useSetLostMode(tagId: string) {
  return useEndpointMutation(startLostMode, {
    input: (body: LostModeInput) => ({ params: { tagId }, body }),
    success: { title: 'lostMode.startedTitle' },
    failure: { title: 'lostMode.failedTitle', fallback: 'lostMode.failedFallback' },
    invalidates: [queryKeys.tags],
  });
}
