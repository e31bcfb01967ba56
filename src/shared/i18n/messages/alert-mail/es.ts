// alertMail: es.
import type { Messages } from '../../catalogue-types.ts';
import type { alertMailEn } from './en.ts';

export const alertMailEs = {
  // Issue 34: the child's photo for lost mode.
  photoIntro: 'La foto que muestra la página mientras el modo perdido está activado:',
  hello: 'Hola, {name}:',
  helloUnnamed: 'Hola:',
  fact: '{label}: {value}',
  dashboardLink: 'Tu panel',
  historyLink: 'Historial de escaneos',

  opened: 'Se ha abierto la página SafeKid de {name}',
  openedUnnamed: 'Se ha abierto la página SafeKid de tu hijo o hija',
  lostSubject: 'Modo perdido: {subject}',
  testSubject: '[Prueba] {subject}',
  testIntro: 'Este es un aviso de prueba: nadie ha abierto la página. Así es un aviso real.',
  lostIntro: 'El tag está en modo perdido: cada apertura se avisa al momento.',
  when: 'Cuándo',
  device: 'Dispositivo',
  language: 'Idioma',
  languageName: '{name} ({code})',
  whyLost:
    'Recibes este correo porque el tag está en modo perdido: mientras lo esté, cada apertura te llega por correo, aunque los avisos de escaneo estén desactivados.',
  whyTestOff:
    'Los avisos de escaneo están desactivados para este tag: las aperturas reales no te llegan por correo hasta que los actives en tu panel (en modo perdido siempre llegan).',
  whyOn:
    'Recibes este correo porque los avisos de escaneo están activados para este tag; puedes desactivarlos en tu panel.',

  openedMore:
    'Se ha abierto la página SafeKid de {name} {count, plural, one {una vez más} other {# veces más}}',
  openedMoreUnnamed:
    'Se ha abierto la página SafeKid de tu hijo o hija {count, plural, one {una vez más} other {# veces más}}',
  moreOpenings: '… y {count, plural, one {# apertura más} other {# aperturas más}} {range}.',
  rangeAt: 'a las {time} del {date} ({zone})',
  rangeSameDay: 'entre las {from} y las {to} del {date} ({zone})',
  rangeDays: 'entre el {from} y el {to} ({zone})',
  latest: 'La última: {device}, {language}.',
  summaryBudget:
    'Para que una avalancha de aperturas no entierre tu correo, cada tag envía como máximo {budget} avisos por hora y resume el resto en un solo correo como este. Los mensajes de quienes han encontrado a tu hijo o hija se envían siempre por separado.',

  locationSubject: 'Ubicación compartida desde la página SafeKid de {name}',
  locationSubjectUnnamed: 'Ubicación compartida desde la página SafeKid de tu hijo o hija',
  locationIntro: 'La persona que abrió la página SafeKid de {name} compartió su ubicación contigo el {time}.',
  locationIntroUnnamed:
    'La persona que abrió la página SafeKid de tu hijo o hija compartió su ubicación contigo el {time}.',
  contactSubject: 'Llama a la persona que ha encontrado a {name}',
  contactSubjectUnnamed: 'Llama a la persona que ha encontrado a tu hijo o hija',
  contactIntro:
    'La persona que abrió la página SafeKid de {name} dejó un número para que le devuelvas la llamada, el {time}.',
  contactIntroUnnamed:
    'La persona que abrió la página SafeKid de tu hijo o hija dejó un número para que le devuelvas la llamada, el {time}.',
  coordinates: 'Coordenadas',
  accuracy: 'con una precisión de unos {metres, plural, one {# metro} other {# metros}}',
  map: 'Mapa',
  mapLink: 'Abrir el mapa en OpenStreetMap',
  name: 'Nombre',
  phone: 'Teléfono',
  message: 'Mensaje',
  everyScan: 'Ver todos los escaneos',
  heldSubject:
    '{count, plural, one {# mensaje} other {# mensajes}} de personas que abrieron la página SafeKid de {name}',
  heldSubjectUnnamed:
    '{count, plural, one {# mensaje} other {# mensajes}} de personas que abrieron la página SafeKid de tu hijo o hija',
  heldIntro:
    'Personas que abrieron la página SafeKid de {name} te han enviado {count, plural, one {este mensaje} other {estos # mensajes}}. Para que una avalancha no entierre tu correo, cada tag envía como máximo {budget} mensajes por hora por separado y el resto juntos, como aquí.',
  heldIntroUnnamed:
    'Personas que abrieron la página SafeKid de tu hijo o hija te han enviado {count, plural, one {este mensaje} other {estos # mensajes}}. Para que una avalancha no entierre tu correo, cada tag envía como máximo {budget} mensajes por hora por separado y el resto juntos, como aquí.',
  heldLocation: 'Ubicación compartida el {time}',
  heldContact: 'Número para devolver la llamada dejado el {time}',

  orderSubject: 'Tu pedido de SafeKid Tag {orderNumber}',
  orderThanks: 'Gracias por tu pedido de SafeKid Tag. Hemos recibido tu pago.',
  orderNumber: 'Número de pedido',
  amountPaid: 'Importe pagado',
  shipTo: 'Enviaremos {quantity, plural, one {tu pulsera} other {tus # pulseras}} a:',
  shipToPayPal: 'la dirección que diste a PayPal',
  activate:
    '{quantity, plural, one {Cuando llegue, actívala en línea con el código impreso en el interior de la pulsera.} other {Cuando lleguen, activa cada una en línea con el código impreso en su interior.}}',
  questions: '¿Preguntas? Escribe a {email} indicando tu número de pedido.',
} satisfies Messages<typeof alertMailEn>;
