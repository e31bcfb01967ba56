// POST /api/tags/{tagId}/pin (issue 17): a new PIN for the protected fields; the old one stops working.
import { useMutation } from '@tanstack/react-query';
import { api, apiPath } from '#shared/paths.ts';
import type { TagDetails } from '#shared/schemas/tag.ts';
import { dashboardText } from '#shared/text.ts';
import { apiJson, errorMessage } from '../../../lib/api-request.ts';
import { toast } from '../../../lib/use-toast.ts';
import { useInvalidateTags } from './invalidate-tags.ts';

export function newTagPin(tagId: string): Promise<TagDetails> {
  return apiJson<TagDetails>('POST', apiPath(api.tagPin, { tagId }));
}

export function useNewTagPin(tagId: string) {
  const invalidateTags = useInvalidateTags();
  return useMutation({
    mutationFn: () => newTagPin(tagId),
    onSuccess: () => toast({ title: dashboardText.newPin, description: dashboardText.newPinOk }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: dashboardText.newPinFailed,
        description: errorMessage(error, dashboardText.newPinFailed),
      }),
    onSettled: () => invalidateTags(),
  });
}
