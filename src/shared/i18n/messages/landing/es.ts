// landing: es.
import type { Messages } from '../../catalogue-types.ts';
import type { landingEn } from './en.ts';

export const landingEs = {
  demoVideo: 'Vídeo de demostración',
  comingSoon: 'Próximamente',
  videoUnsupported: 'Tu navegador no puede reproducir este vídeo.',
  landingShippingDefault: 'Envío gratuito incluido',
  noBatteries: 'SIN PILAS',
  checkoutDisabled: 'En este momento no es posible comprar online.',
  thankYouTitle: '¡Gracias por tu pedido!',
  thankYou: 'Tu número de pedido es {orderNumber}. Te hemos enviado una confirmación por correo electrónico.',
  close: 'Cerrar',
  rating: 'Valoración: {stars} de 5 estrellas',
  videoLabel: 'Vídeo de demostración',
  activateBracelet: 'Activar una pulsera',
  typedCodeLink: '¿Has encontrado a un niño con una pulsera SafeKid? Introduce el código',
  quantityLabel: 'Número de pulseras',
  quantityFewer: 'Una pulsera menos',
  quantityMore: 'Una pulsera más',
  quantityHint: 'Hasta {max} por pedido',
  summaryItems: '{count, plural, one {# pulsera} other {# pulseras}} × {price}',
  summaryShipping: 'Envío',
  summaryShippingFree: 'Gratis',
  summaryTotal: 'Total',
} satisfies Messages<typeof landingEn>;
