// PUT /api/tags/{tagId}/config {childName, childAge, fields} (SPEC §7): the edit form's save.
import { useMutation } from '@tanstack/react-query';
import { api, apiPath } from '#shared/paths.ts';
import type { TagConfigBody, TagForEditing } from '#shared/schemas/tag.ts';
import { apiJson } from '../../../lib/api-request.ts';
import { useInvalidateTags } from './invalidate-tags.ts';

export function updateTagConfig(tagId: string, input: TagConfigBody): Promise<TagForEditing> {
  return apiJson<TagForEditing>('PUT', apiPath(api.tagConfig, { tagId }), input);
}

export function useUpdateTagConfig(tagId: string) {
  const invalidateTags = useInvalidateTags();
  return useMutation({
    mutationFn: (input: TagConfigBody) => updateTagConfig(tagId, input),
    onSuccess: () => invalidateTags(),
  });
}
