// What the server embeds in the public page for hydration, and how the `tag` entry reads it back.
import { isLanguage, type Language } from '#shared/i18n/languages.ts';
import type { ResponderText } from '#shared/i18n/responder-text.ts';
import { EMBEDDED_STATE_ID } from '#shared/paths.ts';
import type { PublicTag } from '#shared/schemas/tag.ts';

/** What every responder page (the emergency data and the notices) is rendered with. */
export type ResponderPageSettings = {
  supportEmail: string;
  /** Dialled by the first button (EMERGENCY_NUMBER). */
  emergencyNumber: string;
  language: Language;
  /** The chosen language's dictionary, and only that one (decision 105). */
  text: ResponderText;
};

export type PublicTagState = ResponderPageSettings & {
  tag: PublicTag;
  /** The footer's time as the server rendered it (UTC), so hydration needs no Intl formatter. */
  lastUpdatedText?: string;
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
      typeof state.text === 'object' &&
      state.text !== null;
    return complete ? (state as PublicTagState) : undefined;
  } catch {
    return undefined;
  }
}
