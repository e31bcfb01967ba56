// The short page a server-rendered page (the landing page, the app shell of a signed-in visitor)
// answers while the database cannot be reached: plain HTML, no script, no request of its
// own, and a way to the typed-code page for a responder who came here instead of the band's page.
import { PRODUCT_NAME } from '#shared/constants.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { typedCodePaths } from '#shared/paths.ts';
import { translatorFor } from '../i18n/catalogue.ts';
import { escapeHtml } from './document.ts';

const STYLE =
  'body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:32rem;padding:0 1rem;line-height:1.5;color:#111}a{color:#1e40af;font-weight:600}';

/** The page in the reader's language. */
export function unavailablePage(language: Language): string {
  const t = translatorFor(language);
  return [
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(PRODUCT_NAME)}</title><style>${STYLE}</style></head>`,
    `<body><main><h1>${escapeHtml(PRODUCT_NAME)}</h1><p role="alert">${escapeHtml(t('errors.unavailable'))}</p>`,
    `<p><a href="${typedCodePaths.page}">${escapeHtml(t('errors.unavailableTagLink'))}</a></p></main></body></html>`,
  ].join('');
}
