// The tag page's "Scan alerts": the switch (a real checkbox with
// the switch role and a visible label) and "Send me a test alert".
import { Send } from 'lucide-react';
import type { TagDetails } from '#shared/schemas/tag.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useSendTestAlert } from '../api/send-test-alert.ts';
import { useSetTagAlerts } from '../api/set-tag-alerts.ts';
import { useT } from '../../../i18n/i18n-context.tsx';

const switchClass =
  'relative h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-gray-400 transition-colors ' +
  'before:absolute before:left-0.5 before:top-0.5 before:h-5 before:w-5 before:rounded-full before:bg-white ' +
  'before:shadow before:transition-transform checked:bg-red-600 checked:before:translate-x-5 ' +
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-red-600 focus-visible:ring-offset-2 ' +
  'disabled:cursor-wait disabled:opacity-60';

export function TagAlerts({ tag }: { tag: Pick<TagDetails, 'id' | 'alertsEnabled' | 'lost'> }) {
  const t = useT();
  const alerts = useSetTagAlerts(tag.id);
  const testAlert = useSendTestAlert(tag.id);
  const switchId = `tag-${tag.id}-alerts`;
  // While the change is on its way the switch already shows it; the answer (or a failure) settles it.
  const alertsOn = alerts.isPending ? alerts.variables : tag.alertsEnabled;

  return (
    <div className="grid gap-3" data-testid="tag-alerts">
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={switchId} className="font-medium text-gray-900">
          {t('scanHistory.alertsSwitch')}
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
      {!alertsOn && tag.lost && (
        <p className="text-sm text-amber-900" data-testid="alerts-while-lost">
          {t('scanHistory.alertsWhileLost')}
        </p>
      )}
      <Button
        variant="outline"
        size="sm"
        className="justify-self-start"
        disabled={testAlert.isPending}
        onClick={() => testAlert.mutate()}
      >
        <Send aria-hidden="true" />
        {t('scanHistory.testAlert')}
      </Button>
    </div>
  );
}
