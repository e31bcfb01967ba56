// The language of a mail to a parent: their saved language, else the shop's.
import { isLanguage, type Language } from '#shared/i18n/languages.ts';

export function recipientLanguage(saved: string | null | undefined, shopLanguage: Language): Language {
  return isLanguage(saved) ? saved : shopLanguage;
}
