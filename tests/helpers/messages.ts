// The catalogue in tests: the server's translator. `en(key)` is SPEC's English text of a key.
import { translatorFor } from '#server/i18n/catalogue.ts';
import { DEFAULT_LANGUAGE, type Language } from '#shared/i18n/languages.ts';
import type { MessageKey } from '#shared/i18n/message-key.ts';
import type { MessageValues, Translate } from '#shared/i18n/translator.ts';

export function translate(language: Language = DEFAULT_LANGUAGE): Translate {
  return translatorFor(language);
}

/** The English text of a key, as SPEC quotes it: `en('auth.loginHeading')`. */
export function en(key: MessageKey, values?: MessageValues): string {
  return translatorFor(DEFAULT_LANGUAGE)(key, values);
}
