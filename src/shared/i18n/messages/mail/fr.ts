// mail: fr.
import type { Messages } from '../../catalogue-types.ts';
import type { mailEn } from './en.ts';

export const mailFr = {
  team: "L'équipe SafeKid Tag",
  greeting: 'Bonjour,',
  greetingNamed: 'Bonjour {name},',
  footer: '{product} · {url} · {supportEmail}',
  verification: {
    subject: 'SafeKid Tag : votre code de vérification',
    intro: 'Voici votre code de vérification SafeKid Tag :',
    validity: '{hours, plural, one {# heure} other {# heures}}',
    enterIt:
      "Saisissez-le sur la page de vérification. Il est valable {validity} et ne peut être utilisé qu'une seule fois.",
    ignore: "Si vous n'avez pas créé ce compte, vous pouvez ignorer cet e-mail.",
  },
  passwordReset: {
    subject: 'Choisissez un nouveau mot de passe pour votre compte SafeKid Tag',
    intro:
      "Quelqu'un (nous espérons que c'est vous) a demandé un nouveau mot de passe pour le compte SafeKid Tag {email}.",
    action: 'Choisir un nouveau mot de passe',
    linkLine: 'Choisir un nouveau mot de passe : {link}',
    validity:
      'Le lien fonctionne une seule fois, pendant 1 heure. Choisir un nouveau mot de passe déconnecte tous les appareils.',
    ignore: "Si vous n'avez rien demandé, ignorez cet e-mail : votre mot de passe reste inchangé.",
  },
  passwordChanged: {
    subject: 'Votre mot de passe SafeKid Tag a été modifié',
    changed: 'Le mot de passe de votre compte SafeKid Tag ({email}) a été modifié le {when}.',
    signedOutOthers: 'Tous les autres appareils connectés à votre compte ont été déconnectés.',
    signedOutEvery: 'Tous les appareils connectés à votre compte ont été déconnectés.',
    ifNotYou:
      "Si ce n'est pas vous qui l'avez modifié, écrivez immédiatement à {supportEmail} : quelqu'un d'autre connaît peut-être votre mot de passe.",
  },
  accountDeleted: {
    subject: 'Votre compte SafeKid Tag a été supprimé',
    deleted: "Votre compte SafeKid Tag ({email}) a été supprimé, comme vous l'avez demandé.",
    erased:
      "Les informations sur vos enfants et les champs d'urgence, l'historique des scans et vos consentements sont effacés.",
    bracelets:
      "{count, plural, one {Votre bracelet ne fonctionne plus : quiconque le scanne voit qu'il n'est plus actif.} other {Vos # bracelets ne fonctionnent plus : quiconque les scanne voit que le tag n'est plus actif.}}",
    orders: 'Les commandes que vous avez passées restent chez la boutique, qui est tenue de les conserver.',
    ifNotYou: "Si vous n'avez rien demandé, écrivez à {supportEmail}.",
  },
  // La vie d’une commande (issue 32) : les e-mails à l’acheteur après la confirmation, dans la langue de la commande.
  orderPage: 'la page de votre commande',
  orderPageLine: 'Suivez votre commande et son avancement à tout moment : {link}',
  orderShipped: {
    subject: 'Votre commande SafeKid Tag {orderNumber} est en route',
    intro: 'Bonne nouvelle : votre commande {orderNumber} a été expédiée et est en route vers vous.',
    carrier: 'Transporteur',
    trackingNumber: 'Numéro de suivi',
    trackIt: 'la page de suivi du transporteur',
    trackingLine: 'Suivez votre colis : {link}',
    activate: 'À sa réception, activez chaque bracelet en ligne avec le code imprimé à l’intérieur.',
  },
  orderRefunded: {
    subject: 'Remboursement de votre commande SafeKid Tag {orderNumber}',
    intro: 'Nous vous avons remboursé {amount} pour votre commande {orderNumber}.',
    reason: 'Motif',
    whole: 'Il s’agit de la totalité du montant payé.',
    partial: 'Remboursé jusqu’ici : {refunded} sur {total}.',
    when: 'PayPal reverse l’argent sur le compte ou la carte avec lesquels vous avez payé ; il peut falloir quelques jours pour qu’il apparaisse.',
  },
  // Co-guardians (issue 34): the invitation to look after a tag, in the inviter's language.
  invitation: {
    subject: '{inviter} vous invite à vous occuper du bracelet SafeKid de {child}',
    subjectUnnamed: "{inviter} vous invite à vous occuper du bracelet SafeKid d'un enfant",
    intro:
      "{inviter} vous invite à vous occuper du bracelet d'urgence de {child} sur SafeKid Tag. Une fois l'invitation acceptée, le bracelet apparaîtra dans Mes bracelets : vous pourrez le modifier, recevoir ses alertes de scan, activer et désactiver le mode perdu et imprimer sa carte.",
    introUnnamed:
      "{inviter} vous invite à vous occuper du bracelet d'urgence d'un enfant sur SafeKid Tag. Une fois l'invitation acceptée, le bracelet apparaîtra dans Mes bracelets : vous pourrez le modifier, recevoir ses alertes de scan, activer et désactiver le mode perdu et imprimer sa carte.",
    howTo:
      'Ouvrez le lien et connectez-vous avec cette adresse ({email}), ou créez un compte avec cette adresse.',
    action: "Accepter l'invitation",
    linkLine: "Accepter l'invitation : {link}",
    validity: "L'invitation est valable {days, plural, one {# jour} other {# jours}}.",
    ignore: 'Si vous ne connaissez pas {inviter}, vous pouvez ignorer cet e-mail.',
  },
} satisfies Messages<typeof mailEn>;
