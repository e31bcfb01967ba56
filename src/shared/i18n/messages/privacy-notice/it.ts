// privacyNotice: it.
import type { Messages } from '../../catalogue-types.ts';
import type { privacyNoticeEn } from './en.ts';

export const privacyNoticeIt = {
  heading: 'Informativa sulla privacy',
  version: 'Versione',
  intro:
    'SafeKid Tag riporta le informazioni di emergenza di un bambino su un braccialetto che chiunque può scansionare. Questa informativa spiega quali dati conserviamo, chi può vederli e come puoi esercitare i tuoi diritti. Per domande scrivi a {email}.',
  consent: {
    label:
      'Sono il genitore o il tutore legale del bambino e accetto che ciò che inserisco qui venga mostrato a chiunque scansioni il braccialetto, come spiegato nell’{link}.',
    link: 'informativa sulla privacy',
    required: 'Spunta la casella per confermare prima di salvare.',
  },
  store: {
    heading: 'Quali dati conserviamo',
    account:
      'Il tuo account: nome, indirizzo e-mail, fuso orario e un hash della password (mai la password in chiaro).',
    childData:
      'Per ogni braccialetto, i dati del bambino: nome ed età del bambino e i campi di emergenza che scrivi (titolo e testo), con la visibilità di ogni campo e il PIN del braccialetto.',
    consent: 'Il tuo consenso: quando hai accettato questa informativa e in quale versione.',
    orders:
      "Ordini: che cosa hai acquistato, il nome, l'e-mail e l'indirizzo di consegna che hai indicato e il riferimento del pagamento.",
  },
  visibility: {
    heading: 'Chi vede che cosa',
    fields:
      'I campi pubblici sono mostrati a chiunque scansioni il braccialetto o ne apra la pagina: è ciò che permette a uno sconosciuto di aiutare tuo figlio. Dei campi protetti uno sconosciuto vede solo il titolo; il contenuto compare solo dopo che sulla pagina è stato digitato il PIN del braccialetto. Scegli tu per ogni campo e puoi cambiare idea in qualsiasi momento.',
    nobodyElse:
      "Nessun altro vede il tuo account. Il nostro personale accede ai dati dell'account e degli ordini solo per far funzionare il servizio.",
  },
  scans: {
    heading: 'Che cosa registra una scansione, e per quanto tempo',
    recorded:
      "Quando viene aperta la pagina del braccialetto registriamo l'ora, il tipo di dispositivo e di browser (in modo approssimativo, ad es. \"telefono Android, Chrome\"), la lingua in cui è stata mostrata la pagina e un hash dell'indirizzo del visitatore con un sale che cambia ogni giorno. Non conserviamo mai l'indirizzo IP. Una posizione o un numero da richiamare vengono conservati solo se la persona che ha trovato tuo figlio tocca il pulsante per inviarli. Le scansioni vengono cancellate dopo {days, plural, one {# giorno} other {# giorni}}.",
  },
  alerts: {
    heading: 'Avvisi',
    text: "Quando il tuo braccialetto viene scansionato ti inviamo un'e-mail con l'ora, il dispositivo e la lingua (e ciò che chi l'ha trovato ha scelto di inviare). Puoi disattivare gli avvisi per ogni braccialetto dalla tua dashboard.",
  },
  rights: {
    heading: 'I tuoi diritti e come esercitarli',
    access:
      'Accesso e portabilità: scarica tutto ciò che conserviamo su di te in un unico file JSON dalla schermata del tuo account (/account).',
    erasure:
      "Cancellazione: elimina il tuo account dalla schermata dell'account (/account). Account, dati dei bambini, campi, scansioni e consensi vengono cancellati subito; i tuoi braccialetti non mostrano più nulla. Gli ordini restano, perché il negozio è tenuto a conservarli.",
    correction:
      'Rettifica: modifica in qualsiasi momento i dati del bambino e i campi di un braccialetto dalla tua dashboard.',
    lostBand:
      'Braccialetto perso o rotto: disattivalo dalla tua dashboard e sposta il suo profilo su un nuovo braccialetto digitando il codice di quello nuovo.',
    other:
      "Per qualsiasi altra richiesta o per un reclamo scrivi a {email}. Puoi anche presentare reclamo all'autorità di controllo per la protezione dei dati.",
  },
} satisfies Messages<typeof privacyNoticeEn>;
