// Server rendering of the public tag page: the server's only door into src/web (docs/ARCHITECTURE.md).
// It answers markup for <div id="root"> (and the owner's bar beside it); the server wraps it in the document.
import { renderToStaticMarkup } from 'react-dom/server';
import { formatDateTime, formatDay } from '#shared/i18n/format-date.ts';
import type { Language } from '#shared/i18n/languages.ts';
import type { Translate } from '#shared/i18n/translator.ts';
import { I18nProvider } from '../i18n/i18n-context.tsx';
import { OwnerBar } from '../features/public-tag/components/owner-bar.tsx';
import { PublicTagNotice } from '../features/public-tag/components/public-tag-notice.tsx';
import { lastUpdatedIso, PublicTagPage } from '../features/public-tag/components/public-tag-page.tsx';
import type { PublicTagState, ResponderPageSettings } from '../features/public-tag/public-tag-state.ts';
import type { ResponderAnswer } from '../features/public-tag/responder-answer.ts';

export { CLOSED, NEEDS_SCRIPT, WITHOUT_SCRIPT } from '../features/public-tag/components/share-button.ts';
export type { PublicTagState, ResponderPageSettings } from '../features/public-tag/public-tag-state.ts';
export type {
  ResponderAnswer,
  UnlockAnswer,
  ContactAnswer,
} from '../features/public-tag/responder-answer.ts';

/** The state with the footer's time and check day written (UTC: the cached page is everyone's). */
export function withLastUpdatedText(state: PublicTagState): PublicTagState {
  const date = new Date(lastUpdatedIso(state.tag));
  const { checkedAt } = state.tag;
  return {
    ...state,
    lastUpdatedText: formatDateTime(date, state.language, { timeZone: 'UTC' }),
    checkedText: checkedAt ? formatDay(new Date(checkedAt), state.language) : undefined,
  };
}

/** The page as the server renders it; with `answer`, as one of its forms answered (never cached). */
export function renderPublicTagMarkup(state: PublicTagState, t: Translate, answer?: ResponderAnswer): string {
  const { tag, supportEmail, emergencyNumber, language, lastUpdatedText, checkedText } = state;
  const settings = { supportEmail, emergencyNumber, language, t };
  return renderToStaticMarkup(
    <PublicTagPage
      tag={tag}
      settings={settings}
      lastUpdatedText={lastUpdatedText}
      checkedText={checkedText}
      answer={answer}
    />,
  );
}

export function renderPublicTagNoticeMarkup(
  message: string,
  settings: ResponderPageSettings,
  detail?: string,
): string {
  return renderToStaticMarkup(<PublicTagNotice message={message} settings={settings} detail={detail} />);
}

/**
 * The owner's bar, for the server to put before the page's root: static, never hydrated,
 * in the parent's language (which may not be the page's).
 */
export function renderOwnerBarMarkup(tagId: string, language: Language, t: Translate): string {
  return renderToStaticMarkup(
    <I18nProvider language={language} t={t}>
      <OwnerBar tagId={tagId} />
    </I18nProvider>,
  );
}
