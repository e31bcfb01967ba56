// adminSave: it.
import type { Messages } from '../../catalogue-types.ts';
import type { adminSaveEn } from './en.ts';

export const adminSaveIt = {
  content: {
    failed: 'Impossibile aggiornare il contenuto',
    ok: 'Contenuto aggiornato',
  },
  paypal: {
    failed: 'Impossibile aggiornare le impostazioni PayPal',
    ok: 'Impostazioni PayPal aggiornate',
  },
  howItWorks: {
    failed: 'Impossibile aggiornare la sezione Come funziona',
    ok: 'Sezione Come funziona aggiornata',
  },
  step: {
    failed: 'Impossibile aggiornare il passaggio',
    ok: 'Passaggio aggiornato',
  },
  video: {
    failed: 'Impossibile aggiornare la sezione video',
    ok: 'Sezione video aggiornata',
  },
  features: {
    failed: 'Impossibile aggiornare la sezione caratteristiche',
    ok: 'Sezione caratteristiche aggiornata',
  },
  ratings: {
    failed: 'Impossibile aggiornare la sezione recensioni',
    ok: 'Sezione recensioni aggiornata',
  },
  media: {
    failed: 'Impossibile aggiornare i contenuti multimediali',
    ok: 'Contenuti multimediali aggiornati',
  },
} satisfies Messages<typeof adminSaveEn>;
