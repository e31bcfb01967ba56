// One tag on the dashboard (SPEC §2), read at a glance: name and age with fallbacks, tag id,
// fields count, last update, the one state that matters now and when the page was last opened; SPEC's
// edit / view / copy-link actions, lost mode, and the way to the tag's own page, where everything else
// lives (QR code and card, PIN, alerts, history, the bracelet, the family). A tag another parent
// shares says whose it is. A deactivated tag keeps its
// child and its way to the tag page; what only a working page needs (view, copy, lost mode) is gone.
import { Clock, ExternalLink, FileText, Pencil, Settings } from 'lucide-react';
import { Link } from 'react-router';
import { routes } from '#shared/paths.ts';
import type { TagListItem } from '#shared/schemas/tag.ts';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { useSiteInfo } from '../../../lib/site-info.tsx';
import { relativeTime } from '../lib/relative-time.ts';
import { CopyLinkButton } from './copy-link-button.tsx';
import { LastOpened } from './last-opened.tsx';
import { LostModeControl } from './lost-mode-control.tsx';
import { SharedBy } from './shared-by.tsx';
import { TagStatus } from './tag-status.tsx';
import { useLabel, useT } from '../../../i18n/i18n-context.tsx';

/** Something to show a responder: a name or a field (an activated, empty tag has neither; decision 030). */
const isConfigured = (tag: TagListItem) => tag.childName !== null || tag.fieldsCount > 0;

export function TagCard({ tag, now }: { tag: TagListItem; now: Date }) {
  const t = useT();
  const label = useLabel();
  const { publicUrl } = useSiteInfo();
  const titleId = `tag-${tag.id}-title`;
  const publicPath = routes.publicTag(tag.uniqueCode);
  const deactivated = tag.deactivatedAt !== null;
  const name = tag.childName || t('dashboard.unnamedChild');

  return (
    <Card className="flex flex-col" data-testid="tag-card">
      <article aria-labelledby={titleId} className="flex flex-1 flex-col">
        <CardHeader className="gap-1 p-4 pb-2">
          <div className="flex items-center justify-between gap-2">
            <CardTitle id={titleId} className="min-w-0 truncate">
              {name}
            </CardTitle>
            <TagStatus tag={tag} />
          </div>
          <SharedBy tag={tag} />
        </CardHeader>
        <CardContent className="grid flex-1 content-start gap-1 p-4 pt-0 text-sm text-gray-700">
          {/* Two of SPEC's lines on one: a phone shows more of the next child. */}
          <p className="flex flex-wrap gap-x-2">
            <span>
              {tag.childAge !== null ? t('dashboard.age', { n: tag.childAge }) : t('dashboard.ageNotSet')}
            </span>
            <span aria-hidden="true">·</span>
            <span>
              {label(t('dashboard.tagId'))}{' '}
              <span className="font-mono font-semibold text-gray-900">{tag.uniqueCode}</span>
            </span>
          </p>
          <p className="flex items-center gap-2">
            <FileText className="h-4 w-4 text-gray-500" aria-hidden="true" />
            {t('dashboard.fieldsConfigured', { n: tag.fieldsCount })}
          </p>
          <p className="flex items-center gap-2">
            <Clock className="h-4 w-4 text-gray-500" aria-hidden="true" />
            {t('dashboard.updated', { relative: relativeTime(tag.updatedAt, now, t) })}
          </p>
          {tag.lastScanAt && <LastOpened lastScanAt={tag.lastScanAt} now={now} />}
          {isConfigured(tag) && !deactivated && (
            <div className="mt-1.5 grid">
              <LostModeControl tagId={tag.id} lost={tag.lost} />
            </div>
          )}
        </CardContent>
        {/* One row on a phone: the icons give way to the words there. */}
        <CardFooter className="flex-wrap gap-2 p-4 pt-0 max-sm:[&_svg]:hidden">
          <Link className={buttonVariants({ variant: 'default', size: 'sm' })} to={routes.configure(tag.id)}>
            <Pencil aria-hidden="true" />
            {t('dashboard.edit')}
          </Link>
          {!deactivated && (
            <a className={buttonVariants({ variant: 'outline', size: 'sm' })} href={publicPath}>
              <ExternalLink aria-hidden="true" />
              {t('dashboard.view')}
            </a>
          )}
          {!deactivated && <CopyLinkButton url={`${publicUrl}${publicPath}`} />}
          <Link
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
            to={routes.tagPage(tag.id)}
            aria-label={t('tagPage.manageLabel', { childName: name })}
          >
            <Settings aria-hidden="true" />
            {t('tagPage.manage')}
          </Link>
        </CardFooter>
      </article>
    </Card>
  );
}
