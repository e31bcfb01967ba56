// lostMode: fr.
import type { Messages } from '../../catalogue-types.ts';
import type { lostModeEn } from './en.ts';

export const lostModeFr = {
  open: 'Mode perdu',
  dialogTitle: 'Signaler cet enfant comme perdu',
  dialogDescription:
    "Tant que le mode est actif, la page s'ouvre avec votre message et un bouton qui appelle votre numéro, et chaque ouverture vous est signalée immédiatement par e-mail, même si les alertes de scan sont désactivées. Il se désactive tout seul après la durée choisie.",
  messageLabel: 'Message pour la personne qui trouve votre enfant',
  messagePlaceholder: "Je suis perdu. Merci d'appeler mon papa.",
  phoneLabel: 'Numéro de téléphone à appeler',
  hoursLabel: 'Pendant combien de temps',
  hours: {
    '4': '4 heures',
    '24': '24 heures',
    '72': '3 jours',
  },
  start: 'Activer le mode perdu',
  starting: 'Activation...',
  cancel: 'Annuler',
  lostUntil: "Perdu jusqu'à {time}",
  callsNumber: 'Il est demandé à la personne qui le trouve d’appeler le {phone}',
  end: 'Arrêter le mode perdu',
  ending: 'Arrêt...',
  endTitle: 'Arrêter le mode perdu ?',
  endDescription:
    "Le bandeau avec votre message et votre numéro disparaît immédiatement de la page, et les scans ne vous sont plus signalés immédiatement par e-mail. Ne l'arrêtez que lorsque votre enfant est en sécurité.",
  startedTitle: 'Le mode perdu est activé',
  endedTitle: 'Le mode perdu est désactivé',
  failedTitle: "Le mode perdu n'a pas pu être modifié",
  failedFallback: 'Veuillez réessayer.',
  messageRequired: 'Écrivez un message pour la personne qui trouve votre enfant.',
  messageTooLong: 'Le message peut contenir au maximum {max} caractères.',
  messageCount: '{length} / {max} caractères',
  messageOver:
    "{extra, plural, one {# caractère en trop.} other {# caractères en trop.}} Rien n'a été coupé : raccourcissez le message pour l'envoyer.",
  phoneInvalid:
    'Saisissez un numéro de téléphone de 3 à 15 chiffres (espaces et + ( ) - . autorisés entre les chiffres).',
  hoursInvalid: 'Choisissez 4 heures, 24 heures ou 3 jours.',
} satisfies Messages<typeof lostModeEn>;
