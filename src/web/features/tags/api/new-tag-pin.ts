// A new PIN for the protected fields; the old one stops working.
import { newTagPin } from '#shared/endpoints/tags.ts';
import { queryKeys } from '#shared/paths.ts';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation.ts';

export function useNewTagPin(tagId: string) {
  return useEndpointMutation(newTagPin, {
    input: () => ({ params: { tagId } }),
    success: { title: 'dashboard.newPin', description: 'dashboard.newPinOk' },
    failure: { title: 'dashboard.newPinFailed', fallback: 'dashboard.newPinFailed' },
    invalidates: [queryKeys.tags],
    rereadOnFailure: true,
  });
}
