// The wizard: the bracelet found by its number is claimed and configured at once; the answer's
// uniqueCode leads to the public page.
import { useQueryClient } from '@tanstack/react-query';
import { activateTag } from '#shared/endpoints/tags.ts';
import { queryKeys } from '#shared/paths.ts';
import type { WizardActivateBody } from '#shared/schemas/tag.ts';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation.ts';

export function useActivateBracelet(physicalId: string) {
  const queryClient = useQueryClient();
  return useEndpointMutation(activateTag, {
    input: (body: WizardActivateBody) => ({ body }),
    invalidates: [queryKeys.tags],
    // The bracelet is configured now: re-read it next time (not at once, which would make the
    // wizard leave by a full page load and lose the success toast).
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.bracelet(physicalId), refetchType: 'none' }),
  });
}
