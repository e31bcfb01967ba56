// The parent's side of scans on a tag's card (issue 16): when the page was last opened, the "Scan
// alerts" switch (a real checkbox with the switch role and a visible label), "Send me a test alert",
// and the link to the tag's scan history.
import { History, Radio, Send } from 'lucide-react';
import { Link } from 'react-router';
import { routes } from '#shared/paths.ts';
import type { TagListItem } from '#shared/schemas/tag.ts';
import { scanHistoryText } from '#shared/text.ts';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { useSendTestAlert } from '../api/send-test-alert.ts';
import { useSetTagAlerts } from '../api/set-tag-alerts.ts';
import { openedAgo } from '../lib/opened-ago.ts';

const switchClass =
  'relative h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-gray-400 transition-colors ' +
  'before:absolute before:left-0.5 before:top-0.5 before:h-5 before:w-5 before:rounded-full before:bg-white ' +
  'before:shadow before:transition-transform checked:bg-red-600 checked:before:translate-x-5 ' +
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-red-600 focus-visible:ring-offset-2 ' +
  'disabled:cursor-wait disabled:opacity-60';

/** A deactivated tag records no scans: its history stays, its alert controls go. */
export function TagScans({ tag, now, deactivated }: { tag: TagListItem; now: Date; deactivated: boolean }) {
  const alerts = useSetTagAlerts(tag.id);
  const testAlert = useSendTestAlert(tag.id);
  const switchId = `tag-${tag.id}-alerts`;
  // While the change is on its way the switch already shows it; the answer (or a failure) settles it.
  const alertsOn = alerts.isPending ? alerts.variables : tag.alertsEnabled;

  return (
    <div className="grid gap-3 border-t border-gray-200 pt-3" data-testid="tag-scans">
      <p className="flex items-center gap-2">
        <Radio className="h-4 w-4 text-gray-500" aria-hidden="true" />
        {tag.lastScanAt ? (
          <time dateTime={tag.lastScanAt}>{openedAgo(tag.lastScanAt, now)}</time>
        ) : (
          openedAgo(null, now)
        )}
      </p>
      {!deactivated && (
        <div className="flex items-center justify-between gap-3">
          <label htmlFor={switchId} className="font-medium text-gray-900">
            {scanHistoryText.alertsSwitch}
          </label>
          <input
            id={switchId}
            type="checkbox"
            role="switch"
            className={switchClass}
            checked={alertsOn}
            disabled={alerts.isPending}
            onChange={(event) => alerts.mutate(event.target.checked)}
          />
        </div>
      )}
      {!deactivated && !alertsOn && tag.lost && (
        <p className="text-sm text-amber-900" data-testid="alerts-while-lost">
          {scanHistoryText.alertsWhileLost}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {!deactivated && (
          <Button
            variant="outline"
            size="sm"
            disabled={testAlert.isPending}
            onClick={() => testAlert.mutate()}
          >
            <Send aria-hidden="true" />
            {scanHistoryText.testAlert}
          </Button>
        )}
        <Link className={buttonVariants({ variant: 'outline', size: 'sm' })} to={routes.scanHistory(tag.id)}>
          <History aria-hidden="true" />
          {scanHistoryText.historyLink}
        </Link>
      </div>
    </div>
  );
}
