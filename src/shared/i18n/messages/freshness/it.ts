// freshness: it.
import type { Messages } from '../../catalogue-types.ts';
import type { freshnessEn } from './en.ts';

export const freshnessIt = {
  subject: 'Le informazioni di {childName} sono ancora corrette?',
  subjectUnnamed: 'Le informazioni di tuo figlio sono ancora corrette?',
  intro: "Un genitore ha verificato queste informazioni l'ultima volta il {date}.",
  introNever: 'Nessun genitore ha ancora verificato queste informazioni.',
  pageShows: 'Ecco cosa mostra la pagina di emergenza a chi legge il braccialetto:',
  name: 'Nome',
  behindPin: '{title} (protetto dal PIN)',
  noFields: 'Nessuna informazione di emergenza per ora.',
  stillRightLink: 'Ancora corrette',
  editLink: 'Modifica',
  linkNote:
    'Il link “Ancora corrette” funziona per 60 giorni, senza bisogno di accedere. Se qualcosa è cambiato, modifica invece le informazioni.',
  why: 'Te lo chiediamo ogni {months, plural, one {mese} other {# mesi}}, perché i soccorritori possano fidarsi di ciò che leggono.',
  confirmButton: 'Sì, sono ancora corrette',
  editInstead: 'Modifica le informazioni',
  thanksHeading: 'Grazie!',
  thanksText: 'La pagina di emergenza ora mostra che oggi un genitore ha verificato le informazioni.',
  invalidLink:
    "Questo link non è valido. Aprilo esattamente come è arrivato nell'e-mail, oppure accedi per verificare le informazioni.",
  expiredLink: 'Questo link è scaduto. Accedi per verificare le informazioni.',
  tagGone: 'Questo tag non è più attivo.',
  tagNotFound: 'Questo tag non esiste o non esiste più.',
  tooManyLinks: 'Troppi link non validi dalla tua connessione. Riprova più tardi.',
} satisfies Messages<typeof freshnessEn>;
