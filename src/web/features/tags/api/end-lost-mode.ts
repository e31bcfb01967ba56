// DELETE /api/tags/{tagId}/lost (issue 16): the dashboard card's "End lost mode".
import { useMutation } from '@tanstack/react-query';
import { api, apiPath } from '#shared/paths.ts';
import { lostModeText } from '#shared/text.ts';
import { apiRequest, errorMessage } from '../../../lib/api-request.ts';
import { toast } from '../../../lib/use-toast.ts';
import { useInvalidateTags } from './invalidate-tags.ts';

export async function endLostMode(tagId: string): Promise<void> {
  await apiRequest('DELETE', apiPath(api.tagLost, { tagId }));
}

export function useEndLostMode(tagId: string) {
  const invalidateTags = useInvalidateTags();
  return useMutation({
    mutationFn: () => endLostMode(tagId),
    onSuccess: () => {
      toast({ title: lostModeText.endedTitle });
      return invalidateTags();
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: lostModeText.failedTitle,
        description: errorMessage(error, lostModeText.failedFallback),
      }),
  });
}
