// mail: it.
import type { Messages } from '../../catalogue-types.ts';
import type { mailEn } from './en.ts';

export const mailIt = {
  team: 'Il team di SafeKid Tag',
  greeting: 'Ciao,',
  greetingNamed: 'Ciao {name},',
  footer: '{product} · {url} · {supportEmail}',
  verification: {
    subject: 'SafeKid Tag: il tuo codice di verifica',
    intro: 'ecco il tuo codice di verifica SafeKid Tag:',
    validity: '{hours, plural, one {# ora} other {# ore}}',
    enterIt:
      'Inseriscilo nella pagina di verifica. Il codice è valido per {validity} e si può usare una sola volta.',
    ignore: 'Se non hai creato tu questo account, ignora questa e-mail.',
  },
  passwordReset: {
    subject: 'Imposta una nuova password per il tuo account SafeKid Tag',
    intro:
      "qualcuno (speriamo tu) ha chiesto di impostare una nuova password per l'account SafeKid Tag {email}.",
    action: 'Imposta una nuova password',
    linkLine: 'Imposta una nuova password: {link}',
    validity:
      'Il link funziona una sola volta, per 1 ora. Impostare una nuova password disconnette tutti i dispositivi.',
    ignore: "Se non l'hai chiesto tu, ignora questa e-mail: la tua password resta quella di prima.",
  },
  passwordChanged: {
    subject: 'La password del tuo account SafeKid Tag è stata cambiata',
    changed: 'la password del tuo account SafeKid Tag ({email}) è stata cambiata il {when}.',
    signedOutOthers: 'Tutti gli altri dispositivi connessi al tuo account sono stati disconnessi.',
    signedOutEvery: 'Tutti i dispositivi connessi al tuo account sono stati disconnessi.',
    ifNotYou:
      "Se non l'hai cambiata tu, scrivi subito a {supportEmail}: qualcun altro potrebbe conoscere la tua password.",
  },
  accountDeleted: {
    subject: 'Il tuo account SafeKid Tag è stato eliminato',
    deleted: 'il tuo account SafeKid Tag ({email}) è stato eliminato, come hai chiesto.',
    erased:
      'I dati dei tuoi figli e i campi di emergenza, la cronologia delle scansioni e i tuoi consensi sono stati cancellati.',
    bracelets:
      '{count, plural, one {Il tuo braccialetto non funziona più: chi lo scansiona vede che il tag non è più attivo.} other {I tuoi # braccialetti non funzionano più: chi li scansiona vede che il tag non è più attivo.}}',
    orders: 'Gli ordini che hai effettuato restano al negozio, che è tenuto a conservarli.',
    ifNotYou: "Se non l'hai chiesto tu, scrivi a {supportEmail}.",
  },
  // La vita di un ordine (issue 32): le e-mail all’acquirente dopo la conferma, nella lingua dell’ordine.
  orderPage: 'la pagina del tuo ordine',
  orderPageLine: 'Puoi vedere il tuo ordine e a che punto è in qualsiasi momento: {link}',
  orderShipped: {
    subject: 'Il tuo ordine SafeKid Tag {orderNumber} è in viaggio',
    intro: 'Buone notizie: il tuo ordine {orderNumber} è stato spedito ed è in viaggio verso di te.',
    carrier: 'Corriere',
    trackingNumber: 'Numero di tracciamento',
    trackIt: 'la pagina di tracciamento del corriere',
    trackingLine: 'Segui il tuo pacco: {link}',
    activate: 'Quando arriva, attiva online ogni braccialetto con il codice stampato al suo interno.',
  },
  orderRefunded: {
    subject: 'Rimborso per il tuo ordine SafeKid Tag {orderNumber}',
    intro: 'Ti abbiamo rimborsato {amount} per l’ordine {orderNumber}.',
    reason: 'Motivo',
    whole: 'È l’intero importo che hai pagato.',
    partial: 'Rimborsato finora: {refunded} su {total}.',
    when: 'PayPal restituisce il denaro sul conto o sulla carta con cui hai pagato; potrebbero volerci alcuni giorni perché compaia.',
  },
  // Co-guardians (issue 34): the invitation to look after a tag, in the inviter's language.
  invitation: {
    subject: '{inviter} ti invita a occuparti del tag SafeKid di {child}',
    subjectUnnamed: '{inviter} ti invita a occuparti del tag SafeKid di un bambino',
    intro:
      "{inviter} ti invita a occuparti del tag di emergenza di {child} su SafeKid Tag. Quando avrai accettato l'invito, troverai il tag in I miei tag: potrai modificarlo, riceverne gli avvisi di scansione, attivare e disattivare la modalità smarrito e stamparne la tessera.",
    introUnnamed:
      "{inviter} ti invita a occuparti del tag di emergenza di un bambino su SafeKid Tag. Quando avrai accettato l'invito, troverai il tag in I miei tag: potrai modificarlo, riceverne gli avvisi di scansione, attivare e disattivare la modalità smarrito e stamparne la tessera.",
    howTo:
      'Apri il link e accedi con questo indirizzo ({email}), oppure crea un account con questo indirizzo.',
    action: "Accetta l'invito",
    linkLine: "Accetta l'invito: {link}",
    validity: "L'invito è valido per {days, plural, one {# giorno} other {# giorni}}.",
    ignore: 'Se non conosci {inviter}, puoi ignorare questa email.',
  },
} satisfies Messages<typeof mailEn>;
