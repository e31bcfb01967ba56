// alertMail: it.
import type { Messages } from '../../catalogue-types.ts';
import type { alertMailEn } from './en.ts';

export const alertMailIt = {
  // Issue 34: the child's photo for lost mode.
  photoIntro: 'La foto mostrata sulla pagina finché la modalità smarrito è attiva:',
  hello: 'Ciao {name},',
  helloUnnamed: 'Ciao,',
  fact: '{label}: {value}',
  dashboardLink: 'La tua dashboard',
  historyLink: 'Cronologia delle scansioni',

  opened: 'La pagina SafeKid di {name} è stata aperta',
  openedUnnamed: 'La pagina SafeKid del tuo bambino è stata aperta',
  lostSubject: 'Modalità smarrito: {subject}',
  testSubject: '[Prova] {subject}',
  testIntro: 'Questo è un avviso di prova: nessuno ha aperto la pagina. Un avviso reale è fatto così.',
  lostIntro: 'Il tag è in modalità smarrito: ogni apertura viene segnalata subito.',
  when: 'Quando',
  device: 'Dispositivo',
  language: 'Lingua',
  languageName: '{name} ({code})',
  whyLost:
    'Ricevi questa email perché il tag è in modalità smarrito: finché lo è, ogni apertura ti viene inviata via email, anche con gli avvisi di scansione disattivati.',
  whyTestOff:
    'Gli avvisi di scansione sono disattivati per questo tag: le aperture reali non ti vengono inviate via email finché non li attivi dalla tua dashboard (in modalità smarrito lo sono sempre).',
  whyOn:
    'Ricevi questa email perché gli avvisi di scansione sono attivi per questo tag; puoi disattivarli dalla tua dashboard.',

  openedMore:
    'La pagina SafeKid di {name} è stata aperta {count, plural, one {ancora una volta} other {altre # volte}}',
  openedMoreUnnamed:
    'La pagina SafeKid del tuo bambino è stata aperta {count, plural, one {ancora una volta} other {altre # volte}}',
  moreOpenings: '… e {count, plural, one {# altra apertura} other {altre # aperture}} {range}.',
  rangeAt: 'alle {time} del {date} ({zone})',
  rangeSameDay: 'tra le {from} e le {to} del {date} ({zone})',
  rangeDays: 'tra il {from} e il {to} ({zone})',
  latest: "L'ultima: {device}, {language}.",
  summaryBudget:
    'Per evitare che una raffica di aperture sommerga la tua posta, ogni tag invia al massimo {budget} avvisi all’ora e riassume gli altri in un’unica email come questa. I messaggi delle persone che hanno trovato tuo figlio ti vengono sempre inviati singolarmente.',

  locationSubject: 'Posizione condivisa dalla pagina SafeKid di {name}',
  locationSubjectUnnamed: 'Posizione condivisa dalla pagina SafeKid del tuo bambino',
  locationIntro:
    'La persona che ha aperto la pagina SafeKid di {name} ha condiviso con te la sua posizione il {time}.',
  locationIntroUnnamed:
    'La persona che ha aperto la pagina SafeKid del tuo bambino ha condiviso con te la sua posizione il {time}.',
  contactSubject: 'Richiama la persona che ha trovato {name}',
  contactSubjectUnnamed: 'Richiama la persona che ha trovato il tuo bambino',
  contactIntro:
    'La persona che ha aperto la pagina SafeKid di {name} ha lasciato un numero per farsi richiamare, il {time}.',
  contactIntroUnnamed:
    'La persona che ha aperto la pagina SafeKid del tuo bambino ha lasciato un numero per farsi richiamare, il {time}.',
  coordinates: 'Coordinate',
  accuracy: 'con una precisione di circa {metres, plural, one {# metro} other {# metri}}',
  map: 'Mappa',
  mapLink: 'Apri la mappa su OpenStreetMap',
  name: 'Nome',
  phone: 'Telefono',
  message: 'Messaggio',
  everyScan: 'Vedi tutte le scansioni',
  heldSubject:
    '{count, plural, one {# messaggio} other {# messaggi}} da persone che hanno aperto la pagina SafeKid di {name}',
  heldSubjectUnnamed:
    '{count, plural, one {# messaggio} other {# messaggi}} da persone che hanno aperto la pagina SafeKid del tuo bambino',
  heldIntro:
    'Le persone che hanno aperto la pagina SafeKid di {name} ti hanno inviato {count, plural, one {questo messaggio} other {questi # messaggi}}. Per evitare che una raffica sommerga la tua posta, ogni tag invia al massimo {budget} messaggi all’ora singolarmente e gli altri tutti insieme, come qui.',
  heldIntroUnnamed:
    'Le persone che hanno aperto la pagina SafeKid del tuo bambino ti hanno inviato {count, plural, one {questo messaggio} other {questi # messaggi}}. Per evitare che una raffica sommerga la tua posta, ogni tag invia al massimo {budget} messaggi all’ora singolarmente e gli altri tutti insieme, come qui.',
  heldLocation: 'Posizione condivisa il {time}',
  heldContact: 'Numero da richiamare lasciato il {time}',

  orderSubject: 'Il tuo ordine SafeKid Tag {orderNumber}',
  orderThanks: 'Grazie per il tuo ordine SafeKid Tag. Abbiamo ricevuto il tuo pagamento.',
  orderNumber: 'Numero d’ordine',
  amountPaid: 'Importo pagato',
  shipTo: 'Spediremo {quantity, plural, one {il tuo braccialetto} other {i tuoi # braccialetti}} a:',
  shipToPayPal: 'l’indirizzo che hai indicato a PayPal',
  activate:
    '{quantity, plural, one {Quando arriva, attivalo online con il codice stampato all’interno del braccialetto.} other {Quando arrivano, attiva ciascuno online con il codice stampato al suo interno.}}',
  questions: 'Domande? Scrivi a {email} indicando il numero d’ordine.',
} satisfies Messages<typeof alertMailEn>;
