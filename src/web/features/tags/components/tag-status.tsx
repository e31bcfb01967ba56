// The one state that matters now, on the card and the tag page: deactivated, lost, no
// bracelet linked, or active. Lost outranks a missing bracelet: a lost child is what a parent acts on.
import type { Translate } from '#shared/i18n/translator.ts';
import type { TagDetails } from '#shared/schemas/tag.ts';
import { cn } from '../../../lib/cn.ts';
import { useT } from '../../../i18n/i18n-context.tsx';

type StatusOf = Pick<TagDetails, 'deactivatedAt' | 'lost' | 'braceletLinked'>;

function statusOf(tag: StatusOf, t: Translate) {
  if (tag.deactivatedAt !== null)
    return {
      label: t('tagRetirement.deactivated'),
      testId: 'tag-deactivated',
      look: 'bg-gray-200 text-gray-800',
    };
  if (tag.lost)
    return { label: t('tagPage.statusLost'), testId: 'tag-lost', look: 'bg-amber-100 text-amber-900' };
  if (!tag.braceletLinked)
    return {
      label: t('tagPage.statusNoBracelet'),
      testId: 'tag-no-bracelet',
      look: 'bg-sky-100 text-sky-900',
    };
  return { label: t('tagPage.statusActive'), testId: 'tag-active', look: 'bg-green-100 text-green-900' };
}

export function TagStatus({ tag }: { tag: StatusOf }) {
  const t = useT();
  const { label, testId, look } = statusOf(tag, t);
  return (
    <p
      className={cn('w-fit shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold', look)}
      data-testid={testId}
    >
      {label}
    </p>
  );
}
