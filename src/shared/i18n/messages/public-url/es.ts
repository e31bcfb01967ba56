// publicUrl: es.
import type { Messages } from '../../catalogue-types.ts';
import type { publicUrlEn } from './en.ts';

export const publicUrlEs = {
  cliRefusal:
    'PUBLIC_URL es {url}, una dirección local: los móviles no podrían abrir los enlaces de activación que este lote grabaría en sus chips. Configura PUBLIC_URL con la dirección pública de la tienda (por ejemplo PUBLIC_URL=https://shop.example.com) o añade --allow-local para un lote de prueba.',
  cliAllowed:
    'Aviso: PUBLIC_URL es {url}, una dirección local (--allow-local): estos enlaces de activación solo funcionan en esta red.',
} satisfies Messages<typeof publicUrlEn>;
