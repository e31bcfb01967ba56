// How a scan's stored values read on the history screen: the page language's name in the
// reader's language ('it' → 'Italian', 'Italiano', 'Italienisch').
import type { Language } from '#shared/i18n/languages.ts';

const displayNames = new Map<Language, Intl.DisplayNames>();

function namesIn(reader: Language): Intl.DisplayNames {
  let names = displayNames.get(reader);
  if (!names) {
    names = new Intl.DisplayNames([reader], { type: 'language' });
    displayNames.set(reader, names);
  }
  return names;
}

/** The language's name in the reader's language; the stored code itself when Intl has no name for it. */
export function languageName(code: string, reader: Language): string {
  try {
    return namesIn(reader).of(code) ?? code;
  } catch {
    return code;
  }
}
