// emergencyCard: es.
import type { Messages } from '../../catalogue-types.ts';
import type { emergencyCardEn } from './en.ts';

export const emergencyCardEs = {
  heading: 'INFORMACIÓN DE EMERGENCIA',
  brand: 'SafeKid Tag',
  childFallback: 'Datos del niño',
  age: 'Edad',
  ageYears: '{count, plural, one {# año} other {# años}}',
  scanHint: 'Escanea para ver toda la información de emergencia',
  symbolsOnly: '(símbolos: ver la página en línea)',
  pin: 'PIN para más información',
  pinShort: 'PIN para más info',
  noCamera: '¿Sin cámara? Abre',
  enterCode: 'e introduce el código',
  code: 'Código',
  lastUpdated: 'Última actualización',
  moreFields: '{n, plural, one {+# campo más en línea} other {+# campos más en línea}}',
  documentTitle: 'Tarjeta de emergencia: {name}',
  qrDescription: 'Código QR de {url}',
} satisfies Messages<typeof emergencyCardEn>;
