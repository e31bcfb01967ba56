// publicUrl: de.
import type { Messages } from '../../catalogue-types.ts';
import type { publicUrlEn } from './en.ts';

export const publicUrlDe = {
  cliRefusal:
    'PUBLIC_URL ist {url}, eine lokale Adresse: Handys könnten die Aktivierungslinks, die diese Charge in ihre Chips schreiben würde, nicht öffnen. Setzen Sie PUBLIC_URL auf die öffentliche Adresse des Shops (zum Beispiel PUBLIC_URL=https://shop.example.com) oder fügen Sie für eine Testcharge --allow-local hinzu.',
  cliAllowed:
    'Warnung: PUBLIC_URL ist {url}, eine lokale Adresse (--allow-local): Diese Aktivierungslinks funktionieren nur in diesem Netzwerk.',
} satisfies Messages<typeof publicUrlEn>;
