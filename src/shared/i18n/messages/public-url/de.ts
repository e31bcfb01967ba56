// publicUrl: de.
import type { Messages } from '../../catalogue-types.ts';
import type { publicUrlEn } from './en.ts';

export const publicUrlDe = {
  warningTitle: 'Aktivierungslinks verwenden eine lokale Adresse',
  warning:
    'Die Aktivierungslinks der Armbänder beginnen mit {url} (PUBLIC_URL), einer Adresse, die nur dieser Computer oder sein lokales Netzwerk öffnen kann: Ein Handy, das ein solches Armband antippt, erreicht sie nicht. Setzen Sie PUBLIC_URL auf die öffentliche Adresse des Shops (https://…) und starten Sie den Server neu, bevor Sie Armbänder programmieren lassen.',
  cliRefusal:
    'PUBLIC_URL ist {url}, eine lokale Adresse: Handys könnten die Aktivierungslinks, die diese Charge in ihre Chips schreiben würde, nicht öffnen. Setzen Sie PUBLIC_URL auf die öffentliche Adresse des Shops (zum Beispiel PUBLIC_URL=https://shop.example.com) oder fügen Sie für eine Testcharge --allow-local hinzu.',
  cliAllowed:
    'Warnung: PUBLIC_URL ist {url}, eine lokale Adresse (--allow-local): Diese Aktivierungslinks funktionieren nur in diesem Netzwerk.',
} satisfies Messages<typeof publicUrlEn>;
