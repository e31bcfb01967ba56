// The catalogue in tests: the same translator the server uses, and a wrapper that gives a component
// tree its language, as the app's entry does.
import type { ReactNode } from 'react';
import { translatorFor } from '#server/i18n/catalogue.ts';
import { DEFAULT_LANGUAGE, type Language } from '#shared/i18n/languages.ts';
import type { MessageKey } from '#shared/i18n/message-key.ts';
import type { MessageValues, Translate } from '#shared/i18n/translator.ts';
import { I18nProvider } from '#web/i18n/i18n-context.tsx';

export function translate(language: Language = DEFAULT_LANGUAGE): Translate {
  return translatorFor(language);
}

/** The English text of a key, as SPEC quotes it: `en('auth.loginHeading')`. */
export function en(key: MessageKey, values?: MessageValues): string {
  return translatorFor(DEFAULT_LANGUAGE)(key, values);
}

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
