// What the server renders the public page with (issue 35: server-rendered only, nothing embedded for
// hydration; the islands read their few words from the HTML).
import type { Language } from '#shared/i18n/languages.ts';
import type { Translate } from '#shared/i18n/translator.ts';
import type { PublicTag } from '#shared/schemas/tag.ts';

/** What every responder page (the emergency data and the notices) is rendered with. */
export type ResponderPageSettings = {
  supportEmail: string;
  /** Dialled by the first button (EMERGENCY_NUMBER). */
  emergencyNumber: string;
  language: Language;
  /** The chosen language's texts (the catalogue's responder and publicTag domains). */
  t: Translate;
};

/** The page's data: the settings without the translator, and the tag. */
export type PublicTagState = Omit<ResponderPageSettings, 't'> & {
  tag: PublicTag;
  /** The footer's time as the server renders it (UTC: the cached page is everyone's). */
  lastUpdatedText?: string;
  /** The day a parent last checked the data (UTC): the footer's check line. */
  checkedText?: string;
};
