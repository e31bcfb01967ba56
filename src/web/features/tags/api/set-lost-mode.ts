// PUT /api/tags/{tagId}/lost {message, phone, hours} (issue 16): the dashboard's lost-mode dialog.
import { useMutation } from '@tanstack/react-query';
import { api, apiPath } from '#shared/paths.ts';
import type { LostMode, LostModeInput } from '#shared/schemas/lost-mode.ts';
import { apiJson } from '../../../lib/api-request.ts';
import { useInvalidateTags } from './invalidate-tags.ts';

export function setLostMode(tagId: string, input: LostModeInput): Promise<{ lost: LostMode }> {
  return apiJson<{ lost: LostMode }>('PUT', apiPath(api.tagLost, { tagId }), input);
}

export function useSetLostMode(tagId: string) {
  const invalidateTags = useInvalidateTags();
  return useMutation({
    mutationFn: (input: LostModeInput) => setLostMode(tagId, input),
    onSuccess: () => invalidateTags(),
  });
}
