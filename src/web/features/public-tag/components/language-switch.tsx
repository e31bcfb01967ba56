// The visible language switch: plain `?lang=xx` links, each language named in itself, in
// a native disclosure, so it works without JavaScript and keeps the page's first screen for help.
import { ChevronDown, Languages } from 'lucide-react';
import { LANGUAGE_NAMES, LANGUAGES } from '#shared/i18n/languages.ts';
import { useLocale, useLabel, useT } from '../../../i18n/i18n-context.tsx';

/**
 * The attribute of the switch's links. The parent's preview (`?view=responder`) stays a preview in
 * another language: the rendered page is everyone's, so its links cannot carry it; the island
 * (islands/kept-view.ts) adds it.
 */
export const LANGUAGE_LINK = 'data-language-link';

export function LanguageSwitch() {
  const t = useT();
  const label = useLabel();
  const language = useLocale();
  return (
    <nav aria-label={t('responder.page.language')}>
      <details className="relative">
        <summary className="flex min-h-12 cursor-pointer list-none items-center gap-1 rounded-lg px-2 font-semibold text-gray-800 hover:bg-gray-50 [&::-webkit-details-marker]:hidden">
          <Languages aria-hidden="true" focusable="false" className="size-5 shrink-0" />
          <span className="sr-only">{label(t('responder.page.language'))} </span>
          {LANGUAGE_NAMES[language]}
          <ChevronDown aria-hidden="true" focusable="false" className="size-4 shrink-0" />
        </summary>
        <ul className="absolute right-0 z-10 mt-1 min-w-40 rounded-lg border border-gray-200 bg-white py-1 shadow-lg">
          {LANGUAGES.map((option) => (
            <li key={option}>
              <a
                href={`?lang=${option}`}
                lang={option}
                hrefLang={option}
                {...{ [LANGUAGE_LINK]: '' }}
                aria-current={option === language ? 'true' : undefined}
                className="flex min-h-12 items-center px-4 text-gray-900 underline-offset-2 hover:bg-gray-50 hover:underline aria-[current]:font-bold"
              >
                {LANGUAGE_NAMES[option]}
              </a>
            </li>
          ))}
        </ul>
      </details>
    </nav>
  );
}
