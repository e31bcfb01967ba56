// The landing page's shipped texts in each language (catalogue domain `landing-defaults`). Read as
// written, not formatted: they hold no ICU syntax, and the English ones are exactly what the seed stores.
import type { Language } from '#shared/i18n/languages.ts';
import { CATALOGUES } from '#shared/i18n/messages/index.ts';
import type { LandingTextKey } from '#shared/landing-texts.ts';

export function shippedLandingText(language: Language, key: LandingTextKey): string | undefined {
  const texts = CATALOGUES[language].landingDefaults as Readonly<Record<string, string>>;
  return texts[key];
}
