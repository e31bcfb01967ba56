// verifyPage: fr.
import type { Messages } from '../../catalogue-types.ts';
import type { verifyPageEn } from './en.ts';

export const verifyPageFr = {
  heading: 'Vérifiez votre adresse e-mail',
  intro: 'Nous avons envoyé un code à 6 chiffres à',
  codeLabel: 'Code de vérification',
  verifyButton: 'Vérifier',
  verifyPending: 'Vérification...',
  resendButton: 'Renvoyer le code',
  resendPending: 'Envoi...',
  spamNote: "Vous ne trouvez pas l'e-mail ? Regardez aussi dans vos spams.",
  validityNote: 'Le code est valable 24 heures.',
  okTitle: 'E-mail vérifié !',
  ok: 'Votre compte a bien été activé.',
  errorTitle: 'Échec de la vérification',
  error: "Le code saisi n'est pas valide ou a expiré.",
  resentTitle: 'E-mail envoyé',
  resent: 'Nous vous avons envoyé un nouveau code de vérification.',
  resendErrorTitle: 'Erreur',
  resendError: "Nous n'avons pas pu envoyer l'e-mail. Veuillez réessayer.",
  tooManyWrongCodes: 'Trop de tentatives erronées. Demandez un nouveau code.',
  resendTooSoon: 'Veuillez patienter une minute avant de demander un nouveau code.',
  tooManyAttempts: 'Trop de tentatives. Réessayez dans quelques minutes.',
  resendIn:
    'Vous pourrez demander un nouveau code dans {seconds, plural, one {# seconde} other {# secondes}}.',
} satisfies Messages<typeof verifyPageEn>;
