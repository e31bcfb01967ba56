// POST /api/tags/activate {childName, childAge, physicalId, fields} (SPEC §7, wizard): the answer's
// uniqueCode leads to the public page.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, queryKeys } from '#shared/paths.ts';
import type { ActivateResponse, WizardActivateBody } from '#shared/schemas/tag.ts';
import { apiJson } from '../../../lib/api-request.ts';
import { useInvalidateTags } from './invalidate-tags.ts';

export function activateBracelet(input: WizardActivateBody): Promise<ActivateResponse> {
  return apiJson<ActivateResponse>('POST', api.tagsActivate, input);
}

export function useActivateBracelet(physicalId: string) {
  const invalidateTags = useInvalidateTags();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateBracelet,
    onSuccess: () => {
      // The bracelet is configured now: re-read it next time (not at once, which would make the
      // wizard leave by a full page load and lose the success toast).
      void queryClient.invalidateQueries({ queryKey: queryKeys.bracelet(physicalId), refetchType: 'none' });
      return invalidateTags();
    },
  });
}
