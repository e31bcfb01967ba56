// The bar a signed-in parent sees above their own tag's public page: the way back into the
// product after the wizard. The server puts it outside the page's React root, only for the owner and
// never in the cache. Plain links: the page works without JavaScript.
// Its classes are all used by the page already, so the page's inlined CSS stays as it was.
import { routes } from '#shared/paths.ts';
import { useLocale, useT } from '../../../i18n/i18n-context.tsx';

const LINK = 'inline-flex min-h-12 items-center font-semibold text-red-800 underline underline-offset-2';

export function OwnerBar({ tagId }: { tagId: string }) {
  const t = useT();
  const language = useLocale();
  return (
    // The parent's language (the product's), inside a page in the responder's language.
    <nav
      aria-label={t('ownerBar.label')}
      className="bg-gray-50 text-sm text-gray-700"
      data-testid="owner-bar"
      lang={language}
    >
      <div className="mx-auto flex max-w-2xl flex-wrap items-center gap-x-4 px-4">
        <p className="flex-1">{t('ownerBar.note')}</p>
        <a href={routes.configure(tagId)} className={LINK}>
          {t('ownerBar.edit')}
        </a>
        <a href={routes.dashboard} className={LINK}>
          {t('ownerBar.myTags')}
        </a>
      </div>
    </nav>
  );
}
