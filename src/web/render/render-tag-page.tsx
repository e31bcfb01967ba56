// Server rendering of the public tag page: the server's only door into src/web (docs/ARCHITECTURE.md).
// It answers markup for <div id="root"> (and the owner's bar beside it); the server wraps it in the document.
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { formatDateTime } from '#shared/i18n/format-date.ts';
import { OwnerBar } from '../features/public-tag/components/owner-bar.tsx';
import { PublicTagNotice } from '../features/public-tag/components/public-tag-notice.tsx';
import { lastUpdatedIso, PublicTagPage } from '../features/public-tag/components/public-tag-page.tsx';
import type { PublicTagState, ResponderPageSettings } from '../features/public-tag/public-tag-state.ts';

export { NEEDS_SCRIPT } from '../features/public-tag/components/responder-shares.tsx';
export {
  PUBLIC_TAG_STATE_ID,
  type PublicTagState,
  type ResponderPageSettings,
} from '../features/public-tag/public-tag-state.ts';

/** The state as the page embeds it: with the footer time already written (UTC), for hydration. */
export function withLastUpdatedText(state: PublicTagState): PublicTagState {
  const date = new Date(lastUpdatedIso(state.tag));
  return { ...state, lastUpdatedText: formatDateTime(date, state.language, { timeZone: 'UTC' }) };
}

export function renderPublicTagMarkup(state: PublicTagState): string {
  return renderToString(
    <PublicTagPage tag={state.tag} settings={state} lastUpdatedText={state.lastUpdatedText} />,
  );
}

export function renderPublicTagNoticeMarkup(
  message: string,
  settings: ResponderPageSettings,
  detail?: string,
): string {
  return renderToString(<PublicTagNotice message={message} settings={settings} detail={detail} />);
}

/** The owner's bar (issue 13), for the server to put before the page's root: static, never hydrated. */
export function renderOwnerBarMarkup(tagId: string): string {
  return renderToStaticMarkup(<OwnerBar tagId={tagId} />);
}
