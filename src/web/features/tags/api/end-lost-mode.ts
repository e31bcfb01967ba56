// DELETE /api/tags/{tagId}/lost (issue 16): the dashboard card's "End lost mode".
import { useMutation } from '@tanstack/react-query';
import { api, apiPath } from '#shared/paths.ts';
import { apiRequest, errorMessage } from '../../../lib/api-request.ts';
import { toast } from '../../../lib/use-toast.ts';
import { useT } from '../../../i18n/i18n-context.tsx';
import { useInvalidateTags } from './invalidate-tags.ts';

export async function endLostMode(tagId: string): Promise<void> {
  await apiRequest('DELETE', apiPath(api.tagLost, { tagId }));
}

export function useEndLostMode(tagId: string) {
  const t = useT();
  const invalidateTags = useInvalidateTags();
  return useMutation({
    mutationFn: () => endLostMode(tagId),
    onSuccess: () => {
      toast({ title: t('lostMode.endedTitle') });
      return invalidateTags();
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: t('lostMode.failedTitle'),
        description: errorMessage(error, t('lostMode.failedFallback')),
      }),
  });
}
