// publicTag: Italian (moved from responder-text.it.ts).
import type { Messages } from '../../catalogue-types.ts';
import type { publicTagEn } from './en.ts';

export const publicTagIt = {
  heading: 'INFORMAZIONI DI EMERGENZA',
  banner:
    'Questo bambino indossa un braccialetto di emergenza SafeKid. Le informazioni seguenti sono state fornite da un genitore.',
  childFallback: 'Dati del bambino',
  age: 'Età',
  ageYears: '{count, plural, one {# anno} other {# anni}}',
  tagId: 'ID braccialetto',
  empty: 'Per questo braccialetto non sono ancora state inserite informazioni di emergenza.',
  lastUpdated: 'Ultimo aggiornamento',
  support: 'Assistenza',
  loading: 'Caricamento delle informazioni di emergenza...',
  error: 'Braccialetto non trovato o non più attivo. Contatti il proprietario del braccialetto.',
  call: 'Chiama',
  checkedByParent: 'Verificato da un genitore il {date}',
  staleNotice:
    "Un genitore ha verificato queste informazioni l'ultima volta più di un anno fa. Potrebbero non essere aggiornate.",
} satisfies Messages<typeof publicTagEn>;
