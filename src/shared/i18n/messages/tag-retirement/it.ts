// tagRetirement: it.
import type { Messages } from '../../catalogue-types.ts';
import type { tagRetirementEn } from './en.ts';

export const tagRetirementIt = {
  deactivated: 'Disattivato',
  deactivate: 'Disattiva',
  deactivateTitle: 'Disattivare questo tag?',
  deactivateDescription:
    'La sua pagina smette subito di funzionare: chi scansiona questo braccialetto vede che il tag non è più attivo e tu non ricevi più avvisi di scansione. I dati del bambino restano qui, così puoi spostarli su un nuovo braccialetto. Un braccialetto disattivato non si può più usare.',
  deactivateConfirm: 'Disattiva il tag',
  deactivating: 'Disattivazione...',
  deactivatedTitle: 'Tag disattivato',
  move: 'Sposta su un nuovo braccialetto',
  moveTitle: 'Sposta su un nuovo braccialetto',
  moveDescription:
    'Digita il codice stampato sul nuovo braccialetto. I dati del bambino, le informazioni di emergenza, il PIN, l’impostazione degli avvisi e la cronologia delle scansioni passano al nuovo braccialetto, e questo smette di funzionare per sempre.',
  codeLabel: 'Codice del nuovo braccialetto',
  moveConfirm: 'Sposta il profilo',
  moving: 'Spostamento del profilo...',
  movedTitle: 'Profilo spostato',
  movedDescription: 'Il nuovo braccialetto {code} ora mostra la pagina di tuo figlio.',
  failedTitle: 'Non ha funzionato',
  failedFallback: 'Riprova.',
  cancel: 'Annulla',
  sameBracelet:
    'Questo è il codice del braccialetto da cui stai spostando il profilo. Digita il codice stampato sul nuovo braccialetto.',
} satisfies Messages<typeof tagRetirementEn>;
