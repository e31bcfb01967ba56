// POST /api/tags {childName, childAge, fields} (SPEC §7): a new tag from the form builder.
import { useMutation } from '@tanstack/react-query';
import { api } from '#shared/paths.ts';
import type { ActivateResponse, TagConfigBody } from '#shared/schemas/tag.ts';
import { apiJson } from '../../../lib/api-request.ts';
import { useInvalidateTags } from './invalidate-tags.ts';

export function createTag(input: TagConfigBody): Promise<ActivateResponse> {
  return apiJson<ActivateResponse>('POST', api.tags, input);
}

export function useCreateTag() {
  const invalidateTags = useInvalidateTags();
  return useMutation({ mutationFn: createTag, onSuccess: () => invalidateTags() });
}
