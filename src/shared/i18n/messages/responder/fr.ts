// responder: The responder's pages in French (moved from responder-text.fr.ts).
import type { Messages } from '../../catalogue-types.ts';
import type { responderEn } from './en.ts';

export const responderFr = {
  // Issue 34: the child's photo for lost mode.
  photoAlt: 'Photo de {childName}',
  photoAltUnnamed: 'Photo de l’enfant',
  page: {
    privacy: 'Politique de confidentialité',
    language: 'Langue',
  },
  calls: {
    emergencyNumber: 'Appeler le {number}',
    field: 'Appeler {title}',
  },
  notices: {
    unknownTitle: 'Bracelet introuvable',
    unknown:
      'Aucun bracelet SafeKid ne correspond à ce code. Veuillez vérifier le code imprimé sur le bracelet.',
    inactiveTitle: 'Bracelet désactivé',
    inactive: 'Ce bracelet n’est plus actif. Veuillez contacter le propriétaire du bracelet.',
    unavailable:
      'La page ne peut pas être chargée pour le moment. Veuillez réessayer dans quelques instants.',
    tooManyLookups:
      '{count, plural, one {Trop de tentatives. Veuillez patienter # seconde, puis réessayer.} other {Trop de tentatives. Veuillez patienter # secondes, puis réessayer.}}',
    tooManyLookupsMinutes:
      '{count, plural, one {Trop de tentatives. Veuillez patienter # minute, puis réessayer.} other {Trop de tentatives. Veuillez patienter # minutes, puis réessayer.}}',
    enterCode: 'Saisir un code',
  },
  notSetUp: {
    title: 'Ce bracelet n’est pas encore configuré',
    body: 'Si vous avez trouvé un enfant qui le porte, appelez le numéro d’urgence.',
  },
  typedCode: {
    heading: 'Saisissez le code imprimé sur le bracelet',
    label: 'Code',
    submit: 'Afficher les informations d’urgence',
    pending: 'Recherche en cours...',
    empty: 'Veuillez saisir le code.',
    wrongLength:
      '{count, plural, one {Le code comporte # caractère. Veuillez vérifier votre saisie.} other {Le code comporte # caractères. Veuillez vérifier votre saisie.}}',
    wrongCharacters: 'Le code ne contient que des lettres et des chiffres. Veuillez vérifier votre saisie.',
  },
  tooManyShares:
    '{count, plural, one {Les parents viennent de recevoir de nombreux messages depuis cette page. Veuillez patienter # minute avant d’envoyer à nouveau, ou appelez-les.} other {Les parents viennent de recevoir de nombreux messages depuis cette page. Veuillez patienter # minutes avant d’envoyer à nouveau, ou appelez-les.}}',
  location: {
    share: 'Partager ma position avec les parents',
    sharing: 'Envoi de votre position...',
    sent: 'Votre position a été envoyée aux parents.',
    failed: 'Votre position n’a pas pu être envoyée. Veuillez réessayer.',
    denied:
      'L’accès à votre position n’a pas été autorisé. Vous pouvez tout de même envoyer votre numéro de téléphone aux parents.',
  },
  phoneNumber: {
    open: 'Envoyer mon numéro de téléphone aux parents',
    nameLabel: 'Votre nom',
    phoneLabel: 'Votre numéro de téléphone',
    messageLabel: 'Message (facultatif)',
    send: 'Envoyer',
    sending: 'Envoi en cours...',
    sent: 'Votre numéro de téléphone a été envoyé aux parents.',
    failed: 'Votre numéro de téléphone n’a pas pu être envoyé. Veuillez réessayer.',
    nameRequired: 'Veuillez saisir votre nom.',
    phoneInvalid: 'Veuillez saisir un numéro de téléphone auquel les parents peuvent vous rappeler.',
    messageOver:
      "{count, plural, one {# caractère en trop. Rien n'a été coupé : raccourcissez le message pour l'envoyer.} other {# caractères en trop. Rien n'a été coupé : raccourcissez le message pour l'envoyer.}}",
  },
  lostChild: {
    title: 'ENFANT DISPARU',
    body: 'Les parents ont signalé la disparition de cet enfant. Veuillez rester avec l’enfant et appeler les parents ou le numéro d’urgence.',
    call: 'Appeler les parents : {phone}',
    message: 'Message des parents',
  },
  protectedFields: {
    more: 'Plus d’informations',
    intro: 'Les parents ont protégé d’autres informations par un code PIN.',
    pinLabel: 'Code PIN',
    show: 'Afficher',
    checking: 'Vérification en cours...',
    wrongPin: 'Code PIN incorrect. Veuillez réessayer.',
    pinDigits: 'Le code PIN comporte 8 chiffres (6 sur les cartes plus anciennes). Veuillez tous les saisir.',
    tooManyTries:
      '{count, plural, one {Trop de tentatives incorrectes. Veuillez patienter # minute, puis réessayer.} other {Trop de tentatives incorrectes. Veuillez patienter # minutes, puis réessayer.}}',
  },
  templateTitles: {
    'Emergency Contact': 'Contact d’urgence',
    'Home Address': 'Adresse du domicile',
    Allergies: 'Allergies',
    'Blood Type': 'Groupe sanguin',
    Medications: 'Médicaments',
    'Doctor Info': 'Médecin traitant',
    'Special Notes': 'Remarques particulières',
  },
} satisfies Messages<typeof responderEn>;
