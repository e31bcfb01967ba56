// DELETE /api/tags/{id} (SPEC §7 "defined, unused"; SPEC §2: the action exists without a visible trigger).
import { useMutation } from '@tanstack/react-query';
import { api, apiPath } from '#shared/paths.ts';
import { dashboardText } from '#shared/text.ts';
import { apiRequest, errorMessage } from '../../../lib/api-request.ts';
import { toast } from '../../../lib/use-toast.ts';
import { useInvalidateTags } from './invalidate-tags.ts';

export async function deleteTag(tagId: string): Promise<void> {
  await apiRequest('DELETE', apiPath(api.tag, { tagId }));
}

export function useDeleteTag() {
  const invalidateTags = useInvalidateTags();
  return useMutation({
    mutationFn: deleteTag,
    onSuccess: () => {
      toast({ title: dashboardText.deleteOkTitle });
      return invalidateTags();
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: dashboardText.deleteFailedTitle,
        description: errorMessage(error, dashboardText.deleteFailedFallback),
      }),
  });
}
