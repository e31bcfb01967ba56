// publicUrl: it.
import type { Messages } from '../../catalogue-types.ts';
import type { publicUrlEn } from './en.ts';

export const publicUrlIt = {
  cliRefusal:
    "PUBLIC_URL è {url}, un indirizzo locale: i telefoni non potrebbero aprire i link di attivazione che questo lotto scriverebbe nei chip. Imposta PUBLIC_URL sull'indirizzo pubblico del negozio (ad esempio PUBLIC_URL=https://shop.example.com) oppure aggiungi --allow-local per un lotto di prova.",
  cliAllowed:
    'Attenzione: PUBLIC_URL è {url}, un indirizzo locale (--allow-local): questi link di attivazione funzionano solo su questa rete.',
} satisfies Messages<typeof publicUrlEn>;
