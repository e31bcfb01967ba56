// freshness: fr.
import type { Messages } from '../../catalogue-types.ts';
import type { freshnessEn } from './en.ts';

export const freshnessFr = {
  subject: 'Les informations de {childName} sont-elles toujours exactes ?',
  subjectUnnamed: 'Les informations de votre enfant sont-elles toujours exactes ?',
  intro: 'Un parent a vérifié ces informations pour la dernière fois le {date}.',
  introNever: "Aucun parent n'a encore vérifié ces informations.",
  pageShows: "Voici ce que la page d'urgence montre à quiconque scanne le bracelet :",
  name: 'Nom',
  behindPin: '{title} (protégé par le code PIN)',
  noFields: "Aucune information d'urgence pour l'instant.",
  stillRightLink: 'Toujours exactes',
  editLink: 'Modifier',
  linkNote:
    'Le lien « Toujours exactes » fonctionne pendant 60 jours, sans connexion. Si quelque chose a changé, modifiez plutôt les informations.',
  why: "Nous vous le demandons tous les {months, plural, one {mois} other {# mois}}, pour que les secours puissent se fier à ce qu'ils lisent.",
  confirmButton: 'Oui, toujours exactes',
  editInstead: 'Modifier les informations',
  thanksHeading: 'Merci !',
  thanksText: "La page d'urgence indique maintenant qu'un parent a vérifié les informations aujourd'hui.",
  invalidLink:
    "Ce lien n'est pas valide. Ouvrez-le exactement tel qu'il figure dans l'e-mail, ou connectez-vous pour vérifier les informations.",
  expiredLink: 'Ce lien a expiré. Connectez-vous pour vérifier les informations.',
  tagGone: "Ce bracelet n'est plus actif.",
  tagNotFound: "Ce bracelet n'existe pas (ou plus).",
  tooManyLinks: 'Trop de liens non valides depuis votre connexion. Veuillez réessayer plus tard.',
} satisfies Messages<typeof freshnessEn>;
