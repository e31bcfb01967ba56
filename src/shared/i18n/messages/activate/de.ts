// activate: de.
import type { Messages } from '../../catalogue-types.ts';
import type { activateEn } from './en.ts';

export const activateDe = {
  heading: 'Aktivieren Sie Ihren SafeKid Tag',
  intro: 'Geben Sie den eindeutigen Code ein, der auf Ihrem NFC-Armband steht',
  codeLabel: 'Tag-Code',
  codePlaceholder: 'TAG-CODE-EINGEBEN',
  hintTitle: 'Wo Sie Ihren Code finden:',
  hint: 'Suchen Sie den 4- bis 12-stelligen Code, der innen auf Ihrem Armband oder auf der Verpackung aufgedruckt ist.',
  button: 'Tag aktivieren',
  pending: 'Wird aktiviert...',
  failedTitle: 'Aktivierung fehlgeschlagen',
  failedFallback: 'Der Tag konnte nicht aktiviert werden',
  okTitle: 'Tag aktiviert!',
  ok: 'Ihr SafeKid Tag wurde erfolgreich aktiviert.',
} satisfies Messages<typeof activateEn>;
