// errors: fr.
import type { Messages } from '../../catalogue-types.ts';
import type { errorsEn } from './en.ts';

export const errorsFr = {
  // Issue 34: the child's photo for lost mode.
  photoTooLarge: 'La photo ne doit pas dépasser 5 Mo.',
  notAPhoto: 'Ce fichier n’est pas une photo que nous pouvons lire.',
  photoHeic: 'Nous ne pouvons pas encore lire les photos HEIC. Choisissez une photo JPEG ou PNG.',
  photoNotFound: 'Aucune photo.',
  validationFailed: 'Veuillez vérifier les champs en surbrillance.',
  notFound: 'Introuvable',
  unauthorized: 'Veuillez vous connecter pour continuer.',
  adminRequired: 'Accès administrateur requis.',
  forbiddenOrigin: "Cette requête provient d'un autre site et a été refusée.",
  internalError: 'Un problème est survenu de notre côté. Veuillez réessayer.',
  wrongPin: 'PIN incorrect. Veuillez réessayer.',
  shareNoParent:
    "Ce bracelet n'est encore lié à aucun parent, rien ne peut donc lui être transmis. En cas d'urgence, appelez le 112.",
  unavailable: 'Le service est temporairement indisponible. Veuillez réessayer dans un instant.',
  unavailableTagLink: 'Vous lisez un bracelet SafeKid ? Saisissez son code',
  shuttingDown: "Cette instance est en cours d'arrêt ; une autre traite vos requêtes.",
  rateLimited:
    'Trop de tentatives. Veuillez patienter {unit, select, seconds {{count, plural, one {# seconde} other {# secondes}}} other {{count, plural, one {# minute} other {# minutes}}}} puis réessayer.',
  bodyTooLarge: 'La requête est trop volumineuse.',
  invalidJson: "Le corps de la requête n'est pas un JSON valide.",
  badUrl: "Cette adresse n'est pas valide.",
  emailTaken: 'Un compte existe déjà avec cette adresse e-mail. Veuillez plutôt vous connecter.',
  invalidCredentials: 'E-mail ou mot de passe incorrect',
  needsVerification:
    'Veuillez vérifier votre adresse e-mail avant de vous connecter. Nous vous avons envoyé un code à 6 chiffres.',
  emailNotVerified: 'Veuillez vérifier votre adresse e-mail pour gérer vos bracelets.',
  invalidCode: 'Le code de vérification est invalide ou a expiré.',
  tooManyWrongCodes: 'Trop de codes erronés. Veuillez demander un nouveau code de vérification.',
  resendTooSoon: 'Veuillez patienter une minute avant de demander un autre code.',
  codeRecentlySent:
    "Nous avons envoyé un code à cette adresse il y a moins d'une minute. Vous pourrez en demander un nouveau dans {seconds, plural, one {# seconde} other {# secondes}}.",
  resendAccepted:
    'Si un compte associé à cette adresse e-mail doit être vérifié, un nouveau code a été envoyé.',
  mailFailed: "Nous n'avons pas pu envoyer l'e-mail de vérification. Veuillez essayer de renvoyer le code.",
  invalidAdminCredentials: 'Identifiants invalides',
  tagCodeNotFound: 'Code du bracelet introuvable ou déjà activé par un autre compte.',
  braceletNotFound: 'Bracelet introuvable. Veuillez vérifier le numéro imprimé sur votre bracelet.',
  physicalIdTaken: 'Un bracelet portant le numéro {physicalId} existe déjà.',
  tagNotFound: 'Bracelet introuvable',
  braceletAlreadyConfigured:
    'Ce bracelet vous appartient déjà et possède un profil. Modifiez-le plutôt depuis votre tableau de bord.',
  tagDeactivated:
    "Ce bracelet est désactivé : sa page ne s'ouvre plus. Transférez son profil sur un nouveau bracelet pour l'utiliser à nouveau.",
  lostOnDeactivatedTag:
    "Ce bracelet est désactivé : sa page ne s'ouvre plus, il ne peut donc pas passer en mode perdu.",
  cardNeedsConfiguration:
    "Ajoutez les informations de votre enfant à ce bracelet avant d'imprimer sa carte d'urgence.",
  cardLayoutInvalid:
    "Choisissez la mise en page 'card' (une carte format portefeuille) ou 'sheet' (une feuille A4 de cartes).",
  publicTagNotFound: 'Bracelet introuvable ou plus actif. Veuillez contacter le propriétaire du bracelet.',
  paymentsDisabled:
    'Les paiements en ligne ne sont pas disponibles pour le moment. Veuillez réessayer plus tard.',
  paymentFailed: "Le paiement n'a pas pu être effectué. Veuillez réessayer.",
  paymentProviderDown: 'Le prestataire de paiement ne répond pas. Veuillez réessayer dans un instant.',
  paymentProviderError:
    "Le prestataire de paiement n'a pas pu traiter la demande. Veuillez réessayer plus tard.",
  paymentDeclined: 'Votre moyen de paiement a été refusé. Veuillez choisir un autre mode de paiement.',
  orderNotShippable: 'Seule une commande emballée peut être expédiée.',
  // La vie d’une commande (issue 32) : la page de commande de l’administrateur.
  orderNotPackable: 'Seule une commande payée et pas encore emballée peut être emballée.',
  orderNotUnpackable: 'Seule une commande emballée et pas encore expédiée peut être déballée.',
  orderNotCancellable: 'Seule une commande jamais payée peut être annulée. Une commande payée se rembourse.',
  orderNotRefundable: 'Cette commande n’a aucun paiement à rembourser.',
  orderNoReturns:
    'Les bracelets reviennent en stock depuis une commande expédiée ou remboursée. Une commande pas encore expédiée se déballe.',
  orderNotConfirmable:
    'Il n’y a pas de confirmation à envoyer pour cette commande : elle n’est pas payée, ou l’acheteur n’a pas laissé d’e-mail.',
  orderMailFailed: 'L’e-mail à l’acheteur n’a pas pu être envoyé. Veuillez réessayer dans quelques minutes.',
  packCodeTwice: 'Le code {code} figure deux fois dans la liste.',
  packCount:
    'Cette commande porte sur {quantity, plural, one {# bracelet} other {# bracelets}}, mais {count, plural, one {# code a été saisi} other {# codes ont été saisis}}.',
  packCodeUnknown: 'Aucun bracelet ne porte le code {code}.',
  packCodeSold: 'Le bracelet {code} est déjà emballé pour une autre commande.',
  packCodeNotInStock: 'Le bracelet {code} n’est pas en stock : un parent l’a activé, ou il a été retiré.',
  braceletActivated: 'Le bracelet {code} a été activé par un parent et ne peut pas revenir en stock.',
  returnCodeNotInOrder: 'Le bracelet {code} n’a pas été emballé pour cette commande.',
  refundAmountZero: 'Saisissez un montant supérieur à zéro.',
  refundAmountDecimals: 'Les montants en {currency} ne peuvent pas avoir autant de décimales.',
  refundTooMuch: 'Il reste au plus {max} à rembourser.',
  refundRefused: 'PayPal a refusé le remboursement. La commande n’a pas changé.',
  refundAlreadyFull:
    'Selon PayPal, ce paiement a déjà été remboursé en totalité. La commande n’a pas changé.',
  refundExceeds:
    'Selon PayPal, le montant dépasse ce qu’il reste à rembourser sur ce paiement. La commande n’a pas changé.',
  refundTimeLimit:
    'Le délai accordé par PayPal pour rembourser ce paiement est dépassé. La commande n’a pas changé.',
  refundInProgress:
    'Un remboursement de cette commande est déjà en cours. Rechargez la commande dans un instant.',
  trackingRefused:
    'PayPal n’a pas accepté ce suivi pour la commande, qui reste emballée. Vérifiez le transporteur et le numéro.',
  priceChanged: 'Le prix a changé : rechargez la page pour voir le nouveau prix.',
  webhookSignatureInvalid: "La signature du webhook n'a pas pu être vérifiée.",
  webhookEventInvalid: "L'événement du webhook n'est pas un événement PayPal.",
  uploadTypeNotAllowed:
    "Ce type de fichier n'est pas autorisé. Utilisez des images PNG, JPEG, WebP, GIF ou AVIF, ou des vidéos MP4 ou WebM.",
  uploadTooLarge: 'Le fichier est trop volumineux.',
  uploadContentMismatch: 'Le contenu du fichier ne correspond pas au type déclaré.',
  uploadUrlInvalid: "Ce lien de téléversement n'est pas valide ou a expiré. Veuillez en demander un nouveau.",
  testAlertSent: 'Alerte de test envoyée. Consultez votre boîte de réception.',
  testAlertFailed: "Nous n'avons pas pu envoyer l'alerte de test. Veuillez réessayer dans quelques minutes.",
  // Co-guardians (issue 34).
  ownerOnly: 'Seul le propriétaire du bracelet peut faire cela.',
  familyFull:
    "Un bracelet peut avoir au plus {max} membres de la famille et invitations en attente au total. Retirez d'abord une invitation ou un membre de la famille.",
  inviteSelf:
    "C'est votre propre adresse. Saisissez l'adresse e-mail de l'adulte que vous souhaitez inviter.",
  alreadyGuardian: "Cette personne s'occupe déjà de ce bracelet.",
  inviteOnDeactivatedTag:
    "Ce bracelet est désactivé : sa page ne s'ouvre plus, personne ne peut donc être invité à s'en occuper.",
  invitationNotFound: "Ce lien d'invitation n'est pas valide. Vérifiez le lien dans l'e-mail.",
  invitationOtherAddress:
    "Cette invitation a été envoyée à {email}. Connectez-vous avec cette adresse pour l'accepter.",
  invitationExpired:
    'Cette invitation a expiré. Demandez à la personne qui vous a invité de vous en envoyer une nouvelle.',
  invitationWithdrawn:
    'Cette invitation a été retirée. Demandez à la personne qui vous a invité si vous en avez encore besoin.',
  handOverFirst:
    "D'autres adultes s'occupent encore de ces bracelets : {names}. Transmettez chacun d'eux à un membre de la famille ou désactivez-le, puis supprimez votre compte.",
  invitationMailFailed:
    "Nous n'avons pas pu envoyer l'e-mail d'invitation, aucune invitation n'a donc été créée. Veuillez réessayer dans quelques minutes.",
  handOverNotGuardian:
    "Seul un membre de la famille qui s'occupe déjà du bracelet peut en devenir propriétaire.",
} satisfies Messages<typeof errorsEn>;
