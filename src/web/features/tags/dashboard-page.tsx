// 'My Tags' (SPEC §2, / and /dashboard signed in): stat cards, a grid of tag cards, 'Add New Tag'.
import { Plus, Tag } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { routes } from '#shared/paths.ts';
import { LoadingScreen } from '../../components/layout/loading-screen.tsx';
import { buttonVariants } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { useTags } from '../../api/tags.ts';
import { ReadyBracelets } from './components/ready-bracelets.tsx';
import { StatCards } from './components/stat-cards.tsx';
import { TagCard } from './components/tag-card.tsx';
import { useT } from '../../i18n/i18n-context.tsx';

function EmptyState() {
  const t = useT();
  return (
    <Card className="flex flex-col items-center gap-4 p-10 text-center">
      <Tag className="h-12 w-12 text-gray-400" aria-hidden="true" />
      <h2 className="text-xl font-semibold text-gray-900">{t('dashboard.emptyTitle')}</h2>
      <Link className={buttonVariants()} to={routes.activate}>
        {t('dashboard.emptyAction')}
      </Link>
    </Card>
  );
}

export default function DashboardPage() {
  const t = useT();
  const tags = useTags();
  // "Updated …" is relative to when the page was drawn.
  const [now] = useState(() => new Date());

  let body;
  if (tags.isLoading) body = <LoadingScreen label={t('dashboard.loading')} />;
  else if (tags.isError) {
    body = (
      <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
        {t('dashboard.loadError')}
      </p>
    );
  } else {
    const list = tags.data ?? [];
    body = (
      // Columns that never outgrow the screen: the stat tiles shrink, a long name is cut.
      <div className="grid grid-cols-1 gap-8">
        <StatCards tags={list} now={now} />
        <ReadyBracelets />
        {list.length === 0 ? (
          <EmptyState />
        ) : (
          <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {list.map((tag) => (
              <li key={tag.id} className="grid grid-cols-1">
                <TagCard tag={tag} now={now} />
              </li>
            ))}
          </ul>
        )}
      </div>
    );
  }

  return (
    <section className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <div className="mb-8 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-gray-900">{t('dashboard.heading')}</h1>
        <Link className={buttonVariants()} to={routes.formBuilder}>
          <Plus aria-hidden="true" />
          {t('dashboard.addNewTag')}
        </Link>
      </div>
      {body}
    </section>
  );
}
