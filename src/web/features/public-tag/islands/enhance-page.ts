// Every island of the public page (issue 35), run over the server's HTML: by the page's own script
// (entry-tag.ts), and by the in-app route on the same HTML fetched from the server.
import { keepView } from './kept-view.ts';
import { showLocalTime } from './local-time.ts';
import { enhanceLocation } from './location-share.ts';
import { checkMessage, countMessage } from './message-count.ts';
import { checkPin } from './pin-check.ts';
import { CLOSED } from '../components/share-button.ts';
import { enhanceForm } from './swap-form.ts';

/** The elements under `root` that match, and `root` itself (a replaced part is the form itself). */
const each = <E extends Element>(root: ParentNode, selector: string, enhance: (element: E) => void) => {
  if (root instanceof Element && root.matches(selector)) enhance(root as E);
  for (const element of root.querySelectorAll<E>(selector)) enhance(element);
};

/** The forms' parts, on the page and in every answer that replaces one. */
function enhanceParts(root: ParentNode): void {
  each<HTMLFormElement>(root, 'form[data-part]', (form) =>
    enhanceForm(form, enhanceParts, (sent) => checkPin(sent) && checkMessage(sent)),
  );
  each<HTMLTextAreaElement>(root, 'textarea[data-count]', countMessage);
}

/** Opens and closes the part the button names (the call-back form). */
function enhanceOpener(button: HTMLButtonElement): void {
  button.addEventListener('click', () => {
    const part = document.getElementById(button.dataset.opens ?? '');
    if (!part) return;
    const open = part.toggleAttribute(CLOSED) === false;
    button.setAttribute('aria-expanded', String(open));
  });
}

/** Pages already enhanced: React's development mode runs the in-app route's effect twice. */
const enhancedPages = new WeakSet<ParentNode>();

export function enhancePublicPage(root: ParentNode): void {
  if (enhancedPages.has(root)) return;
  enhancedPages.add(root);
  enhanceParts(root);
  each(root, 'button[data-locate]', enhanceLocation);
  each(root, 'button[data-opens]', enhanceOpener);
  each(root, 'time[data-local-time]', showLocalTime);
  each(root, 'a[data-language-link]', keepView);
  // The buttons the server rendered disabled (nothing ran them yet) now work.
  each<HTMLButtonElement>(
    root,
    'button[data-locate], button[data-opens]',
    (button) => (button.disabled = false),
  );
}
