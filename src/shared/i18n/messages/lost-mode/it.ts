// lostMode: it.
import type { Messages } from '../../catalogue-types.ts';
import type { lostModeEn } from './en.ts';

export const lostModeIt = {
  open: 'Modalità smarrito',
  dialogTitle: 'Segnala questo bambino come smarrito',
  dialogDescription:
    'Finché è attiva, la pagina si apre con il tuo messaggio e un pulsante che chiama il tuo numero, e ogni apertura ti viene subito inviata via email, anche con gli avvisi di scansione disattivati. Si disattiva da sola dopo il tempo che scegli.',
  messageLabel: 'Messaggio per chi trova tuo figlio',
  messagePlaceholder: 'Mi sono perso. Per favore chiama il mio papà.',
  phoneLabel: 'Numero di telefono da chiamare',
  hoursLabel: 'Per quanto tempo',
  hours: {
    '4': '4 ore',
    '24': '24 ore',
    '72': '3 giorni',
  },
  start: 'Attiva la modalità smarrito',
  starting: 'Attivazione...',
  cancel: 'Annulla',
  lostUntil: 'Smarrito fino a {time}',
  callsNumber: 'Chi lo trova è invitato a chiamare il {phone}',
  end: 'Disattiva la modalità smarrito',
  ending: 'Disattivazione...',
  endTitle: 'Disattivare la modalità smarrito?',
  endDescription:
    'Il banner con il tuo messaggio e il tuo numero sparisce subito dalla pagina e le scansioni non ti vengono più inviate subito via email. Disattivala solo quando tuo figlio è al sicuro.',
  startedTitle: 'Modalità smarrito attiva',
  endedTitle: 'Modalità smarrito disattivata',
  failedTitle: 'Impossibile modificare la modalità smarrito',
  failedFallback: 'Riprova.',
  messageRequired: 'Scrivi un messaggio per chi trova tuo figlio.',
  messageTooLong: 'Il messaggio può avere al massimo {max} caratteri.',
  messageCount: '{length} / {max} caratteri',
  messageOver:
    '{extra, plural, one {# carattere di troppo.} other {# caratteri di troppo.}} Non è stato tagliato nulla: accorcia il messaggio per inviarlo.',
  phoneInvalid:
    'Inserisci un numero di telefono da 3 a 15 cifre (tra le cifre puoi usare spazi e + ( ) - .).',
  hoursInvalid: 'Scegli 4 ore, 24 ore o 3 giorni.',
} satisfies Messages<typeof lostModeEn>;
