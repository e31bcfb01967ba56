// publicUrl: it.
import type { Messages } from '../../catalogue-types.ts';
import type { publicUrlEn } from './en.ts';

export const publicUrlIt = {
  warningTitle: 'I link di attivazione usano un indirizzo locale',
  warning:
    "I link di attivazione dei braccialetti iniziano con {url} (PUBLIC_URL), un indirizzo che solo questo computer o la sua rete locale possono aprire: un telefono che tocca un braccialetto così non riesce a raggiungerlo. Imposta PUBLIC_URL sull'indirizzo pubblico del negozio (https://…) e riavvia il server prima di far programmare i braccialetti.",
  cliRefusal:
    "PUBLIC_URL è {url}, un indirizzo locale: i telefoni non potrebbero aprire i link di attivazione che questo lotto scriverebbe nei chip. Imposta PUBLIC_URL sull'indirizzo pubblico del negozio (ad esempio PUBLIC_URL=https://shop.example.com) oppure aggiungi --allow-local per un lotto di prova.",
  cliAllowed:
    'Attenzione: PUBLIC_URL è {url}, un indirizzo locale (--allow-local): questi link di attivazione funzionano solo su questa rete.',
} satisfies Messages<typeof publicUrlEn>;
