// /tags/{tagId}: a tag's own page. Everything that does not need to be on the dashboard card,
// grouped by what a parent wants to do: print and share, the PIN, scan alerts, history, the bracelet,
// and apart from them, in its own danger zone, Deactivate; then the family who look after it and
// the latest changes (issue 34). A guardian sees the page without the owner's actions (new PIN, the
// bracelet, Deactivate); another parent's tag (or an unknown id) reads 'Tag not found', as on the
// edit page.
import { ArrowLeft, ExternalLink, Eye, History, Pencil } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { routes } from '#shared/paths.ts';
import type { TagDetails } from '#shared/schemas/tag.ts';
import { LoadingScreen } from '../../components/layout/loading-screen.tsx';
import { buttonVariants } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { cn } from '../../lib/cn.ts';
import { useSiteInfo } from '../../lib/site-info.tsx';
import { useTagDetails } from './api/tag.ts';
import { useTagFamily } from './api/tag-family.ts';
import { DeactivateControl, MoveControl } from './components/bracelet-controls.tsx';
import { CopyLinkButton } from './components/copy-link-button.tsx';
import { FamilySection } from './components/family/family-section.tsx';
import { LatestChanges } from './components/family/latest-changes.tsx';
import { LastOpened } from './components/last-opened.tsx';
import { SharedBy } from './components/shared-by.tsx';
import { TagAlerts } from './components/tag-alerts.tsx';
import { TagPhoto } from './components/tag-photo.tsx';
import { TagPin } from './components/tag-pin.tsx';
import { TagPrintTools } from './components/tag-print-tools.tsx';
import { TagStatus } from './components/tag-status.tsx';
import { useLabel, useT } from '../../i18n/i18n-context.tsx';

const backLinkClass =
  'inline-flex min-h-9 items-center gap-2 rounded-md text-sm font-medium text-red-700 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-red-600 focus-visible:ring-offset-2 [&_svg]:size-4';

/** One titled group: a region named by its heading, so it is found by what it is for. */
function Group({
  id,
  title,
  intro,
  danger = false,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  danger?: boolean;
  children: ReactNode;
}) {
  const headingId = `tag-page-${id}`;
  return (
    <Card className={cn('p-4 sm:p-5', danger && 'border-2 border-red-300 bg-red-50/40')}>
      <section aria-labelledby={headingId} className="grid gap-3 text-sm text-gray-700">
        <h2 id={headingId} className={cn('text-lg font-semibold', danger ? 'text-red-800' : 'text-gray-900')}>
          {title}
        </h2>
        {intro && <p>{intro}</p>}
        {children}
      </section>
    </Card>
  );
}

/** Something to show a responder: a name or a field (decision 030). */
const isConfigured = (tag: TagDetails) => tag.childName !== null || tag.fields.length > 0;

function TagGroups({ tag }: { tag: TagDetails }) {
  const t = useT();
  const label = useLabel();
  const { publicUrl } = useSiteInfo();
  const navigate = useNavigate();
  // "Opened …" is relative to when the page was drawn.
  const [now] = useState(() => new Date());
  const publicPath = routes.publicTag(tag.uniqueCode);
  const deactivated = tag.deactivatedAt !== null;
  const isOwner = tag.role === 'owner';
  const family = useTagFamily(tag.id);
  const name = tag.childName || t('dashboard.unnamedChild');
  // A move puts the profile on another tag: the page follows it there.
  const followMove = (moved: TagDetails) => void navigate(routes.tagPage(moved.id), { replace: true });

  return (
    <div className="grid grid-cols-1 gap-4">
      <header className="grid gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{name}</h1>
          <TagStatus tag={tag} />
        </div>
        <SharedBy tag={tag} />
        <p className="text-sm text-gray-600">
          {label(t('dashboard.tagId'))}{' '}
          <span className="font-mono font-semibold text-gray-900">{tag.uniqueCode}</span>
        </p>
        <div className="flex flex-wrap gap-2">
          <Link className={buttonVariants({ size: 'sm' })} to={routes.configure(tag.id)}>
            <Pencil aria-hidden="true" />
            {t('dashboard.edit')}
          </Link>
          {!deactivated && (
            <a className={buttonVariants({ variant: 'outline', size: 'sm' })} href={publicPath}>
              <ExternalLink aria-hidden="true" />
              {t('dashboard.view')}
            </a>
          )}
        </div>
      </header>
      {deactivated && (
        <p className="rounded-lg border border-gray-300 bg-gray-50 p-3 text-sm text-gray-800">
          {isOwner ? t('tagPage.deactivatedNotice') : t('coGuardians.deactivatedNoticeGuardian')}
        </p>
      )}
      {!deactivated && (
        <Group id="share" title={t('tagPage.shareHeading')} intro={t('tagPage.shareIntro')}>
          {isConfigured(tag) ? (
            <>
              <TagPrintTools tagId={tag.id} publicUrl={`${publicUrl}${publicPath}`} />
              <div className="flex flex-wrap gap-2">
                <CopyLinkButton url={`${publicUrl}${publicPath}`} />
                {/* As the form's Preview (decision 005): a new tab, the page without the owner's bar. */}
                <a
                  className={buttonVariants({ variant: 'outline', size: 'sm' })}
                  href={routes.publicTagAsResponder(tag.uniqueCode)}
                  target="_blank"
                  rel="noopener"
                >
                  <Eye aria-hidden="true" />
                  {t('dashboard.previewAsResponder')}
                  <span className="sr-only"> {t('dashboard.newTab')}</span>
                </a>
              </div>
            </>
          ) : (
            <p>{t('tagPage.shareNotConfigured')}</p>
          )}
        </Group>
      )}
      {!deactivated && (
        <Group id="pin" title={t('tagPage.pinHeading')} intro={t('tagPage.pinIntro')}>
          <TagPin tagId={tag.id} pin={tag.pin} canRenew={isOwner} />
        </Group>
      )}
      {!deactivated && (
        <Group id="alerts" title={t('tagPage.alertsHeading')} intro={t('tagPage.alertsIntro')}>
          <TagAlerts tag={tag} />
        </Group>
      )}
      {!deactivated && (
        <Group id="photo" title={t('tagPage.photoHeading')} intro={t('tagPage.photoIntro')}>
          <TagPhoto tag={tag} />
        </Group>
      )}
      <Group id="history" title={t('tagPage.historyHeading')}>
        <LastOpened lastScanAt={tag.lastScanAt} now={now} />
        <Link
          className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'justify-self-start')}
          to={routes.scanHistory(tag.id)}
        >
          <History aria-hidden="true" />
          {t('scanHistory.historyLink')}
        </Link>
      </Group>
      <Group
        id="family"
        title={t('coGuardians.familyHeading')}
        intro={isOwner ? t('coGuardians.familyIntroOwner') : t('coGuardians.familyIntroGuardian')}
      >
        <FamilySection tag={tag} />
      </Group>
      {family.data && (
        <Group id="changes" title={t('coGuardians.changesHeading')}>
          <LatestChanges changes={family.data.changes} />
        </Group>
      )}
      {isOwner && (
        <Group
          id="bracelet"
          title={t('tagPage.braceletHeading')}
          intro={tag.braceletLinked ? t('tagPage.braceletLinked') : t('tagPage.braceletNotLinked')}
        >
          <MoveControl tagId={tag.id} linked={tag.braceletLinked} onMoved={followMove} />
        </Group>
      )}
      {isOwner && !deactivated && (
        <Group id="danger" title={t('tagPage.dangerHeading')} intro={t('tagPage.dangerIntro')} danger>
          <DeactivateControl tagId={tag.id} />
        </Group>
      )}
    </div>
  );
}

export default function TagPage() {
  const t = useT();
  const { tagId } = useParams();
  const tag = useTagDetails(tagId);

  let body: ReactNode;
  if (tag.isLoading) body = <LoadingScreen label={t('tagPage.loading')} />;
  else if (!tag.data) {
    body = (
      <Card className="p-6">
        <p role="alert" className="text-gray-700">
          {t('form.notFound')}
        </p>
      </Card>
    );
  } else body = <TagGroups key={tag.data.id} tag={tag.data} />;

  return (
    <section className="mx-auto grid max-w-3xl grid-cols-1 gap-4 px-4 py-6 sm:py-10">
      <Link className={cn(backLinkClass, 'justify-self-start')} to={routes.dashboard}>
        <ArrowLeft aria-hidden="true" />
        {t('scanHistory.backToDashboard')}
      </Link>
      {body}
    </section>
  );
}
