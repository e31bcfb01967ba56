// pinLockMail: it.
import type { Messages } from '../../catalogue-types.ts';
import type { pinLockMailEn } from './en.ts';

export const pinLockMailIt = {
  subject: 'Molti PIN errati sulla pagina SafeKid {possessiveChild}',
  happened:
    'Qualcuno ha inserito molti PIN errati sulla pagina SafeKid {possessiveChild}. Per proteggere le informazioni riservate, non è possibile aprirle con il PIN fino a {until}, nemmeno con quello giusto.',
  stillShown:
    'Tutto il resto della pagina (i campi pubblici, i tuoi numeri di telefono) viene mostrato come sempre.',
  whatToDo: 'Cosa fare:',
  ifMistyped:
    'Se era un soccorritore o una persona che conosci che ha sbagliato a digitare il PIN: niente. Si riapre da solo.',
  ifNot:
    'Altrimenti qualcuno potrebbe cercare di indovinarlo. Crea un nuovo PIN dalla tua dashboard (Nuovo PIN sul tag) e stampa di nuovo la scheda di emergenza: il vecchio PIN smette di funzionare e il nuovo funziona subito.',
  legacyPin:
    'Il tuo tag ha ancora un PIN di 6 cifre. Un nuovo PIN ha 8 cifre ed è molto più difficile da indovinare.',
  dashboard: 'La tua dashboard: {url}',
  childNamed: 'di {name}',
  childUnnamed: 'del tuo bambino',
} satisfies Messages<typeof pinLockMailEn>;
