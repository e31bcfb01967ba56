// The admin's landing texts in one language (issue 30): PUT /api/admin/landing-translations/:language.
import { z } from 'zod';
import { CONTENT_TEXT_MAX_LENGTH } from '../constants.ts';
import { LANGUAGES, type Language } from '../i18n/languages.ts';
import { LANDING_TEXT_KEYS, type LandingTab, type LandingTextKey } from '../landing-texts.ts';
import { isStorableText } from './storable-text.ts';

export const landingLanguageSchema = z.enum(LANGUAGES, {
  errorMap: () => ({ message: `Unknown language: use one of ${LANGUAGES.join(', ')}` }),
});

const landingText = z
  .string({ invalid_type_error: 'Each text must be a string' })
  .max(CONTENT_TEXT_MAX_LENGTH, `Each text may have at most ${CONTENT_TEXT_MAX_LENGTH} characters`)
  .refine(isStorableText, 'A text contains a character that cannot be stored');

/** Only the texts sent change; an empty text removes the language's own text (the fallback shows). */
export const landingTranslationsSchema = z
  .object({
    texts: z
      .object(Object.fromEntries(LANDING_TEXT_KEYS.map((key) => [key, landingText.optional()])))
      .strict('Unknown landing text key'),
  })
  .strict();
export type LandingTranslationsInput = { texts: Partial<Record<LandingTextKey, string>> };

/** One landing text as the admin's language view shows it. */
export type LandingTextEntry = {
  key: LandingTextKey;
  tab: LandingTab;
  /** The admin's own text in this language (for the default language: what SPEC's calls answer). */
  written: string | null;
  /** What the landing page shows in this language. */
  shown: string;
  /** The languages where this text shows another language's words (to translate). */
  missingIn: Language[];
};

export type LandingTranslationsAnswer = {
  language: Language;
  defaultLanguage: Language;
  texts: LandingTextEntry[];
};
