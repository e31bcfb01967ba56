// The admin's landing texts in one language: PUT /api/admin/landing-translations/:language.
import { z } from 'zod';
import { CONTENT_TEXT_MAX_LENGTH } from '../constants.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { LANDING_TABS, LANDING_TEXT_KEYS, type LandingTextKey } from '../landing-texts.ts';
import { messageRef } from '../message-ref.ts';
import { LANDING_SECTION_ANSWERS } from './landing-section-writes.ts';
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
export const landingTextEntrySchema = z.object({
  key: z.enum(LANDING_TEXT_KEYS as [LandingTextKey, ...LandingTextKey[]]),
  tab: z.enum(LANDING_TABS),
  /** The admin's own text in this language (for the default language: what SPEC's calls answer). */
  written: z.string().nullable(),
  /** What the landing page shows in this language. */
  shown: z.string(),
  /** The languages where this text shows another language's words (to translate). */
  missingIn: z.array(z.enum(LANGUAGES)),
});
export type LandingTextEntry = z.infer<typeof landingTextEntrySchema>;

export const landingTranslationsAnswerSchema = z.object({
  language: z.enum(LANGUAGES),
  defaultLanguage: z.enum(LANGUAGES),
  texts: z.array(landingTextEntrySchema),
});
export type LandingTranslationsAnswer = z.infer<typeof landingTranslationsAnswerSchema>;

/** GET /api/landing-texts/{language}: the site texts and every section, resolved in that language. */
export const landingTextsSchema = z.object({
  siteContent: z.record(z.string()),
  sections: z.object(LANDING_SECTION_ANSWERS),
});
