// account: fr.
import type { Messages } from '../../catalogue-types.ts';
import type { accountEn } from './en.ts';

export const accountFr = {
  heading: 'Mon compte',
  loading: 'Chargement de votre compte...',
  loadError: 'Impossible de charger votre compte. Veuillez actualiser la page et réessayer.',
  detailsHeading: 'Vos informations',
  name: 'Nom',
  noName: 'Non renseigné',
  email: 'E-mail',
  timeZone: 'Fuseau horaire',
  timeZoneHint:
    'Les alertes de scan affichent les heures dans ce fuseau. Il suit le navigateur avec lequel vous vous connectez.',
  noTimeZone: "UTC (aucun fuseau horaire transmis pour l'instant)",
  passwordHeading: 'Changer le mot de passe',
  passwordIntro:
    'Tous les autres appareils connectés à votre compte sont déconnectés ; celui-ci reste connecté.',
  currentPassword: 'Mot de passe actuel',
  newPassword: 'Nouveau mot de passe',
  changePassword: 'Changer le mot de passe',
  changingPassword: 'Modification...',
  passwordChangedTitle: 'Mot de passe changé',
  passwordChanged: 'Vos autres appareils ont été déconnectés.',
  passwordFailedTitle: 'Mot de passe non changé',
  passwordRequired: 'Veuillez saisir votre mot de passe actuel',
  wrongPassword: "Le mot de passe n'est pas correct.",
  consentsHeading: 'Consentements donnés',
  consentsIntro:
    'Chaque fois que vous avez accepté que ce que vous saisissez pour un enfant soit affiché à toute personne qui scanne le bracelet.',
  noConsents: "Aucun consentement enregistré pour l'instant.",
  consentItem: 'Politique de confidentialité version {version}, {when}',
  exportHeading: 'Télécharger mes données',
  exportIntro:
    'Un fichier JSON avec votre compte, chaque tag avec ses champs et son code PIN, les scans et ce que les secouristes ont envoyé, les consentements et les commandes passées avec votre e-mail.',
  exportButton: 'Télécharger mes données',
  deleteHeading: 'Supprimer mon compte',
  deleteWarning:
    "Cela efface votre compte, les informations et champs de vos enfants, l'historique des scans et les consentements. Vos bracelets cessent définitivement de fonctionner : quiconque les scanne voit seulement que le tag n'est plus actif. Cette action est irréversible.",
  deletePassword: 'Votre mot de passe',
  deleteButton: 'Supprimer mon compte',
  deleting: 'Suppression...',
  deletedTitle: 'Compte supprimé',
  deleted: 'Votre compte a été supprimé. Une confirmation vous a été envoyée par e-mail.',
  deleteFailedTitle: 'Compte non supprimé',
  failedFallback: "Une erreur s'est produite. Veuillez réessayer.",
  deletedMailSubject: 'Votre compte SafeKid Tag a été supprimé',
  passwordChangedMailSubject: 'Votre mot de passe SafeKid Tag a été modifié',
} satisfies Messages<typeof accountEn>;
