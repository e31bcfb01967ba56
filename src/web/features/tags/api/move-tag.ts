// POST /api/tags/{tagId}/move {uniqueCode} (issue 17): the profile goes to a new bracelet; answers it.
import { useMutation } from '@tanstack/react-query';
import { api, apiPath } from '#shared/paths.ts';
import type { TagDetails } from '#shared/schemas/tag.ts';
import { apiJson } from '../../../lib/api-request.ts';
import { useInvalidateTags } from './invalidate-tags.ts';

export function moveTag(tagId: string, uniqueCode: string): Promise<TagDetails> {
  return apiJson<TagDetails>('POST', apiPath(api.tagMove, { tagId }), { uniqueCode });
}

export function useMoveTag(tagId: string) {
  const invalidateTags = useInvalidateTags();
  return useMutation({
    mutationFn: (uniqueCode: string) => moveTag(tagId, uniqueCode),
    onSuccess: () => invalidateTags(),
  });
}
