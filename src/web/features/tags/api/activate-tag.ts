// POST /api/tags/activate {uniqueCode} (SPEC §7, code screen): the answer's id leads to configuration.
import { useMutation } from '@tanstack/react-query';
import { api } from '#shared/paths.ts';
import type { ActivateResponse } from '#shared/schemas/tag.ts';
import { apiJson } from '../../../lib/api-request.ts';
import { useInvalidateTags } from './invalidate-tags.ts';

export function activateTag(uniqueCode: string): Promise<ActivateResponse> {
  return apiJson<ActivateResponse>('POST', api.tagsActivate, { uniqueCode });
}

export function useActivateTag() {
  const invalidateTags = useInvalidateTags();
  return useMutation({ mutationFn: activateTag, onSuccess: () => invalidateTags() });
}
