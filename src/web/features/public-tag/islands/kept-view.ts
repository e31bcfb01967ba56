// The parent's preview (`?view=responder`) stays a preview in another language: the cached page is
// everyone's, so its language links cannot carry it; they get it here.
import { RESPONDER_VIEW } from '#shared/client-routes.ts';

export function keepView(link: HTMLAnchorElement): void {
  if (new URLSearchParams(window.location.search).get('view') !== RESPONDER_VIEW) return;
  link.search = `${link.search}&view=${RESPONDER_VIEW}`;
}
