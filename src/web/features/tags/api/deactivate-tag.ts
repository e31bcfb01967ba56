// POST /api/tags/{tagId}/deactivate (issue 17): the dashboard card's "Deactivate".
import { useMutation } from '@tanstack/react-query';
import { api, apiPath } from '#shared/paths.ts';
import { apiRequest } from '../../../lib/api-request.ts';
import { useInvalidateTags } from './invalidate-tags.ts';

export async function deactivateTag(tagId: string): Promise<void> {
  await apiRequest('POST', apiPath(api.tagDeactivate, { tagId }));
}

export function useDeactivateTag(tagId: string) {
  const invalidateTags = useInvalidateTags();
  return useMutation({ mutationFn: () => deactivateTag(tagId), onSuccess: () => invalidateTags() });
}
