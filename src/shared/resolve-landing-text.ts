// Which text a landing slot shows in a language: the admin's text in that language if
// written; else, while the default language's text is still a shipped default, the shipped default in
// that language; else the default language's text (an admin's own words beat a stale translation).
import type { Language } from './i18n/languages.ts';
import { LANGUAGES } from './i18n/languages.ts';

export type ShippedDefaults = (language: Language) => string | undefined;

export function resolveLandingText({
  language,
  written,
  defaultText,
  shipped,
}: {
  language: Language;
  /** The admin's text in `language` (undefined for none; the default language has none here). */
  written: string | undefined;
  /** The default language's text: what SPEC's calls answer. */
  defaultText: string;
  /** The slot's shipped default in each language (catalogue domain `landing-defaults`). */
  shipped: ShippedDefaults;
}): string {
  if (written !== undefined && written.trim() !== '') return written;
  // The seed writes English whatever the shop's language, so any language's shipped text is "untouched".
  const untouched = LANGUAGES.some((lang) => shipped(lang) === defaultText);
  if (untouched) return shipped(language) ?? defaultText;
  return defaultText;
}
