// The language the public page speaks and its dictionary, for every component of the page (issue 15).
// The server chose both and embedded the dictionary in the page (decision 105); no default here, so
// the tag entry never carries a dictionary of its own.
import { createContext, useContext } from 'react';
import type { Language } from '#shared/i18n/languages.ts';
import type { ResponderText } from '#shared/i18n/responder-text.ts';

export type ResponderLanguage = { language: Language; text: ResponderText };

const ResponderLanguageContext = createContext<ResponderLanguage | null>(null);

export const ResponderLanguageProvider = ResponderLanguageContext.Provider;

export function useResponderLanguage(): ResponderLanguage {
  const value = useContext(ResponderLanguageContext);
  if (!value) throw new Error('useResponderLanguage outside the public page layout');
  return value;
}
