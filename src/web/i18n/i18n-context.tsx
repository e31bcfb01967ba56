// The page's language and its texts for every component: `const t = useT()`, `t('auth.loginHeading')`.
// The server picks the language; a change of language reloads the page, so it is fixed
// for the life of a page.
import { createContext, useContext, type ReactNode } from 'react';
import { formatLabel } from '#shared/i18n/format.ts';
import type { Language } from '#shared/i18n/languages.ts';
import type { Translate } from '#shared/i18n/translator.ts';

type I18n = { language: Language; t: Translate };

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ language, t, children }: I18n & { children: ReactNode }) {
  return <I18nContext.Provider value={{ language, t }}>{children}</I18nContext.Provider>;
}

function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('A component that shows text must render inside <I18nProvider>.');
  return i18n;
}

export function useT(): Translate {
  return useI18n().t;
}

export function useLocale(): Language {
  return useI18n().language;
}

/** `label(t('dashboard.tagId'))` → 'Tag ID:' / 'ID du tag :': a label's colon as the page's language writes it. */
export function useLabel(): (text: string) => string {
  const language = useI18n().language;
  return (text) => formatLabel(language, text);
}
