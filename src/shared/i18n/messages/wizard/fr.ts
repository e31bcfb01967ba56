// wizard: fr.
import type { Messages } from '../../catalogue-types.ts';
import type { wizardEn } from './en.ts';

export const wizardFr = {
  heading: 'Activez votre bracelet',
  braceletNumber: 'Numéro du bracelet',
  currentStep: 'Étape actuelle',
  steps: ['Inscription', "Vérification de l'e-mail", 'Configuration du bracelet'],
  registerBanner:
    "Créez d'abord un compte : il vous permet de gérer ce bracelet et de tenir ses informations à jour.",
  verifyBanner: "Vérifiez votre adresse e-mail pour qu'on puisse vous joindre en cas d'urgence.",
  activateBanner: "Une fois configuré, ce bracelet mènera à la page d'urgence de votre enfant.",
  back: 'Retour',
  registerButton: 'Créer un compte',
  verifyButton: "Vérifier l'e-mail",
  resendButton: 'Renvoyer le code',
  activateButton: 'Activer le bracelet',
  childNameLabel: "Prénom de l'enfant",
  childAgeLabel: "Âge de l'enfant",
  missingTitle: 'Informations manquantes',
  missing: "Ajoutez au moins un champ d'informations d'urgence.",
  okTitle: 'Bracelet activé !',
  ok: "Les informations d'urgence de votre enfant sont maintenant en ligne.",
  notFoundTitle: 'Bracelet introuvable',
  notFound: "Nous n'avons pas trouvé ce bracelet. Vérifiez le numéro ou contactez l'assistance.",
  unavailableTitle: 'Bracelet déjà activé',
  unavailable:
    "Ce bracelet est déjà associé à un compte. S'il est à vous, connectez-vous pour le configurer.",
  stepOf: '{step} sur {total} ({name})',
  codeLabel: 'Code de vérification',
  codeSentTo: 'Nous avons envoyé un code à 6 chiffres à {email}.',
  haveAccount: 'Vous avez déjà un compte ?',
  signIn: 'Connectez-vous ici',
  noAccount: 'Nouveau ici ?',
  register: 'Créer un compte',
  signInButton: 'Se connecter',
  signInPending: 'Connexion...',
  registerPending: 'Création du compte...',
  verifyPending: 'Vérification...',
  resendPending: 'Envoi...',
  activatePending: 'Activation...',
  resendIn:
    'Vous pourrez demander un nouveau code dans {seconds, plural, one {# seconde} other {# secondes}}.',
} satisfies Messages<typeof wizardEn>;
