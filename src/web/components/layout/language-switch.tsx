// The language switch in every app page's footer: each language by its own name, so a
// reader finds theirs whatever the page shows; the current one marked. A choice is saved by the
// server, then the page reloads, so server-rendered and client texts change together.
import { LANGUAGES, LANGUAGE_NAMES, type Language } from '#shared/i18n/languages.ts';
import { useSetLanguage } from '../../api/set-language.ts';
import { useLocale, useT } from '../../i18n/i18n-context.tsx';
import { confirmLeavingUnsaved } from '../../lib/unsaved-changes.ts';
import { cn } from '../../lib/cn.ts';

export function LanguageSwitch() {
  const t = useT();
  const current = useLocale();
  const setLanguage = useSetLanguage();

  const choose = (language: Language) => {
    if (language === current) return;
    // The reload drops a form's unsaved changes: ask first, as Sign Out does.
    if (!confirmLeavingUnsaved(t('form.leaveUnsaved'))) return;
    setLanguage.mutate(language, { onSuccess: () => window.location.reload() });
  };

  return (
    // Named by a heading, not aria-label: a label "Language" would also answer a form's getByLabel('Age').
    <div className="mt-4" data-testid="language-switch">
      <h2 className="sr-only">{t('language.switchLabel')}</h2>
      <ul className="flex flex-wrap justify-center gap-1">
        {LANGUAGES.map((language) => {
          const isCurrent = language === current;
          return (
            <li key={language}>
              <button
                type="button"
                lang={language}
                aria-current={isCurrent ? 'true' : undefined}
                disabled={setLanguage.isPending}
                onClick={() => choose(language)}
                className={cn(
                  'min-h-11 rounded-md px-3 py-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-red-600',
                  isCurrent
                    ? 'bg-gray-900 font-semibold text-white'
                    : 'text-red-700 underline underline-offset-4 hover:bg-gray-100',
                )}
              >
                {LANGUAGE_NAMES[language]}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
