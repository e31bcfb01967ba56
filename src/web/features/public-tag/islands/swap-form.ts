// The page's forms, posted by the page itself (issue 35): the server answers the whole page, as it
// does for a browser without script, and only the form's part is replaced. The address, the scroll
// and whatever else the responder opened stay; a reload shows the page as it was (nothing unlocked).

/** Run before sending: false keeps the form here (the check has said why). */
export type FormCheck = (form: HTMLFormElement) => boolean;

/** The form's part: its answer's copy replaces it, and is enhanced like the page was. */
export function enhanceForm(
  form: HTMLFormElement,
  enhance: (part: Element) => void,
  check?: FormCheck,
): void {
  let sending = false;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (sending || (check && !check(form))) return;
    sending = true;
    void send(form, enhance).finally(() => (sending = false));
  });
}

async function send(form: HTMLFormElement, enhance: (part: Element) => void): Promise<void> {
  const { part: partId = '', busy, failed = '' } = form.dataset;
  const button = form.querySelector<HTMLButtonElement>('button[type=submit]');
  const label = button?.textContent ?? '';
  if (button) {
    button.disabled = true;
    if (busy) button.textContent = busy;
  }
  const fields = [...new FormData(form)].map(([name, value]) => [name, String(value)]);
  try {
    const answer = await fetch(form.action, { method: 'POST', body: new URLSearchParams(fields) });
    const page = new DOMParser().parseFromString(await answer.text(), 'text/html');
    const next = page.getElementById(partId);
    const part = document.getElementById(partId);
    // Another page (the database is away, the tag was just deactivated): this one stays, saying so.
    if (!next || !part) throw new Error('no part');
    part.replaceWith(next);
    enhance(next);
    next.querySelector<HTMLElement>('[aria-invalid=true]')?.focus();
  } catch {
    if (button) {
      button.disabled = false;
      button.textContent = label;
    }
    const status = document.getElementById(`${partId}-status`);
    if (status) status.textContent = failed;
  }
}
