// When the tag's page was last opened: on the card only once it has been, on the tag page always.
import { Radio } from 'lucide-react';
import { useLocale, useT } from '../../../i18n/i18n-context.tsx';
import { openedAgo } from '../lib/opened-ago.ts';

export function LastOpened({ lastScanAt, now }: { lastScanAt: string | null; now: Date }) {
  const t = useT();
  const language = useLocale();
  const text = openedAgo(lastScanAt, now, language, t);
  return (
    <p className="flex items-center gap-2" data-testid="last-opened">
      <Radio className="h-4 w-4 text-gray-500" aria-hidden="true" />
      {lastScanAt ? <time dateTime={lastScanAt}>{text}</time> : text}
    </p>
  );
}
