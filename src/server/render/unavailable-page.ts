// The short page a server-rendered page (the landing page, the app shell of a signed-in visitor)
// answers while the database cannot be reached (issue 28): plain HTML, no script, no request of its
// own, and a way to the typed-code page for a responder who came here instead of the band's page.
import { PRODUCT_NAME } from '#shared/constants.ts';
import { typedCodePaths } from '#shared/paths.ts';
import { serverText } from '#shared/text.ts';
import { escapeHtml } from './document.ts';

const STYLE =
  'body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:32rem;padding:0 1rem;line-height:1.5;color:#111}a{color:#1e40af;font-weight:600}';

export const UNAVAILABLE_PAGE = [
  '<!doctype html><html lang="en"><head><meta charset="utf-8">',
  '<meta name="viewport" content="width=device-width, initial-scale=1">',
  `<title>${escapeHtml(PRODUCT_NAME)}</title><style>${STYLE}</style></head>`,
  `<body><main><h1>${escapeHtml(PRODUCT_NAME)}</h1><p role="alert">${escapeHtml(serverText.unavailable)}</p>`,
  `<p><a href="${typedCodePaths.page}">${escapeHtml(serverText.unavailableTagLink)}</a></p></main></body></html>`,
].join('');
