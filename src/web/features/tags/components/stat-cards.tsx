// The dashboard's three figures (SPEC §2; decision 017): Active Tags, Emergency Fields (sum over the active tags),
// Last Update. One compact row, also on a phone: the children come first, not the figures.
import { Clock, FileText, Tag } from 'lucide-react';
import type { ReactNode } from 'react';
import type { TagListItem } from '#shared/schemas/tag.ts';
import { Card } from '../../../components/ui/card.tsx';
import { relativeTime } from '../lib/relative-time.ts';
import { useT } from '../../../i18n/i18n-context.tsx';

function Stat({ label, value, icon }: { label: string; value: ReactNode; icon: ReactNode }) {
  return (
    <Card className="flex min-w-0 items-center gap-3 p-2 sm:p-3">
      <div className="hidden rounded-full bg-red-50 p-2 text-red-600 sm:block [&_svg]:size-5">{icon}</div>
      <dl className="min-w-0">
        <dt className="text-xs text-gray-600">{label}</dt>
        <dd className="font-bold text-gray-900 sm:text-xl">{value}</dd>
      </dl>
    </Card>
  );
}

export function StatCards({ tags, now }: { tags: TagListItem[]; now: Date }) {
  const t = useT();
  // A deactivated tag is still listed, but is not active, and its fields are on no page.
  const working = tags.filter((tag) => tag.deactivatedAt === null);
  const active = working.length;
  const fields = working.reduce((sum, tag) => sum + tag.fieldsCount, 0);
  const newest = tags.reduce<string | null>(
    (latest, tag) => (latest === null || tag.updatedAt > latest ? tag.updatedAt : latest),
    null,
  );
  return (
    <div className="grid grid-cols-3 gap-2 sm:gap-4" data-testid="stat-cards">
      <Stat label={t('dashboard.statActiveTags')} value={active} icon={<Tag aria-hidden="true" />} />
      <Stat label={t('dashboard.statFields')} value={fields} icon={<FileText aria-hidden="true" />} />
      <Stat
        label={t('dashboard.statLastUpdate')}
        value={newest ? relativeTime(newest, now, t) : t('dashboard.never')}
        icon={<Clock aria-hidden="true" />}
      />
    </div>
  );
}
