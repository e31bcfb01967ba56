// "Latest changes" on the tag page: "Edited by Marco, 2 days ago", newest first, as the server keeps
// them (the latest 10).
import { useState } from 'react';
import type { TagChange } from '#shared/schemas/family.ts';
import { useLocale, useT } from '../../../../i18n/i18n-context.tsx';
import { changeLine } from '../../lib/change-line.ts';

export function LatestChanges({ changes }: { changes: TagChange[] }) {
  const t = useT();
  const language = useLocale();
  // Relative to when the page was drawn, as "Opened …"; a change made since reads "just now".
  const [now] = useState(() => new Date());
  if (changes.length === 0) return <p>{t('coGuardians.noChanges')}</p>;
  return (
    <ol className="grid gap-1.5" data-testid="latest-changes">
      {changes.map((change, index) => (
        <li key={`${change.at}-${index}`}>
          <time dateTime={change.at}>{changeLine(change, now, language, t)}</time>
        </li>
      ))}
    </ol>
  );
}
