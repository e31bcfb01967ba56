// POST /api/tags/{tagId}/test-alert (issue 16): "Send me a test alert" mails the owner one alert
// marked as a test, so a parent sees what a real one looks like and that it reaches them.
import { useMutation } from '@tanstack/react-query';
import { api, apiPath } from '#shared/paths.ts';
import { apiRequest, errorMessage } from '../../../lib/api-request.ts';
import { toast } from '../../../lib/use-toast.ts';
import { useT } from '../../../i18n/i18n-context.tsx';

export async function sendTestAlert(tagId: string): Promise<void> {
  await apiRequest('POST', apiPath(api.tagTestAlert, { tagId }));
}

export function useSendTestAlert(tagId: string) {
  const t = useT();
  return useMutation({
    mutationFn: () => sendTestAlert(tagId),
    onSuccess: () =>
      toast({
        title: t('scanHistory.testAlertSentTitle'),
        description: t('scanHistory.testAlertSentDescription'),
      }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: t('scanHistory.testAlertFailedTitle'),
        description: errorMessage(error, t('scanHistory.testAlertFailedFallback')),
      }),
  });
}
