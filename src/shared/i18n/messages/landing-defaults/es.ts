// landing-defaults: es.
import type { Messages } from '../../catalogue-types.ts';
import type { landingDefaultsEn } from './en.ts';

export const landingDefaultsEs = {
  heroTitle: 'SafeKid Tag',
  heroSubtitle: 'Pulsera de emergencia NFC',
  heroDescription: 'Tus seres queridos, siempre protegidos',
  heroTrust1Text: 'Resistente al agua',
  heroTrust2Text: 'Con NFC',
  heroTrust3Text: 'Fácil de configurar',
  siteVideoMainTitle: 'Mira cómo funciona',
  siteVideoSubTitle: 'Descubre lo rápido que un sanitario accede a la información vital',
  siteVideoThirdTitle: 'Se configura en menos de 2 minutos',
  paypalShippingText: 'Envío gratuito',
  paypalButtonText: 'Comprar ahora con PayPal',
  paypalSubtextBelow: 'Pago seguro con PayPal • Garantía de devolución de 30 días',
  howItWorksMainTitle: 'Cómo funciona',
  howItWorksSubtitle: 'Tres sencillos pasos para proteger a tu hijo. Sin cuotas mensuales ni suscripciones.',
  howItWorksStep1Title: 'Pide',
  howItWorksStep1Subtitle: 'Pide tu pulsera SafeKid online. Te llega a casa, lista para usar.',
  howItWorksStep2Title: 'Actívala online',
  howItWorksStep2Subtitle:
    'Introduce el código que viene en la pulsera y añade la información de emergencia de tu hijo.',
  howItWorksStep3Title: 'Acceso inmediato',
  howItWorksStep3Subtitle:
    'Quien acerque un móvil a la pulsera verá la página de emergencia. Sin necesidad de app.',
  videoMainTitle: 'Mírala en acción',
  videoSubTitle: 'Mira cómo un sanitario lee la información de emergencia en segundos',
  videoThirdTitle: 'Acerca. Lee. Ayuda.',
  featuresMainTitle: 'Por qué los padres eligen SafeKid',
  featuresSubTitle: 'Pensada para niños activos y para tu tranquilidad',
  feature1Title: 'Diseño resistente al agua',
  feature1Subtitle: 'Hecha para nadar, jugar y las aventuras de cada día.',
  feature2Title: 'Sin app',
  feature2Subtitle: 'Cualquier móvil con NFC abre la página de emergencia. Sin app y sin registrarse.',
  feature3Title: 'Fácil de configurar',
  feature3Subtitle: 'Actívala online en dos minutos y actualiza la información cuando quieras.',
  feature4Title: 'Tranquilidad',
  feature4Subtitle: 'Las personas adecuadas tendrán la información adecuada cuando más importa.',
  ratingsQuote:
    'Cuando mi hijo tuvo una reacción alérgica en el parque, el sanitario acercó el móvil a su pulsera y supo exactamente qué hacer.',
  ratingsSignature: 'Sara M.',
  ratingsSubSignature: 'Madre de dos niños',
} satisfies Messages<typeof landingDefaultsEn>;
