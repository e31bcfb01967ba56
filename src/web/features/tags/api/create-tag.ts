// POST /api/tags {childName, childAge, fields} (SPEC §7): a new tag from the form builder; with the
// bracelet's printed code (issue 29) the profile goes onto that bracelet.
import { useMutation } from '@tanstack/react-query';
import { api } from '#shared/paths.ts';
import type { ActivateResponse, TagCreateBody } from '#shared/schemas/tag.ts';
import { apiJson } from '../../../lib/api-request.ts';
import { useInvalidateTags } from './invalidate-tags.ts';

export function createTag(input: TagCreateBody): Promise<ActivateResponse> {
  return apiJson<ActivateResponse>('POST', api.tags, input);
}

export function useCreateTag() {
  const invalidateTags = useInvalidateTags();
  return useMutation({ mutationFn: createTag, onSuccess: () => invalidateTags() });
}
