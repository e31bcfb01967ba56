// "Send me a test alert" mails the owner one alert marked as a test, so a parent sees what a real one
// looks like and that it reaches them.
import { sendTestAlert } from '#shared/endpoints/scans.ts';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation.ts';

export function useSendTestAlert(tagId: string) {
  return useEndpointMutation(sendTestAlert, {
    input: () => ({ params: { tagId } }),
    success: { title: 'scanHistory.testAlertSentTitle', description: 'scanHistory.testAlertSentDescription' },
    failure: { title: 'scanHistory.testAlertFailedTitle', fallback: 'scanHistory.testAlertFailedFallback' },
  });
}
