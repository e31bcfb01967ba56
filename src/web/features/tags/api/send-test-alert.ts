// POST /api/tags/{tagId}/test-alert (issue 16): "Send me a test alert" mails the owner one alert
// marked as a test, so a parent sees what a real one looks like and that it reaches them.
import { useMutation } from '@tanstack/react-query';
import { api, apiPath } from '#shared/paths.ts';
import { scanHistoryText } from '#shared/text.ts';
import { apiRequest, errorMessage } from '../../../lib/api-request.ts';
import { toast } from '../../../lib/use-toast.ts';

export async function sendTestAlert(tagId: string): Promise<void> {
  await apiRequest('POST', apiPath(api.tagTestAlert, { tagId }));
}

export function useSendTestAlert(tagId: string) {
  return useMutation({
    mutationFn: () => sendTestAlert(tagId),
    onSuccess: () =>
      toast({
        title: scanHistoryText.testAlertSentTitle,
        description: scanHistoryText.testAlertSentDescription,
      }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: scanHistoryText.testAlertFailedTitle,
        description: errorMessage(error, scanHistoryText.testAlertFailedFallback),
      }),
  });
}
