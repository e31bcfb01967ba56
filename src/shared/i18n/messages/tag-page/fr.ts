// tagPage: fr.
import type { Messages } from '../../catalogue-types.ts';
import type { tagPageEn } from './en.ts';

export const tagPageFr = {
  // Issue 34: the child's photo for lost mode.
  photoHeading: 'Photo pour le mode perdu',
  photoIntro: 'Affichée sur la page d’urgence uniquement tant que le mode perdu est activé.',
  photoLabel: 'Choisir une photo',
  photoCurrent: 'La photo actuelle',
  photoNone: 'Pas encore de photo.',
  photoRemove: 'Supprimer la photo',
  photoSaved: 'Photo enregistrée',
  photoRemoved: 'Photo supprimée',
  photoFailed: 'Photo non enregistrée',
  statusActive: 'Actif',
  statusLost: 'Perdu',
  statusNoBracelet: 'Aucun bracelet associé',
  manage: 'Gérer',
  manageLabel: 'Gérer le bracelet de {childName}',
  loading: 'Chargement du bracelet...',
  shareHeading: 'Imprimer et partager',
  shareIntro: "Le QR code et la carte imprimée ouvrent la même page d'urgence que le bracelet.",
  shareNotConfigured:
    "Ajoutez d'abord le prénom de l'enfant ou un champ d'urgence : vous aurez alors une page à partager.",
  pinHeading: 'PIN',
  pinIntro:
    "Les champs protégés n'apparaissent sur la page d'urgence qu'une fois ce PIN saisi. Il est imprimé sur la carte.",
  alertsHeading: 'Alertes de scan',
  alertsIntro: "Un e-mail chaque fois que quelqu'un ouvre la page d'urgence.",
  historyHeading: 'Historique',
  braceletHeading: 'Bracelet',
  braceletLinked:
    'Ce profil est sur un bracelet. Si le bracelet est perdu ou cassé, transférez le profil sur un nouveau bracelet.',
  braceletNotLinked:
    "Aucun bracelet n'est encore associé à ce profil : sa page, son QR code et la carte imprimée fonctionnent, mais aucun bracelet ne l'ouvre. Saisissez le code imprimé sur un bracelet pour l'associer.",
  linkBracelet: 'Associer un bracelet',
  linkTitle: 'Associer un bracelet',
  linkDescription:
    "Saisissez le code imprimé sur le bracelet. Les données de l'enfant, les informations d'urgence, le PIN, le réglage des alertes et l'historique des scans y sont transférés.",
  linkCodeLabel: 'Code imprimé sur le bracelet',
  linkConfirm: 'Associer le bracelet',
  linkedTitle: 'Bracelet associé',
  linkedDescription: 'Le bracelet {code} affiche maintenant la page de votre enfant.',
  dangerHeading: 'Zone de danger',
  dangerIntro: 'La désactivation est définitive : la page cesse immédiatement de fonctionner.',
  deactivatedNotice:
    'Ce bracelet est désactivé : sa page ne fonctionne plus. Vous pouvez toujours transférer le profil sur un nouveau bracelet.',
} satisfies Messages<typeof tagPageEn>;
