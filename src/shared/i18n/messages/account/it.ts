// account: it.
import type { Messages } from '../../catalogue-types.ts';
import type { accountEn } from './en.ts';

export const accountIt = {
  heading: 'Il mio account',
  loading: 'Caricamento del tuo account...',
  loadError: 'Impossibile caricare il tuo account. Ricarica la pagina e riprova.',
  detailsHeading: 'I tuoi dati',
  name: 'Nome',
  noName: 'Non indicato',
  email: 'E-mail',
  timeZone: 'Fuso orario',
  timeZoneHint: 'Gli avvisi di scansione mostrano gli orari in questo fuso. Segue il browser con cui accedi.',
  noTimeZone: 'UTC (nessun fuso orario ancora comunicato)',
  passwordHeading: 'Cambia password',
  passwordIntro:
    'Tutti gli altri dispositivi collegati al tuo account vengono disconnessi; questo resta connesso.',
  currentPassword: 'Password attuale',
  newPassword: 'Nuova password',
  changePassword: 'Cambia password',
  changingPassword: 'Modifica in corso...',
  passwordChangedTitle: 'Password cambiata',
  passwordChanged: 'I tuoi altri dispositivi sono stati disconnessi.',
  passwordFailedTitle: 'Password non cambiata',
  passwordRequired: 'Inserisci la tua password attuale',
  wrongPassword: 'La password non è corretta.',
  consentsHeading: 'Consensi dati',
  consentsIntro:
    'Ogni volta che hai accettato che ciò che inserisci per un bambino venga mostrato a chiunque scansioni il braccialetto.',
  noConsents: 'Nessun consenso ancora registrato.',
  consentItem: 'Informativa sulla privacy versione {version}, {when}',
  exportHeading: 'Scarica i miei dati',
  exportIntro:
    'Un unico file JSON con il tuo account, ogni tag con i suoi campi e il PIN, le scansioni e ciò che i soccorritori hanno inviato, i consensi e gli ordini effettuati con la tua e-mail.',
  exportButton: 'Scarica i miei dati',
  deleteHeading: 'Elimina il mio account',
  deleteWarning:
    "Questo cancella il tuo account, i dati e i campi dei tuoi bambini, la cronologia delle scansioni e i consensi. I tuoi braccialetti smettono di funzionare per sempre: chi li scansiona vede solo che il tag non è più attivo. L'operazione non può essere annullata.",
  deletePassword: 'La tua password',
  deleteButton: 'Elimina il mio account',
  deleting: 'Eliminazione in corso...',
  deletedTitle: 'Account eliminato',
  deleted: 'Il tuo account è stato eliminato. Ti stiamo inviando una conferma via e-mail.',
  deleteFailedTitle: 'Account non eliminato',
  failedFallback: 'Qualcosa è andato storto. Riprova.',
  deletedMailSubject: 'Il tuo account SafeKid Tag è stato eliminato',
  passwordChangedMailSubject: 'La password del tuo account SafeKid Tag è stata cambiata',
} satisfies Messages<typeof accountEn>;
