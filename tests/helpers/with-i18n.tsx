// A component tree with its language, as the app's entry gives it (component tests).
import type { ReactNode } from 'react';
import { translatorFor } from '#server/i18n/catalogue.ts';
import { DEFAULT_LANGUAGE, type Language } from '#shared/i18n/languages.ts';
import { I18nProvider } from '#web/i18n/i18n-context.tsx';

export function WithI18n({
  language = DEFAULT_LANGUAGE,
  children,
}: {
  language?: Language;
  children: ReactNode;
}) {
  return (
    <I18nProvider language={language} t={translatorFor(language)}>
      {children}
    </I18nProvider>
  );
}
