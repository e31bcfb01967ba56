// responder: The responder's pages in Italian. A stranger reading in an emergency is addressed
// formally (Lei), as the German (Sie), French (vous) and Spanish (usted) pages do; buttons name the act.
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
    unknown: 'Nessun braccialetto SafeKid ha questo codice. Controlli il codice stampato sul braccialetto.',
    inactiveTitle: 'Braccialetto non più attivo',
    inactive: 'Questo braccialetto non è più attivo. Contatti il proprietario del braccialetto.',
    unavailable: 'Al momento non è possibile caricare la pagina. Riprovi tra qualche istante.',
    tooManyLookups:
      '{count, plural, one {Troppi tentativi. Attenda # secondo e riprovi.} other {Troppi tentativi. Attenda # secondi e riprovi.}}',
    tooManyLookupsMinutes:
      '{count, plural, one {Troppi tentativi. Attenda # minuto e riprovi.} other {Troppi tentativi. Attenda # minuti e riprovi.}}',
    enterCode: 'Inserire un codice',
  },
  notSetUp: {
    title: 'Questo braccialetto non è ancora configurato',
    body: 'Se ha trovato un bambino che lo indossa, chiami il numero di emergenza.',
  },
  typedCode: {
    heading: 'Inserisca il codice stampato sul braccialetto',
    label: 'Codice',
    submit: 'Mostra le informazioni di emergenza',
    pending: 'Ricerca in corso...',
    empty: 'Inserisca il codice.',
    wrongLength:
      '{count, plural, one {Il codice è di # carattere. Controlli di averlo inserito correttamente.} other {Il codice è di # caratteri. Controlli di averlo inserito correttamente.}}',
    wrongCharacters: 'Il codice contiene solo lettere e cifre. Controlli di averlo inserito correttamente.',
  },
  tooManyShares:
    '{count, plural, one {I genitori hanno appena ricevuto molti messaggi da questa pagina. Attenda # minuto prima di inviare di nuovo, oppure li chiami.} other {I genitori hanno appena ricevuto molti messaggi da questa pagina. Attenda # minuti prima di inviare di nuovo, oppure li chiami.}}',
  location: {
    share: 'Condividi la mia posizione con i genitori',
    sharing: 'Invio della posizione in corso...',
    sent: 'La sua posizione è stata inviata ai genitori.',
    failed: 'Non è stato possibile inviare la sua posizione. Riprovi.',
    denied:
      'L’accesso alla posizione non è stato consentito. Può comunque inviare il suo numero di telefono ai genitori.',
  },
  phoneNumber: {
    open: 'Invia il mio numero di telefono ai genitori',
    nameLabel: 'Il suo nome',
    phoneLabel: 'Il suo numero di telefono',
    messageLabel: 'Messaggio (facoltativo)',
    send: 'Invia',
    sending: 'Invio in corso...',
    sent: 'Il suo numero di telefono è stato inviato ai genitori.',
    failed: 'Non è stato possibile inviare il suo numero di telefono. Riprovi.',
    nameRequired: 'Inserisca il suo nome.',
    phoneInvalid: 'Inserisca un numero di telefono a cui i genitori possano richiamarla.',
    messageOver:
      '{count, plural, one {# carattere di troppo. Non è stato tagliato nulla: accorci il messaggio per inviarlo.} other {# caratteri di troppo. Non è stato tagliato nulla: accorci il messaggio per inviarlo.}}',
  },
  lostChild: {
    title: 'BAMBINO SCOMPARSO',
    body: 'I genitori hanno segnalato la scomparsa di questo bambino. Resti con il bambino e chiami i genitori o il numero di emergenza.',
    call: 'Chiama i genitori: {phone}',
    message: 'Messaggio dei genitori',
  },
  protectedFields: {
    more: 'Altre informazioni',
    intro: 'I genitori hanno protetto altre informazioni con un PIN.',
    pinLabel: 'PIN',
    show: 'Mostra',
    checking: 'Verifica in corso...',
    wrongPin: 'PIN errato. Riprovi.',
    pinDigits: 'Il PIN ha 8 cifre (6 sulle tessere più vecchie). Le inserisca tutte.',
    tooManyTries:
      '{count, plural, one {Troppi tentativi errati. Attenda # minuto e riprovi.} other {Troppi tentativi errati. Attenda # minuti e riprovi.}}',
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
