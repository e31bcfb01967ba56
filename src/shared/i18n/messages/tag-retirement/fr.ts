// tagRetirement: fr.
import type { Messages } from '../../catalogue-types.ts';
import type { tagRetirementEn } from './en.ts';

export const tagRetirementFr = {
  deactivated: 'Désactivé',
  deactivate: 'Désactiver',
  deactivateTitle: 'Désactiver ce bracelet ?',
  deactivateDescription:
    "Sa page cesse immédiatement de fonctionner : toute personne qui scanne ce bracelet voit qu'il n'est plus actif, et vous ne recevez plus d'alertes de scan. Les données de l'enfant restent ici pour que vous puissiez les transférer sur un nouveau bracelet. Un bracelet désactivé ne peut plus être réutilisé.",
  deactivateConfirm: 'Désactiver le bracelet',
  deactivating: 'Désactivation...',
  deactivatedTitle: 'Bracelet désactivé',
  move: 'Transférer sur un nouveau bracelet',
  moveTitle: 'Transférer sur un nouveau bracelet',
  moveDescription:
    "Saisissez le code imprimé sur le nouveau bracelet. Les données de l'enfant, les informations d'urgence, le PIN, le réglage des alertes et l'historique des scans y sont transférés, et ce bracelet cesse définitivement de fonctionner.",
  codeLabel: 'Code du nouveau bracelet',
  moveConfirm: 'Transférer le profil',
  moving: 'Transfert du profil...',
  movedTitle: 'Profil transféré',
  movedDescription: 'Le nouveau bracelet {code} affiche maintenant la page de votre enfant.',
  failedTitle: "Cela n'a pas fonctionné",
  failedFallback: 'Veuillez réessayer.',
  cancel: 'Annuler',
  sameBracelet:
    "C'est le code du bracelet dont vous transférez le profil. Saisissez le code imprimé sur le nouveau bracelet.",
} satisfies Messages<typeof tagRetirementEn>;
