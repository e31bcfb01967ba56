// The standalone HTML document of the public page (not the app's template): the server's markup, the
// page's own CSS inlined (no render-blocking request), and the `tag` entry's small deferred script,
// which only enhances that markup (issue 35: no hydration, no embedded data). Without a client build
// it is still complete, just unstyled and without script.
// Each document speaks one language: <html lang> and <title> follow it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PRODUCT_NAME } from '#shared/constants.ts';
import type { Language } from '#shared/i18n/languages.ts';
import type { Translate } from '#shared/i18n/translator.ts';
import {
  CLOSED,
  NEEDS_SCRIPT,
  WITHOUT_SCRIPT,
  renderOwnerBarMarkup,
  renderPublicTagMarkup,
  renderPublicTagNoticeMarkup,
  type PublicTagState,
  type ResponderAnswer,
  type ResponderPageSettings,
  withLastUpdatedText,
} from '#web/render/render-tag-page.tsx';
import { renderStillRightMarkup, type StillRightPageProps } from '#web/render/render-still-right-page.tsx';
import { renderTypedCodeMarkup, type TypedCodePageProps } from '#web/render/render-typed-code-page.tsx';
import type { ClientAssets } from '../../render/client-assets.ts';
import { escapeHtml } from '../../render/document.ts';

const BODY = Buffer.from('</head><body>');

function inlineStyles(assets: ClientAssets, urls: string[]): string {
  return urls
    .map((url) => {
      try {
        const css = readFileSync(path.join(assets.distDir, url), 'utf8');
        return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
      } catch {
        return `<link rel="stylesheet" href="${escapeHtml(url)}">`;
      }
    })
    .join('');
}

export class PublicTagDocuments {
  /** <head> before the language's <title>, and after it. */
  private readonly meta: string;
  private readonly head: string;
  private readonly scripts: string;

  constructor(assets: ClientAssets) {
    const entry = assets.entry('tag');
    this.meta = [
      '<meta charset="utf-8">',
      '<meta name="viewport" content="width=device-width, initial-scale=1">',
      '<meta name="robots" content="noindex, nofollow">',
      '<meta name="referrer" content="no-referrer">',
      '<meta name="theme-color" content="#b91c1c">',
    ].join('');
    // Controls that need the script (the location button, the form's opener) are rendered with the
    // page, so nothing moves when it arrives, and hidden where it will not run; what it would open
    // (the call-back form) is closed where it runs and open from the start, with its heading, where
    // it does not.
    const closed = `<style>[${CLOSED}],[${WITHOUT_SCRIPT}]{display:none}</style>`;
    const hideScripted = `<style>[${NEEDS_SCRIPT}]{display:none}[${CLOSED}]{display:grid}[${WITHOUT_SCRIPT}]{display:block}</style>`;
    this.head = [
      '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
      inlineStyles(assets, entry.styles),
      ...(entry.scripts.length > 0 ? [closed, `<noscript>${hideScripted}</noscript>`] : [hideScripted]),
      ...entry.preloads.map((url) => `<link rel="modulepreload" href="${escapeHtml(url)}">`),
    ].join('');
    this.scripts = entry.scripts
      .map((url) => `<script type="module" src="${escapeHtml(url)}"></script>`)
      .join('');
  }

  /** The emergency page; with `answer`, as one of its forms answered (issue 35). */
  page(given: PublicTagState, t: Translate, answer?: ResponderAnswer): string {
    const state = withLastUpdatedText(given);
    return this.document(
      { language: state.language, t },
      renderPublicTagMarkup(state, t, answer),
      this.scripts,
    );
  }

  /**
   * A rendered (cached) page with the owner's bar first in <body>, outside the page's root. A new
   * buffer: the cached page is left as it is.
   */
  withOwnerBar(html: Buffer, tagId: string, language: Language, t: Translate): Buffer {
    const at = html.indexOf(BODY) + BODY.length;
    const bar = Buffer.from(renderOwnerBarMarkup(tagId, language, t));
    return Buffer.concat([html.subarray(0, at), bar, html.subarray(at)]);
  }

  /** An error answer: static, so it carries no script. */
  notice(message: string, settings: ResponderPageSettings, detail?: string): string {
    return this.document(settings, renderPublicTagNoticeMarkup(message, settings, detail), '');
  }

  /** The typed-code page /t: a plain form, so it carries no script either. */
  typedCode(props: TypedCodePageProps): string {
    return this.document(props.settings, renderTypedCodeMarkup(props), '');
  }

  /** The reminder's "Still right" page (issue 34 part 3): a plain form, no script. */
  stillRight(props: StillRightPageProps): string {
    return this.document(props.settings, renderStillRightMarkup(props), '');
  }

  private document(
    { language, t }: { language: Language; t: Translate },
    markup: string,
    tail: string,
  ): string {
    const title = `<title>${escapeHtml(`${t('publicTag.heading')} · ${PRODUCT_NAME}`)}</title>`;
    return `<!doctype html><html lang="${language}"><head>${this.meta}${title}${this.head}</head><body><div id="root">${markup}</div>${tail}</body></html>`;
  }
}
