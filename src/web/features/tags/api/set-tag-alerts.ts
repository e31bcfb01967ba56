// PUT /api/tags/{tagId}/alerts {enabled} (issue 16): the card's "Scan alerts" switch.
import { useMutation } from '@tanstack/react-query';
import { api, apiPath } from '#shared/paths.ts';
import type { TagAlerts } from '#shared/schemas/scan-history.ts';
import { apiJson, errorMessage } from '../../../lib/api-request.ts';
import { toast } from '../../../lib/use-toast.ts';
import { useT } from '../../../i18n/i18n-context.tsx';
import { useInvalidateTags } from './invalidate-tags.ts';

export function setTagAlerts(tagId: string, enabled: boolean): Promise<TagAlerts> {
  return apiJson<TagAlerts>('PUT', apiPath(api.tagAlerts, { tagId }), { enabled });
}

export function useSetTagAlerts(tagId: string) {
  const t = useT();
  const invalidateTags = useInvalidateTags();
  return useMutation({
    mutationFn: (enabled: boolean) => setTagAlerts(tagId, enabled),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: t('scanHistory.alertsFailedTitle'),
        description: errorMessage(error, t('scanHistory.alertsFailedFallback')),
      }),
    // Settled either way: the switch shows what the server has.
    onSettled: () => invalidateTags(),
  });
}
