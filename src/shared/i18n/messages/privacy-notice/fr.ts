// privacyNotice: fr.
import type { Messages } from '../../catalogue-types.ts';
import type { privacyNoticeEn } from './en.ts';

export const privacyNoticeFr = {
  heading: 'Politique de confidentialité',
  version: 'Version en vigueur',
  intro:
    "SafeKid Tag inscrit les informations d'urgence d'un enfant sur un bracelet que tout le monde peut scanner. Cette politique explique ce que nous conservons, qui peut le voir et comment exercer vos droits. Pour toute question, écrivez à {email}.",
  consent: {
    label:
      "Je suis le parent ou le représentant légal de l'enfant et j'accepte que ce que je saisis ici soit affiché à toute personne qui scanne le bracelet, comme expliqué dans la {link}.",
    link: 'politique de confidentialité',
    required: "Veuillez cocher la case pour confirmer avant d'enregistrer.",
  },
  store: {
    heading: 'Ce que nous conservons',
    account:
      'Votre compte : nom, adresse e-mail, fuseau horaire et une empreinte (hash) de votre mot de passe (jamais le mot de passe lui-même).',
    childData:
      "Pour chaque bracelet, les informations sur l'enfant : son prénom et son âge, ainsi que les champs d'urgence que vous rédigez (titre et texte), avec la visibilité de chaque champ et le code PIN du bracelet.",
    consent: 'Votre consentement : la date à laquelle vous avez accepté cette politique et sa version.',
    orders:
      "Commandes : ce que vous avez acheté, le nom, l'e-mail et l'adresse de livraison que vous avez indiqués, ainsi que la référence du paiement.",
  },
  visibility: {
    heading: 'Qui voit quoi',
    fields:
      "Les champs publics sont visibles par toute personne qui scanne le bracelet ou ouvre sa page : c'est ce qui permet à un inconnu d'aider votre enfant. D'un champ protégé, un inconnu ne voit que le titre ; son contenu n'apparaît qu'une fois le code PIN du bracelet saisi sur la page. Vous choisissez pour chaque champ et pouvez modifier ce choix à tout moment.",
    nobodyElse:
      "Personne d'autre ne voit votre compte. Notre personnel n'accède aux données de compte et de commande que pour faire fonctionner le service.",
  },
  scans: {
    heading: "Ce qu'enregistre un scan, et pour combien de temps",
    recorded:
      "Lorsque la page du bracelet est ouverte, nous enregistrons l'heure, le type d'appareil et de navigateur (de façon approximative, par ex. « téléphone Android, Chrome »), la langue dans laquelle la page s'est affichée et une empreinte (hash) de l'adresse du visiteur, avec un sel qui change chaque jour. Nous ne conservons jamais l'adresse IP. Une position ou un numéro de rappel n'est conservé que si la personne qui a trouvé votre enfant appuie pour l'envoyer. Les scans sont supprimés au bout de {days, plural, one {# jour} other {# jours}}.",
  },
  alerts: {
    heading: 'Alertes',
    text: "Lorsque votre bracelet est scanné, nous vous envoyons par e-mail l'heure, l'appareil et la langue (et ce que la personne qui l'a trouvé a choisi d'envoyer). Vous pouvez désactiver les alertes de chaque bracelet depuis votre tableau de bord.",
  },
  rights: {
    heading: 'Vos droits et comment les exercer',
    access:
      "Accès et portabilité : téléchargez toutes les données que nous détenons sur vous dans un seul fichier JSON depuis l'écran de votre compte (/account).",
    erasure:
      "Effacement : supprimez votre compte depuis l'écran du compte (/account). Votre compte, les informations sur l'enfant, les champs, les scans et les consentements sont effacés immédiatement ; vos bracelets n'affichent plus rien. Les commandes sont conservées, car la boutique est tenue de les garder.",
    correction:
      "Rectification : modifiez à tout moment les informations sur l'enfant et les champs d'un bracelet depuis votre tableau de bord.",
    lostBand:
      'Bracelet perdu ou cassé : désactivez-le depuis votre tableau de bord, puis transférez son profil sur un nouveau bracelet en saisissant le code de ce dernier.',
    other:
      'Pour toute autre demande ou réclamation : écrivez à {email}. Vous pouvez également introduire une réclamation auprès de votre autorité de protection des données.',
  },
} satisfies Messages<typeof privacyNoticeEn>;
