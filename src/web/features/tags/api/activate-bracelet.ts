// POST /api/tags/activate {childName, childAge, physicalId, fields} (SPEC §7, wizard): the answer's
// uniqueCode leads to the public page.
import { useMutation } from '@tanstack/react-query';
import { api } from '#shared/paths.ts';
import type { ActivateResponse, WizardActivateInput } from '#shared/schemas/tag.ts';
import { apiJson } from '../../../lib/api-request.ts';
import { useInvalidateTags } from './invalidate-tags.ts';

export function activateBracelet(input: WizardActivateInput): Promise<ActivateResponse> {
  return apiJson<ActivateResponse>('POST', api.tagsActivate, input);
}

export function useActivateBracelet() {
  const invalidateTags = useInvalidateTags();
  return useMutation({ mutationFn: activateBracelet, onSuccess: () => invalidateTags() });
}
