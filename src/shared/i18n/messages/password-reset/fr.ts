// passwordReset: fr.
import type { Messages } from '../../catalogue-types.ts';
import type { passwordResetEn } from './en.ts';

export const passwordResetFr = {
  forgotLink: 'Mot de passe oublié ?',
  forgotHeading: 'Vous avez oublié votre mot de passe ?',
  forgotIntro:
    "Saisissez l'adresse e-mail de votre compte. Nous vous enverrons un lien pour choisir un nouveau mot de passe.",
  forgotButton: 'Envoyer le lien',
  forgotPending: 'Envoi...',
  forgotFailedTitle: 'Demande non envoyée',
  forgotAccepted:
    'Si un compte existe pour cette adresse e-mail, nous lui avons envoyé un lien pour choisir un nouveau mot de passe. Le lien fonctionne une seule fois, pendant 1 heure.',
  forgotSentTitle: 'Consultez vos e-mails',
  forgotSpamNote:
    "Pas d'e-mail après quelques minutes ? Regardez dans vos spams ou faites une nouvelle demande.",
  forgotAgain: 'Utiliser une autre adresse e-mail',
  backToSignIn: 'Retour à la connexion',
  resetHeading: 'Choisir un nouveau mot de passe',
  resetIntro:
    'Choisissez un nouveau mot de passe. Tous les appareils connectés à votre compte seront déconnectés.',
  newPasswordLabel: 'Nouveau mot de passe',
  confirmPasswordLabel: 'Confirmer le nouveau mot de passe',
  passwordsDiffer: 'Les deux mots de passe ne sont pas identiques',
  resetButton: 'Enregistrer le nouveau mot de passe',
  resetPending: 'Enregistrement...',
  resetOkTitle: 'Mot de passe modifié',
  resetOk: 'Connectez-vous avec votre nouveau mot de passe.',
  resetFailedTitle: 'Mot de passe non modifié',
  invalidLink: "Ce lien n'est pas valide, a expiré ou a déjà été utilisé. Veuillez en demander un nouveau.",
  requestNewLink: 'Demander un nouveau lien',
  invalidNext: "La page de retour n'est pas valide.",
  mailSubject: 'Choisissez un nouveau mot de passe pour votre compte SafeKid Tag',
  mailIntro:
    "quelqu'un (nous espérons que c'est vous) a demandé un nouveau mot de passe pour le compte SafeKid Tag {email}.",
  mailAction: 'Choisir un nouveau mot de passe',
  mailValidity:
    'Le lien fonctionne une seule fois, pendant 1 heure. Choisir un nouveau mot de passe déconnecte tous les appareils.',
  mailIgnore: "Si vous n'avez rien demandé, ignorez cet e-mail : votre mot de passe reste inchangé.",
} satisfies Messages<typeof passwordResetEn>;
