// Server rendering of the public tag page: the server's only door into src/web (ARCHITECTURE.md).
// It answers markup for <div id="root">; the server wraps it in the document.
import { renderToString } from 'react-dom/server';
import { PublicTagNotice } from '../features/public-tag/components/public-tag-notice.tsx';
import { PublicTagPage } from '../features/public-tag/components/public-tag-page.tsx';
import type { PublicTagState } from '../features/public-tag/public-tag-state.ts';

export { PUBLIC_TAG_STATE_ID, type PublicTagState } from '../features/public-tag/public-tag-state.ts';

export function renderPublicTagMarkup(state: PublicTagState): string {
  return renderToString(<PublicTagPage tag={state.tag} supportEmail={state.supportEmail} />);
}

export function renderPublicTagNoticeMarkup(message: string, supportEmail: string): string {
  return renderToString(<PublicTagNotice message={message} supportEmail={supportEmail} />);
}
