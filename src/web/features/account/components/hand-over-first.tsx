// The account deletion's refusal while other adults still look after the parent's tags (issue 34):
// the server's message names the children; this says what to do on each tag's page and links there
// (the refusal's `tags`), else to My Tags.
import { Users } from 'lucide-react';
import { Link } from 'react-router';
import { routes } from '#shared/paths.ts';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { useT } from '../../../i18n/i18n-context.tsx';
import { ApiError } from '../../../lib/api-request.ts';

export type SharedTag = { id: string; name: string };

/** The refusal's tags as the server sends them ({ id, childName, uniqueCode }), read defensively. */
export function sharedTagsOf(error: unknown): SharedTag[] {
  const tags = error instanceof ApiError ? error.body?.tags : undefined;
  if (!Array.isArray(tags)) return [];
  return tags.flatMap((tag: unknown) => {
    const { id, childName, uniqueCode } = (tag ?? {}) as Record<string, unknown>;
    if (typeof id !== 'string') return [];
    const name = (typeof childName === 'string' && childName.trim()) || uniqueCode;
    return typeof name === 'string' ? [{ id, name }] : [];
  });
}

const linkClass = `${buttonVariants({ variant: 'outline', size: 'sm' })} justify-self-start`;

export function HandOverFirst({ message, tags }: { message: string; tags: SharedTag[] }) {
  const t = useT();
  return (
    <div
      role="alert"
      className="grid gap-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
      data-testid="hand-over-first"
    >
      <p className="flex items-center gap-2 font-semibold">
        <Users className="h-5 w-5 shrink-0 text-amber-800" aria-hidden="true" />
        {t('coGuardians.deletion.handOverTitle')}
      </p>
      <p>{message}</p>
      <p>{t('coGuardians.deletion.handOverHelp')}</p>
      {tags.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li key={tag.id}>
              <Link className={linkClass} to={routes.tagPage(tag.id)}>
                {t('tagPage.manageLabel', { childName: tag.name })}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <Link className={linkClass} to={routes.dashboard}>
          {t('coGuardians.toDashboard')}
        </Link>
      )}
    </div>
  );
}
