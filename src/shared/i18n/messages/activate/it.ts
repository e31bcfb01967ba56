// activate: it.
import type { Messages } from '../../catalogue-types.ts';
import type { activateEn } from './en.ts';

export const activateIt = {
  heading: 'Attiva il tuo SafeKid Tag',
  intro: 'Inserisci il codice univoco che trovi sul tuo braccialetto NFC',
  codeLabel: 'Codice del tag',
  codePlaceholder: 'INSERISCI-CODICE',
  hintTitle: 'Dove trovare il codice:',
  hint: 'Cerca il codice di 4-12 caratteri stampato all’interno del braccialetto o sulla confezione.',
  button: 'Attiva il tag',
  pending: 'Attivazione...',
  failedTitle: 'Attivazione non riuscita',
  failedFallback: 'Impossibile attivare il tag',
  okTitle: 'Tag attivato!',
  ok: 'Il tuo SafeKid Tag è stato attivato.',
} satisfies Messages<typeof activateEn>;
