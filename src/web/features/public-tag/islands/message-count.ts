// The call-back message's count as the responder types or pastes: "123 / 500", and over the limit how
// many characters too many (in the words the server wrote into the page). Over it, the form is not sent.
import { fillPlural, type PluralTemplates } from '#shared/i18n/plural-templates.ts';

function overBy(box: HTMLTextAreaElement): number {
  return box.value.trim().length - Number(box.dataset.max);
}

export function countMessage(box: HTMLTextAreaElement): void {
  const show = () => {
    const count = document.getElementById(box.dataset.count ?? '');
    if (!count) return;
    const over = overBy(box);
    const templates = JSON.parse(box.dataset.over ?? '{}') as PluralTemplates;
    count.textContent =
      over > 0
        ? fillPlural(templates, over, document.documentElement.lang)
        : `${box.value.trim().length} / ${box.dataset.max}`;
    count.className = (over > 0 ? box.dataset.overClass : box.dataset.countClass) ?? '';
    if (over > 0) box.setAttribute('aria-invalid', 'true');
    else box.removeAttribute('aria-invalid');
  };
  box.addEventListener('input', show);
}

/** The form's check: a message over the limit keeps the form here, the box focused. */
export function checkMessage(form: HTMLFormElement): boolean {
  const box = form.querySelector<HTMLTextAreaElement>('textarea[data-count]');
  if (!box || overBy(box) <= 0) return true;
  box.focus();
  return false;
}
