// How a scan's stored values read on the history screen (issue 16): the page language's English name
// ('it' → 'Italian').

const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });

/** The language's English name; the stored code itself when Intl has no name for it. */
export function languageName(code: string): string {
  try {
    return languageNames.of(code) ?? code;
  } catch {
    return code;
  }
}
