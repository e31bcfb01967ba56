// wizard: it.
import type { Messages } from '../../catalogue-types.ts';
import type { wizardEn } from './en.ts';

export const wizardIt = {
  heading: 'Attiva il tuo braccialetto',
  braceletNumber: 'Numero del braccialetto',
  currentStep: 'Passaggio attuale',
  steps: ['Registrazione', 'Verifica dell’email', 'Configurazione del braccialetto'],
  registerBanner:
    'Prima crea un account: ti permette di gestire questo braccialetto e di tenere aggiornate le sue informazioni.',
  verifyBanner: 'Verifica la tua email, così potrai essere contattato in caso di emergenza.',
  activateBanner:
    'Una volta configurato, questo braccialetto porterà alla pagina di emergenza di tuo figlio.',
  back: 'Indietro',
  registerButton: 'Crea account',
  verifyButton: 'Verifica email',
  resendButton: 'Invia di nuovo il codice',
  activateButton: 'Attiva il braccialetto',
  childNameLabel: 'Nome del bambino',
  childAgeLabel: 'Età del bambino',
  missingTitle: 'Informazioni mancanti',
  missing: 'Aggiungi almeno un campo di informazioni di emergenza.',
  okTitle: 'Braccialetto attivato!',
  ok: 'Le informazioni di emergenza di tuo figlio sono ora online.',
  notFoundTitle: 'Braccialetto non trovato',
  notFound: 'Non abbiamo trovato questo braccialetto. Controlla il numero o contatta l’assistenza.',
  unavailableTitle: 'Braccialetto già attivato',
  unavailable: 'Questo braccialetto è già collegato a un account. Se è tuo, accedi per configurarlo.',
  stepOf: '{step} di {total} ({name})',
  codeLabel: 'Codice di verifica',
  codeSentTo: 'Abbiamo inviato un codice di 6 cifre a {email}.',
  haveAccount: 'Hai già un account?',
  signIn: 'Accedi qui',
  noAccount: 'Sei nuovo?',
  register: 'Crea un account',
  signInButton: 'Accedi',
  signInPending: 'Accesso in corso...',
  registerPending: 'Creazione dell’account...',
  verifyPending: 'Verifica in corso...',
  resendPending: 'Invio in corso...',
  activatePending: 'Attivazione...',
  resendIn: 'Potrai richiedere un nuovo codice tra {seconds, plural, one {# secondo} other {# secondi}}.',
} satisfies Messages<typeof wizardEn>;
