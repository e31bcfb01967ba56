// verifyPage: it. SPEC writes this page in Italian: the same text as en.ts.
import type { Messages } from '../../catalogue-types.ts';
import type { verifyPageEn } from './en.ts';

export const verifyPageIt = {
  heading: 'Verifica la tua email',
  intro: 'Abbiamo inviato un codice di 6 cifre a',
  codeLabel: 'Codice di verifica',
  verifyButton: 'Verifica',
  verifyPending: 'Verifica in corso...',
  resendButton: 'Invia di nuovo il codice',
  resendPending: 'Invio in corso...',
  spamNote: 'Non trovi l’email? Controlla anche la cartella spam.',
  validityNote: 'Il codice è valido per 24 ore.',
  okTitle: 'Email verificata!',
  ok: 'Il tuo account è stato attivato con successo.',
  errorTitle: 'Errore di verifica',
  error: 'Il codice inserito non è valido o è scaduto.',
  resentTitle: 'Email inviata',
  resent: 'Ti abbiamo inviato un nuovo codice di verifica.',
  resendErrorTitle: 'Errore',
  resendError: "Non siamo riusciti a inviare l'email. Riprova.",
  tooManyWrongCodes: 'Troppi tentativi errati. Richiedi un nuovo codice.',
  resendTooSoon: 'Attendi un minuto prima di richiedere un nuovo codice.',
  tooManyAttempts: 'Troppi tentativi. Riprova tra qualche minuto.',
  resendIn: 'Potrai richiedere un nuovo codice tra {seconds, plural, one {# secondo} other {# secondi}}.',
} satisfies Messages<typeof verifyPageEn>;
