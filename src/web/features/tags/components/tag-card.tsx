// One tag on the dashboard (SPEC §2): name and age with fallbacks, tag id, fields count, last update,
// and edit / view / copy-link actions; a configured tag also its QR code, printable card and the page
// as a responder sees it (issue 15). A deactivated tag (issue 17) keeps its child, its data, its history
// and the move to a new bracelet; what only a working band needs (PIN, card, QR, links, alerts) is gone.
import { Clock, ExternalLink, Eye, FileText, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { routes } from '#shared/paths.ts';
import type { TagListItem } from '#shared/schemas/tag.ts';
import { dashboardText, tagRetirementText } from '#shared/text.ts';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { useSiteInfo } from '../../../lib/site-info.tsx';
import { relativeTime } from '../lib/relative-time.ts';
import { CopyLinkButton } from './copy-link-button.tsx';
import { LostModeControl } from './lost-mode-control.tsx';
import { RetireControls } from './retire-controls.tsx';
import { TagPin } from './tag-pin.tsx';
import { TagPrintTools } from './tag-print-tools.tsx';
import { TagScans } from './tag-scans.tsx';

/** Something to show a responder: a name or a field (an activated, empty tag has neither; decision 123). */
const isConfigured = (tag: TagListItem) => tag.childName !== null || tag.fieldsCount > 0;

export function TagCard({ tag, now }: { tag: TagListItem; now: Date }) {
  const { publicUrl } = useSiteInfo();
  const titleId = `tag-${tag.id}-title`;
  const publicPath = routes.publicTag(tag.uniqueCode);
  const configured = isConfigured(tag);
  const deactivated = tag.deactivatedAt !== null;

  return (
    <Card className="flex flex-col" data-testid="tag-card">
      <article aria-labelledby={titleId} className="flex flex-1 flex-col">
        <CardHeader className="gap-1">
          <CardTitle id={titleId}>{tag.childName || dashboardText.unnamedChild}</CardTitle>
          {deactivated && (
            <p
              className="w-fit rounded-full bg-gray-200 px-2 py-0.5 text-xs font-semibold text-gray-800"
              data-testid="tag-deactivated"
            >
              {tagRetirementText.deactivated}
            </p>
          )}
          <p className="text-sm text-gray-600">
            {tag.childAge !== null ? dashboardText.age(tag.childAge) : dashboardText.ageNotSet}
          </p>
        </CardHeader>
        <CardContent className="grid flex-1 content-start gap-2 text-sm text-gray-700">
          <p>
            {dashboardText.tagId}:{' '}
            <span className="font-mono font-semibold text-gray-900">{tag.uniqueCode}</span>
          </p>
          <p className="flex items-center gap-2">
            <FileText className="h-4 w-4 text-gray-500" aria-hidden="true" />
            {dashboardText.fieldsConfigured(tag.fieldsCount)}
          </p>
          <p className="flex items-center gap-2">
            <Clock className="h-4 w-4 text-gray-500" aria-hidden="true" />
            {dashboardText.updated(relativeTime(tag.updatedAt, now))}
          </p>
          {!deactivated && <TagPin tagId={tag.id} pin={tag.pin} />}
          {configured && !deactivated && <LostModeControl tagId={tag.id} lost={tag.lost} />}
          {configured && !deactivated && (
            <TagPrintTools tagId={tag.id} publicUrl={`${publicUrl}${publicPath}`} />
          )}
          <TagScans tag={tag} now={now} deactivated={deactivated} />
          <RetireControls tagId={tag.id} deactivated={deactivated} />
        </CardContent>
        <CardFooter className="flex-wrap gap-2">
          <Link className={buttonVariants({ variant: 'default', size: 'sm' })} to={routes.configure(tag.id)}>
            <Pencil aria-hidden="true" />
            {dashboardText.edit}
          </Link>
          {!deactivated && (
            <a className={buttonVariants({ variant: 'outline', size: 'sm' })} href={publicPath}>
              <ExternalLink aria-hidden="true" />
              {dashboardText.view}
            </a>
          )}
          {!deactivated && <CopyLinkButton url={`${publicUrl}${publicPath}`} />}
          {configured && !deactivated && (
            // As the form's Preview (decision 092): a new tab, the page without the owner's bar.
            <a
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
              href={routes.publicTagAsResponder(tag.uniqueCode)}
              target="_blank"
              rel="noopener"
            >
              <Eye aria-hidden="true" />
              {dashboardText.previewAsResponder}
              <span className="sr-only"> {dashboardText.newTab}</span>
            </a>
          )}
        </CardFooter>
      </article>
    </Card>
  );
}
