// tagRetirement: de.
import type { Messages } from '../../catalogue-types.ts';
import type { tagRetirementEn } from './en.ts';

export const tagRetirementDe = {
  deactivated: 'Deaktiviert',
  deactivate: 'Deaktivieren',
  deactivateTitle: 'Diesen Tag deaktivieren?',
  deactivateDescription:
    'Seine Seite funktioniert sofort nicht mehr: Wer dieses Armband scannt, sieht, dass der Tag nicht mehr aktiv ist, und Sie erhalten keine Scan-Benachrichtigungen mehr. Die Angaben zum Kind bleiben hier, damit Sie sie auf ein neues Armband übertragen können. Ein deaktiviertes Armband kann nicht wieder verwendet werden.',
  deactivateConfirm: 'Tag deaktivieren',
  deactivating: 'Wird deaktiviert...',
  deactivatedTitle: 'Tag deaktiviert',
  move: 'Auf ein neues Armband übertragen',
  moveTitle: 'Auf ein neues Armband übertragen',
  moveDescription:
    'Geben Sie den Code ein, der auf dem neuen Armband steht. Die Angaben zum Kind, die Notfallinformationen, die PIN, die Benachrichtigungseinstellung und der Scan-Verlauf gehen darauf über, und dieses Armband funktioniert endgültig nicht mehr.',
  codeLabel: 'Code des neuen Armbands',
  moveConfirm: 'Profil übertragen',
  moving: 'Profil wird übertragen...',
  movedTitle: 'Profil übertragen',
  movedDescription: 'Das neue Armband {code} zeigt jetzt die Seite Ihres Kindes.',
  failedTitle: 'Das hat nicht funktioniert',
  failedFallback: 'Bitte versuchen Sie es erneut.',
  cancel: 'Abbrechen',
  sameBracelet:
    'Das ist der Code des Armbands, von dem Sie das Profil übertragen. Bitte geben Sie den Code ein, der auf dem neuen Armband steht.',
} satisfies Messages<typeof tagRetirementEn>;
