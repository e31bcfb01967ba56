// publicUrl: es.
import type { Messages } from '../../catalogue-types.ts';
import type { publicUrlEn } from './en.ts';

export const publicUrlEs = {
  warningTitle: 'Los enlaces de activación usan una dirección local',
  warning:
    'Los enlaces de activación de las pulseras empiezan por {url} (PUBLIC_URL), una dirección que solo este ordenador o su red local pueden abrir: un móvil que toque una de estas pulseras no podrá acceder a ella. Configura PUBLIC_URL con la dirección pública de la tienda (https://…) y reinicia el servidor antes de mandar programar pulseras.',
  cliRefusal:
    'PUBLIC_URL es {url}, una dirección local: los móviles no podrían abrir los enlaces de activación que este lote grabaría en sus chips. Configura PUBLIC_URL con la dirección pública de la tienda (por ejemplo PUBLIC_URL=https://shop.example.com) o añade --allow-local para un lote de prueba.',
  cliAllowed:
    'Aviso: PUBLIC_URL es {url}, una dirección local (--allow-local): estos enlaces de activación solo funcionan en esta red.',
} satisfies Messages<typeof publicUrlEn>;
