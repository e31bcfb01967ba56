// What the server embeds in the public page for hydration, and how the `tag` entry reads it back.
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { isLanguage, type Language } from '#shared/i18n/languages.ts';
import type { Translate } from '#shared/i18n/translator.ts';
import { EMBEDDED_STATE_ID } from '#shared/paths.ts';
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

/** The page's own texts, already parsed by the server (decision 019): the browser has no parser. */
export type ResponderMessages = Record<string, MessageFormatElement[]>;

/** The page's data as embedded: the settings, with the chosen language's parsed texts for `t`. */
export type PublicTagState = Omit<ResponderPageSettings, 't'> & {
  tag: PublicTag;
  /** The chosen language's texts, and only that language's (decisions 024, 019): no extra fetch. */
  messages: ResponderMessages;
  /** The footer's time as the server rendered it (UTC), so hydration needs no Intl formatter. */
  lastUpdatedText?: string;
  /** The day a parent last checked the data, as the server wrote it (UTC): the footer's check line. */
  checkedText?: string;
};

export const PUBLIC_TAG_STATE_ID = EMBEDDED_STATE_ID;

/** Anything unexpected: undefined, and the page stays as the server rendered it (complete without script). */
export function readPublicTagState(doc: Document = document): PublicTagState | undefined {
  const json = doc.getElementById(PUBLIC_TAG_STATE_ID)?.textContent;
  if (!json) return undefined;
  try {
    const state = JSON.parse(json) as Partial<PublicTagState>;
    const complete =
      state.tag &&
      typeof state.supportEmail === 'string' &&
      typeof state.emergencyNumber === 'string' &&
      isLanguage(state.language) &&
      typeof state.messages === 'object' &&
      state.messages !== null;
    return complete ? (state as PublicTagState) : undefined;
  } catch {
    return undefined;
  }
}
