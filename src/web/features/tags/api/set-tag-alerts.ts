// The tag page's "Scan alerts" switch.
import { setTagAlerts } from '#shared/endpoints/scan-history.ts';
import { queryKeys } from '#shared/paths.ts';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation.ts';

export function useSetTagAlerts(tagId: string) {
  return useEndpointMutation(setTagAlerts, {
    input: (enabled: boolean) => ({ params: { tagId }, body: { enabled } }),
    failure: { title: 'scanHistory.alertsFailedTitle', fallback: 'scanHistory.alertsFailedFallback' },
    // Either way: the switch shows what the server has.
    invalidates: [queryKeys.tags],
    rereadOnFailure: true,
  });
}
