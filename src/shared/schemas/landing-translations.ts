// The admin's landing texts in one language (issue 30): PUT /api/admin/landing-translations/:language.
import { z } from 'zod';
import { CONTENT_TEXT_MAX_LENGTH } from '../constants.ts';
import { LANGUAGES, type Language } from '../i18n/languages.ts';
import { LANDING_TEXT_KEYS, type LandingTab, type LandingTextKey } from '../landing-texts.ts';
import { messageRef } from '../message-ref.ts';
import { isStorableText } from './storable-text.ts';

export const landingLanguageSchema = z.enum(LANGUAGES, {
  errorMap: () => ({
    message: messageRef('validation.unknownLanguage', { languages: LANGUAGES.join(', ') }),
  }),
});

const landingText = z
  .string({ invalid_type_error: messageRef('validation.landingTextType') })
  .max(CONTENT_TEXT_MAX_LENGTH, messageRef('validation.landingTextTooLong', { max: CONTENT_TEXT_MAX_LENGTH }))
  .refine(isStorableText, messageRef('validation.landingTextCharacter'));

/** Only the texts sent change; an empty text removes the language's own text (the fallback shows). */
export const landingTranslationsSchema = z
  .object({
    texts: z
      .object(Object.fromEntries(LANDING_TEXT_KEYS.map((key) => [key, landingText.optional()])))
      .strict(messageRef('validation.landingTextKey')),
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
