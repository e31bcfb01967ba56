// responder: The responder's pages in Italian (moved from responder-text.it.ts).
import type { Messages } from '../../catalogue-types.ts';
import type { responderEn } from './en.ts';

export const responderIt = {
  // Issue 34: the child's photo for lost mode.
  photoAlt: 'Foto di {childName}',
  photoAltUnnamed: 'Foto del bambino',
  page: {
    privacy: 'Informativa sulla privacy',
    language: 'Lingua',
  },
  calls: {
    emergencyNumber: 'Chiama il {number}',
    field: 'Chiama {title}',
  },
  notices: {
    unknownTitle: 'Braccialetto non trovato',
    unknown: 'Nessun braccialetto SafeKid ha questo codice. Controlla il codice stampato sul braccialetto.',
    inactiveTitle: 'Braccialetto non più attivo',
    inactive: 'Questo braccialetto non è più attivo. Contatta il proprietario del braccialetto.',
    unavailable: 'Al momento non è possibile caricare la pagina. Riprova tra qualche istante.',
    tooManyLookups:
      '{count, plural, one {Troppi tentativi. Attendi # secondo e riprova.} other {Troppi tentativi. Attendi # secondi e riprova.}}',
    tooManyLookupsMinutes:
      '{count, plural, one {Troppi tentativi. Attendi # minuto e riprova.} other {Troppi tentativi. Attendi # minuti e riprova.}}',
    enterCode: 'Inserisci un codice',
  },
  notSetUp: {
    title: 'Questo braccialetto non è ancora configurato',
    body: 'Se hai trovato un bambino che lo indossa, chiama il numero di emergenza.',
  },
  typedCode: {
    heading: 'Inserisci il codice stampato sul braccialetto',
    label: 'Codice',
    submit: 'Mostra le informazioni di emergenza',
    pending: 'Ricerca in corso...',
    empty: 'Inserisci il codice.',
    wrongLength:
      '{count, plural, one {Il codice è di # carattere. Controlla di averlo inserito correttamente.} other {Il codice è di # caratteri. Controlla di averlo inserito correttamente.}}',
    wrongCharacters: 'Il codice contiene solo lettere e cifre. Controlla di averlo inserito correttamente.',
  },
  tooManyShares:
    '{count, plural, one {I genitori hanno appena ricevuto molti messaggi da questa pagina. Attendi # minuto prima di inviare di nuovo, oppure chiamali.} other {I genitori hanno appena ricevuto molti messaggi da questa pagina. Attendi # minuti prima di inviare di nuovo, oppure chiamali.}}',
  location: {
    share: 'Condividi la mia posizione con i genitori',
    sharing: 'Invio della posizione in corso...',
    sent: 'La tua posizione è stata inviata ai genitori.',
    failed: 'Non è stato possibile inviare la tua posizione. Riprova.',
    denied:
      'L’accesso alla posizione non è stato consentito. Puoi comunque inviare il tuo numero di telefono ai genitori.',
  },
  phoneNumber: {
    open: 'Invia il mio numero di telefono ai genitori',
    nameLabel: 'Il tuo nome',
    phoneLabel: 'Il tuo numero di telefono',
    messageLabel: 'Messaggio (facoltativo)',
    send: 'Invia',
    sending: 'Invio in corso...',
    sent: 'Il tuo numero di telefono è stato inviato ai genitori.',
    failed: 'Non è stato possibile inviare il tuo numero di telefono. Riprova.',
    nameRequired: 'Inserisci il tuo nome.',
    phoneInvalid: 'Inserisci un numero di telefono a cui i genitori possano richiamarti.',
    messageOver:
      '{count, plural, one {# carattere di troppo. Non è stato tagliato nulla: accorcia il messaggio per inviarlo.} other {# caratteri di troppo. Non è stato tagliato nulla: accorcia il messaggio per inviarlo.}}',
  },
  lostChild: {
    title: 'BAMBINO SCOMPARSO',
    body: 'I genitori hanno segnalato la scomparsa di questo bambino. Resta con il bambino e chiama i genitori o il numero di emergenza.',
    call: 'Chiama i genitori: {phone}',
    message: 'Messaggio dei genitori',
  },
  protectedFields: {
    more: 'Altre informazioni',
    intro: 'I genitori hanno protetto altre informazioni con un PIN.',
    pinLabel: 'PIN',
    show: 'Mostra',
    checking: 'Verifica in corso...',
    wrongPin: 'PIN errato. Riprova.',
    pinDigits: 'Il PIN ha 8 cifre (6 sulle tessere più vecchie). Inseriscile tutte.',
    tooManyTries:
      '{count, plural, one {Troppi tentativi errati. Attendi # minuto e riprova.} other {Troppi tentativi errati. Attendi # minuti e riprova.}}',
  },
  templateTitles: {
    'Emergency Contact': 'Contatto di emergenza',
    'Home Address': 'Indirizzo di casa',
    Allergies: 'Allergie',
    'Blood Type': 'Gruppo sanguigno',
    Medications: 'Farmaci',
    'Doctor Info': 'Medico curante',
    'Special Notes': 'Note particolari',
  },
} satisfies Messages<typeof responderEn>;
