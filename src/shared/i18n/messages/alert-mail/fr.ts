// alertMail: fr.
import type { Messages } from '../../catalogue-types.ts';
import type { alertMailEn } from './en.ts';

export const alertMailFr = {
  // Issue 34: the child's photo for lost mode.
  photoIntro: 'La photo affichée sur la page tant que le mode perdu est activé :',
  hello: 'Bonjour {name},',
  helloUnnamed: 'Bonjour,',
  fact: '{label} : {value}',
  dashboardLink: 'Votre tableau de bord',
  historyLink: 'Historique des scans',

  opened: 'La page SafeKid de l’enfant {name} a été ouverte',
  openedUnnamed: 'La page SafeKid de votre enfant a été ouverte',
  lostSubject: 'Mode perdu : {subject}',
  testSubject: '[Essai] {subject}',
  testIntro: 'Ceci est une alerte d’essai : personne n’a ouvert la page. Une vraie alerte ressemble à ceci.',
  lostIntro: 'Le tag est en mode perdu : chaque ouverture est signalée immédiatement.',
  when: 'Quand',
  device: 'Appareil',
  language: 'Langue',
  languageName: '{name} ({code})',
  whyLost:
    'Vous recevez cet e-mail parce que le tag est en mode perdu : tant qu’il l’est, chaque ouverture vous est envoyée par e-mail, même si les alertes de scan sont désactivées.',
  whyTestOff:
    'Les alertes de scan sont désactivées pour ce tag : les vraies ouvertures ne vous sont pas envoyées par e-mail tant que vous ne les activez pas dans votre tableau de bord (en mode perdu, elles le sont toujours).',
  whyOn:
    'Vous recevez cet e-mail parce que les alertes de scan sont activées pour ce tag ; vous pouvez les désactiver dans votre tableau de bord.',

  openedMore:
    'La page SafeKid de l’enfant {name} a été ouverte {count, plural, one {une fois de plus} other {# fois de plus}}',
  openedMoreUnnamed:
    'La page SafeKid de votre enfant a été ouverte {count, plural, one {une fois de plus} other {# fois de plus}}',
  moreOpenings: '… et {count, plural, one {# ouverture de plus} other {# ouvertures de plus}} {range}.',
  rangeAt: 'à {time} le {date} ({zone})',
  rangeSameDay: 'entre {from} et {to} le {date} ({zone})',
  rangeDays: 'entre le {from} et le {to} ({zone})',
  latest: 'La dernière : {device}, {language}.',
  summaryBudget:
    'Pour qu’un afflux d’ouvertures ne noie pas votre boîte mail, chaque tag envoie au maximum {budget} alertes par heure et résume les autres dans un seul e-mail comme celui-ci. Les messages des personnes qui ont trouvé votre enfant vous sont toujours envoyés séparément.',

  locationSubject: 'Position partagée depuis la page SafeKid de l’enfant {name}',
  locationSubjectUnnamed: 'Position partagée depuis la page SafeKid de votre enfant',
  locationIntro:
    'La personne qui a ouvert la page SafeKid de l’enfant {name} a partagé sa position avec vous le {time}.',
  locationIntroUnnamed:
    'La personne qui a ouvert la page SafeKid de votre enfant a partagé sa position avec vous le {time}.',
  contactSubject: 'Rappelez la personne qui a trouvé {name}',
  contactSubjectUnnamed: 'Rappelez la personne qui a trouvé votre enfant',
  contactIntro:
    'La personne qui a ouvert la page SafeKid de l’enfant {name} a laissé un numéro pour que vous la rappeliez, le {time}.',
  contactIntroUnnamed:
    'La personne qui a ouvert la page SafeKid de votre enfant a laissé un numéro pour que vous la rappeliez, le {time}.',
  coordinates: 'Coordonnées',
  accuracy: 'à environ {metres, plural, one {# mètre} other {# mètres}} près',
  map: 'Carte',
  mapLink: 'Ouvrir la carte sur OpenStreetMap',
  name: 'Nom',
  phone: 'Téléphone',
  message: 'Message',
  everyScan: 'Voir tous les scans',
  heldSubject:
    '{count, plural, one {# message} other {# messages}} de personnes ayant ouvert la page SafeKid de l’enfant {name}',
  heldSubjectUnnamed:
    '{count, plural, one {# message} other {# messages}} de personnes ayant ouvert la page SafeKid de votre enfant',
  heldIntro:
    'Des personnes qui ont ouvert la page SafeKid de l’enfant {name} vous ont envoyé {count, plural, one {ce message} other {ces # messages}}. Pour qu’un afflux ne noie pas votre boîte mail, chaque tag envoie au maximum {budget} messages par heure séparément et les autres ensemble, comme ici.',
  heldIntroUnnamed:
    'Des personnes qui ont ouvert la page SafeKid de votre enfant vous ont envoyé {count, plural, one {ce message} other {ces # messages}}. Pour qu’un afflux ne noie pas votre boîte mail, chaque tag envoie au maximum {budget} messages par heure séparément et les autres ensemble, comme ici.',
  heldLocation: 'Position partagée le {time}',
  heldContact: 'Numéro de rappel laissé le {time}',

  orderSubject: 'Votre commande SafeKid Tag {orderNumber}',
  orderThanks: 'Merci pour votre commande SafeKid Tag. Nous avons bien reçu votre paiement.',
  orderNumber: 'Numéro de commande',
  amountPaid: 'Montant payé',
  shipTo: 'Nous expédierons {quantity, plural, one {votre bracelet} other {vos # bracelets}} à :',
  shipToPayPal: 'l’adresse que vous avez indiquée à PayPal',
  activate:
    '{quantity, plural, one {À sa réception, activez-le en ligne avec le code imprimé à l’intérieur du bracelet.} other {À leur réception, activez chacun en ligne avec le code imprimé à l’intérieur.}}',
  questions: 'Des questions ? Écrivez à {email} en indiquant votre numéro de commande.',
} satisfies Messages<typeof alertMailEn>;
