// errors: it.
import type { Messages } from '../../catalogue-types.ts';
import type { errorsEn } from './en.ts';

export const errorsIt = {
  // Issue 34: the child's photo for lost mode.
  photoTooLarge: 'La foto non può superare i 5 MB.',
  notAPhoto: 'Questo file non è una foto che riusciamo a leggere.',
  photoHeic: 'Non riusciamo ancora a leggere le foto HEIC. Scegli una foto JPEG o PNG.',
  photoNotFound: 'Nessuna foto.',
  validationFailed: 'Controlla i campi evidenziati.',
  notFound: 'Non trovato',
  unauthorized: 'Accedi per continuare.',
  adminRequired: "È richiesto l'accesso da amministratore.",
  forbiddenOrigin: 'Questa richiesta proviene da un altro sito ed è stata rifiutata.',
  internalError: 'Si è verificato un errore da parte nostra. Riprova.',
  wrongPin: 'PIN errato. Riprova.',
  shareNoParent:
    'Questo braccialetto non è ancora collegato a un genitore, quindi non si può inviare nulla. In caso di emergenza, chiama il 112.',
  unavailable: 'Il servizio è temporaneamente non disponibile. Riprova tra poco.',
  unavailableTagLink: 'Stai leggendo un braccialetto SafeKid? Inserisci il suo codice',
  shuttingDown: "Questa istanza si sta arrestando; un'altra gestisce le tue richieste.",
  rateLimited:
    'Troppi tentativi. Attendi {unit, select, seconds {{count, plural, one {# secondo} other {# secondi}}} other {{count, plural, one {# minuto} other {# minuti}}}} e riprova.',
  bodyTooLarge: 'La richiesta è troppo grande.',
  invalidJson: 'Il corpo della richiesta non è un JSON valido.',
  badUrl: 'Questo indirizzo non è valido.',
  emailTaken: 'Esiste già un account con questa email. Accedi invece di registrarti.',
  invalidCredentials: 'Email o password non validi',
  needsVerification: 'Verifica la tua email prima di accedere. Ti abbiamo inviato un codice di 6 cifre.',
  emailNotVerified: 'Verifica la tua email per gestire i tuoi tag.',
  invalidCode: 'Il codice di verifica non è valido o è scaduto.',
  tooManyWrongCodes: 'Troppi codici errati. Richiedi un nuovo codice di verifica.',
  resendTooSoon: 'Attendi un minuto prima di richiedere un altro codice.',
  codeRecentlySent:
    'Abbiamo inviato un codice a questo indirizzo meno di un minuto fa. Potrai richiederne uno nuovo tra {seconds, plural, one {# secondo} other {# secondi}}.',
  resendAccepted:
    'Se un account con questa email deve essere verificato, ti abbiamo inviato un nuovo codice.',
  mailFailed: "Non siamo riusciti a inviare l'email di verifica. Prova a inviare di nuovo il codice.",
  invalidAdminCredentials: 'Credenziali non valide',
  tagCodeNotFound: 'Codice del tag non trovato o già attivato da un altro account.',
  braceletNotFound: 'Braccialetto non trovato. Controlla il numero stampato sul tuo braccialetto.',
  physicalIdTaken: 'Esiste già un braccialetto con il numero {physicalId}.',
  tagNotFound: 'Tag non trovato',
  braceletAlreadyConfigured:
    'Questo braccialetto è già tuo e ha un profilo. Modificalo invece dalla tua dashboard.',
  tagDeactivated:
    'Questo tag è disattivato: la sua pagina non si apre più. Sposta il suo profilo su un nuovo braccialetto per usarlo di nuovo.',
  lostOnDeactivatedTag:
    'Questo tag è disattivato: la sua pagina non si apre più, quindi non può essere segnalato come smarrito.',
  cardNeedsConfiguration:
    'Aggiungi i dati di tuo figlio a questo tag prima di stamparne la tessera di emergenza.',
  cardLayoutInvalid:
    "Scegli il layout 'card' (una tessera da portafoglio) o 'sheet' (un foglio A4 di tessere).",
  publicTagNotFound: 'Tag non trovato o non più attivo. Contatta il proprietario del tag.',
  paymentsDisabled: 'I pagamenti online non sono disponibili al momento. Riprova più tardi.',
  paymentFailed: 'Non è stato possibile completare il pagamento. Riprova.',
  paymentProviderDown: 'Il servizio di pagamento non risponde. Riprova tra un momento.',
  paymentProviderError: 'Il servizio di pagamento non è riuscito a gestire la richiesta. Riprova più tardi.',
  paymentDeclined: 'Il tuo metodo di pagamento è stato rifiutato. Scegli un altro modo per pagare.',
  orderNotShippable: 'Si può spedire solo un ordine già imballato.',
  // La vita di un ordine (issue 32): la pagina dell’ordine per l’amministratore.
  orderNotPackable: 'Si può imballare solo un ordine pagato e non ancora imballato.',
  orderNotUnpackable: 'Si può disfare l’imballo solo di un ordine imballato e non ancora spedito.',
  orderNotCancellable: 'Si può annullare solo un ordine mai pagato. Un ordine pagato va invece rimborsato.',
  orderNotRefundable: 'Questo ordine non ha un pagamento da rimborsare.',
  orderNoReturns:
    'I braccialetti tornano in magazzino da un ordine spedito o rimborsato. Un ordine non ancora spedito va disimballato.',
  orderNotConfirmable:
    'Non c’è una conferma da inviare per questo ordine: non è pagato, oppure l’acquirente non ha lasciato un’e-mail.',
  orderMailFailed: 'Non è stato possibile inviare l’e-mail all’acquirente. Riprova tra qualche minuto.',
  packCodeTwice: 'Il codice {code} compare due volte nell’elenco.',
  packCount:
    'Questo ordine è per {quantity, plural, one {# braccialetto} other {# braccialetti}}, ma {count, plural, one {è stato inserito # codice} other {sono stati inseriti # codici}}.',
  packCodeUnknown: 'Nessun braccialetto ha il codice {code}.',
  packCodeSold: 'Il braccialetto {code} è già imballato per un altro ordine.',
  packCodeNotInStock:
    'Il braccialetto {code} non è in magazzino: un genitore l’ha attivato, oppure è stato ritirato.',
  braceletActivated: 'Il braccialetto {code} è stato attivato da un genitore e non può tornare in magazzino.',
  returnCodeNotInOrder: 'Il braccialetto {code} non è stato imballato per questo ordine.',
  refundAmountZero: 'Inserisci un importo maggiore di zero.',
  refundAmountDecimals: 'Gli importi in {currency} non possono avere così tanti decimali.',
  refundTooMuch: 'Si possono ancora rimborsare al massimo {max}.',
  refundRefused: 'PayPal ha rifiutato il rimborso. L’ordine non è cambiato.',
  refundAlreadyFull:
    'Secondo PayPal questo pagamento è già stato rimborsato per intero. L’ordine non è cambiato.',
  refundExceeds:
    'Secondo PayPal l’importo supera quanto resta da rimborsare su questo pagamento. L’ordine non è cambiato.',
  refundTimeLimit:
    'Il tempo concesso da PayPal per rimborsare questo pagamento è scaduto. L’ordine non è cambiato.',
  refundInProgress: 'Un rimborso di questo ordine è già in corso. Ricarica l’ordine tra un momento.',
  trackingRefused:
    'PayPal non ha accettato questo tracciamento per l’ordine, che resta imballato. Controlla il corriere e il numero.',
  priceChanged: 'Il prezzo è cambiato: ricarica la pagina per vedere il nuovo prezzo.',
  webhookSignatureInvalid: 'Non è stato possibile verificare la firma del webhook.',
  webhookEventInvalid: "L'evento del webhook non è un evento PayPal.",
  uploadTypeNotAllowed:
    'Questo tipo di file non è consentito. Usa immagini PNG, JPEG, WebP, GIF o AVIF, oppure video MP4 o WebM.',
  uploadTooLarge: 'Il file è troppo grande.',
  uploadContentMismatch: 'Il contenuto del file non corrisponde al tipo dichiarato.',
  uploadUrlInvalid: 'Questo link di caricamento non è valido o è scaduto. Richiedine uno nuovo.',
  testAlertSent: 'Avviso di prova inviato. Controlla la tua casella di posta.',
  testAlertFailed: "Non siamo riusciti a inviare l'avviso di prova. Riprova tra qualche minuto.",
  // Co-guardians (issue 34).
  ownerOnly: 'Solo il proprietario del tag può farlo.',
  familyFull:
    'Un tag può avere al massimo {max} familiari e inviti in sospeso in tutto. Prima ritira un invito o rimuovi un familiare.',
  inviteSelf: "Questo è il tuo indirizzo. Inserisci l'indirizzo email dell'adulto che vuoi invitare.",
  alreadyGuardian: 'Questa persona si occupa già di questo tag.',
  inviteOnDeactivatedTag:
    'Questo tag è disattivato: la sua pagina non si apre più, quindi non puoi invitare nessuno a occuparsene.',
  invitationNotFound: "Questo link di invito non è valido. Controlla il link nell'email.",
  invitationOtherAddress:
    "Questo invito è stato inviato a {email}. Accedi con quell'indirizzo per accettarlo.",
  invitationExpired: 'Questo invito è scaduto. Chiedi a chi ti ha invitato di mandartene uno nuovo.',
  invitationWithdrawn: 'Questo invito è stato ritirato. Chiedi a chi ti ha invitato se ti serve ancora.',
  handOverFirst:
    'Altri adulti si occupano ancora di questi tag: {names}. Cedi ciascuno a uno dei suoi familiari oppure disattivalo, poi elimina il tuo account.',
  invitationMailFailed:
    "Non siamo riusciti a inviare l'email di invito, quindi l'invito non è stato creato. Riprova tra qualche minuto.",
  handOverNotGuardian: 'Solo un familiare che si occupa già del tag può diventarne il proprietario.',
} satisfies Messages<typeof errorsEn>;
