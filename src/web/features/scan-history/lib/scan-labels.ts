// How a scan's stored values read on the history screen (issue 16): the page language's English name
// ('it' → 'Italian'), and a responder's phone number as a tel: link.

const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });

/** The language's English name; the stored code itself when Intl has no name for it. */
export function languageName(code: string): string {
  try {
    return languageNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Only a leading '+' and digits reach the link, whatever the responder typed around them. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}
