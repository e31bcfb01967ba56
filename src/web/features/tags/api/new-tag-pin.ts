// POST /api/tags/{tagId}/pin (issue 17): a new PIN for the protected fields; the old one stops working.
import { useMutation } from '@tanstack/react-query';
import { api, apiPath } from '#shared/paths.ts';
import type { TagDetails } from '#shared/schemas/tag.ts';
import { apiJson, errorMessage } from '../../../lib/api-request.ts';
import { toast } from '../../../lib/use-toast.ts';
import { useT } from '../../../i18n/i18n-context.tsx';
import { useInvalidateTags } from './invalidate-tags.ts';

export function newTagPin(tagId: string): Promise<TagDetails> {
  return apiJson<TagDetails>('POST', apiPath(api.tagPin, { tagId }));
}

export function useNewTagPin(tagId: string) {
  const t = useT();
  const invalidateTags = useInvalidateTags();
  return useMutation({
    mutationFn: () => newTagPin(tagId),
    onSuccess: () => toast({ title: t('dashboard.newPin'), description: t('dashboard.newPinOk') }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: t('dashboard.newPinFailed'),
        description: errorMessage(error, t('dashboard.newPinFailed')),
      }),
    onSettled: () => invalidateTags(),
  });
}
