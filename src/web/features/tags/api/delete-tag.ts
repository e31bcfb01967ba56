// DELETE /api/tags/{id} (SPEC §7 "defined, unused"; SPEC §2: the action exists without a visible trigger).
import { useMutation } from '@tanstack/react-query';
import { api, apiPath } from '#shared/paths.ts';
import { apiRequest, errorMessage } from '../../../lib/api-request.ts';
import { toast } from '../../../lib/use-toast.ts';
import { useT } from '../../../i18n/i18n-context.tsx';
import { useInvalidateTags } from './invalidate-tags.ts';

export async function deleteTag(tagId: string): Promise<void> {
  await apiRequest('DELETE', apiPath(api.tag, { tagId }));
}

export function useDeleteTag() {
  const t = useT();
  const invalidateTags = useInvalidateTags();
  return useMutation({
    mutationFn: deleteTag,
    onSuccess: () => {
      toast({ title: t('dashboard.deleteOkTitle') });
      return invalidateTags();
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: t('dashboard.deleteFailedTitle'),
        description: errorMessage(error, t('dashboard.deleteFailedFallback')),
      }),
  });
}
