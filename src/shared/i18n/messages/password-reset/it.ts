// passwordReset: it.
import type { Messages } from '../../catalogue-types.ts';
import type { passwordResetEn } from './en.ts';

export const passwordResetIt = {
  forgotLink: 'Password dimenticata?',
  forgotHeading: 'Hai dimenticato la password?',
  forgotIntro:
    "Inserisci l'indirizzo e-mail del tuo account. Ti invieremo un link per impostare una nuova password.",
  forgotButton: 'Invia il link',
  forgotPending: 'Invio in corso...',
  forgotFailedTitle: 'Richiesta non inviata',
  forgotAccepted:
    'Se esiste un account con questa e-mail, gli abbiamo inviato un link per impostare una nuova password. Il link funziona una sola volta, per 1 ora.',
  forgotSentTitle: 'Controlla la tua e-mail',
  forgotSpamNote: 'Nessuna e-mail dopo qualche minuto? Controlla la cartella spam o richiedilo di nuovo.',
  forgotAgain: 'Usa un altro indirizzo e-mail',
  backToSignIn: "Torna all'accesso",
  resetHeading: 'Imposta una nuova password',
  resetIntro: 'Scegli una nuova password. Tutti i dispositivi connessi al tuo account verranno disconnessi.',
  newPasswordLabel: 'Nuova password',
  confirmPasswordLabel: 'Conferma la nuova password',
  passwordsDiffer: 'Le due password non coincidono',
  resetButton: 'Salva la nuova password',
  resetPending: 'Salvataggio...',
  resetOkTitle: 'Password modificata',
  resetOk: 'Accedi con la tua nuova password.',
  resetFailedTitle: 'Password non modificata',
  invalidLink: 'Questo link non è valido, è scaduto o è già stato usato. Richiedine uno nuovo.',
  requestNewLink: 'Richiedi un nuovo link',
  invalidNext: 'La pagina a cui tornare non è valida.',
  mailSubject: 'Imposta una nuova password per il tuo account SafeKid Tag',
  mailIntro:
    "qualcuno (speriamo tu) ha chiesto di impostare una nuova password per l'account SafeKid Tag {email}.",
  mailAction: 'Imposta una nuova password',
  mailValidity:
    'Il link funziona una sola volta, per 1 ora. Impostare una nuova password disconnette tutti i dispositivi.',
  mailIgnore: "Se non l'hai chiesto tu, ignora questa e-mail: la tua password resta quella di prima.",
} satisfies Messages<typeof passwordResetEn>;
