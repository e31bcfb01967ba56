// Assembles the HTML documents the server sends: the app shell with its embedded data.
import { EMBEDDED_STATE_ID, type EmbeddedState, type SiteInfo } from '#shared/paths.ts';
import type { Config } from '../config.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { noscriptNotice } from '#web/render/noscript-notice.ts';
import { translatorFor } from '../i18n/catalogue.ts';
import type { ClientAssets } from './client-assets.ts';

const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** JSON that is safe inside a <script> element, whatever strings it holds. */
export function serializeState(state: unknown): string {
  return JSON.stringify(state).replace(/[<>&\u2028\u2029]/g, (c) => ESCAPES[c]!);
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export type DocumentParts = {
  title: string;
  description?: string;
  /** Extra trusted markup for <head> (meta tags built with escapeHtml). */
  head?: string;
  /** Server-rendered markup of the app, if any. */
  appHtml?: string;
  /** Static markup before the app's root, never touched by the app (the bracelet notice). */
  beforeRoot?: string;
  state: EmbeddedState;
};

export function renderAppDocument(assets: ClientAssets, parts: DocumentParts): string {
  const head = [
    `<title>${escapeHtml(parts.title)}</title>`,
    parts.description ? `<meta name="description" content="${escapeHtml(parts.description)}" />` : '',
    parts.head ?? '',
  ].filter(Boolean);
  const { language, messagesUrl } = parts.state.i18n;
  // The texts load while the scripts do: the app renders once both are in (decision 019).
  head.push(`<link rel="preload" href="${escapeHtml(messagesUrl)}" as="fetch" crossorigin="anonymous" />`);
  const stateScript = `<script id="${EMBEDDED_STATE_ID}" type="application/json">${serializeState(parts.state)}</script>`;
  // Replacer functions: a '$&' in user content must stay literal. A page rendered here reads fine
  // without JavaScript; an empty shell says why it stays blank.
  return assets.appTemplate
    .replace('<html lang="en">', () => `<html lang="${language}">`)
    .replace('<!--app-head-->', () => head.join('\n    '))
    .replace(
      '<!--app-noscript-->',
      () => (parts.beforeRoot ?? '') + (parts.appHtml ? '' : noscriptNoticeIn(language)),
    )
    .replace('<!--app-html-->', () => parts.appHtml ?? '')
    .replace('<!--app-state-->', () => stateScript);
}

/** The empty shell's <noscript> notice in the page's language. */
function noscriptNoticeIn(language: Language): string {
  const t = translatorFor(language);
  return noscriptNotice({
    title: escapeHtml(t('noscript.title')),
    body: escapeHtml(t('noscript.body')),
    emergency: escapeHtml(t('noscript.emergency')),
  });
}

export function siteInfo(config: Config): SiteInfo {
  return {
    supportEmail: config.supportEmail,
    publicUrl: config.publicUrl,
    paymentsEnabled: Boolean(config.paypal.clientId && config.paypal.clientSecret),
    emergencyNumber: config.emergencyNumber,
    shopLanguage: config.shopLanguage,
  };
}
