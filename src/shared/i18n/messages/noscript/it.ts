// noscript: it.
import type { Messages } from '../../catalogue-types.ts';
import type { noscriptEn } from './en.ts';

export const noscriptIt = {
  title: 'Questa pagina richiede JavaScript',
  body: 'Attiva JavaScript nelle impostazioni del browser oppure apri questa pagina con un altro browser.',
  emergency:
    'Le pagine di emergenza, quelle che apre il braccialetto (/tag/…), funzionano senza JavaScript: chi presta soccorso può sempre leggerle.',
} satisfies Messages<typeof noscriptEn>;
