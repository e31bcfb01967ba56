// The PIN box: what cannot be a PIN is answered here and never sent, so it uses up none of the tag's
// tries (the server would refuse it the same way, without counting it either).
import { TAG_PIN_PATTERN } from '#shared/constants.ts';
import { typedPin } from '#shared/tag-pin.ts';

export function checkPin(form: HTMLFormElement): boolean {
  const input = form.elements.namedItem('pin');
  if (!(input instanceof HTMLInputElement) || TAG_PIN_PATTERN.test(typedPin(input.value))) return true;
  input.setAttribute('aria-invalid', 'true');
  const status = document.getElementById(`${form.dataset.part}-status`);
  if (status) status.textContent = form.dataset.pinDigits ?? '';
  input.focus();
  return false;
}
