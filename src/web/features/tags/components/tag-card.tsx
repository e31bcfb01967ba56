// One tag on the dashboard (SPEC §2): name and age with fallbacks, tag id, fields count, last update,
// and edit / view / copy-link actions.
import { Clock, ExternalLink, FileText, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { routes } from '#shared/paths.ts';
import type { TagListItem } from '#shared/schemas/tag.ts';
import { dashboardText } from '#shared/text.ts';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { useSiteInfo } from '../../../lib/site-info.tsx';
import { relativeTime } from '../lib/relative-time.ts';
import { CopyLinkButton } from './copy-link-button.tsx';

export function TagCard({ tag, now }: { tag: TagListItem; now: Date }) {
  const { publicUrl } = useSiteInfo();
  const titleId = `tag-${tag.id}-title`;
  const publicPath = routes.publicTag(tag.uniqueCode);

  return (
    <Card className="flex flex-col" data-testid="tag-card">
      <article aria-labelledby={titleId} className="flex flex-1 flex-col">
        <CardHeader className="gap-1">
          <CardTitle id={titleId}>{tag.childName || dashboardText.unnamedChild}</CardTitle>
          <p className="text-sm text-gray-600">
            {tag.childAge !== null ? dashboardText.age(tag.childAge) : dashboardText.ageNotSet}
          </p>
        </CardHeader>
        <CardContent className="grid flex-1 gap-2 text-sm text-gray-700">
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
        </CardContent>
        <CardFooter className="flex-wrap gap-2">
          <Link className={buttonVariants({ variant: 'default', size: 'sm' })} to={routes.configure(tag.id)}>
            <Pencil aria-hidden="true" />
            {dashboardText.edit}
          </Link>
          <a className={buttonVariants({ variant: 'outline', size: 'sm' })} href={publicPath}>
            <ExternalLink aria-hidden="true" />
            {dashboardText.view}
          </a>
          <CopyLinkButton url={`${publicUrl}${publicPath}`} />
        </CardFooter>
      </article>
    </Card>
  );
}
