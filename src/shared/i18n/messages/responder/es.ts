// responder: The responder's pages in Spanish (moved from responder-text.es.ts).
import type { Messages } from '../../catalogue-types.ts';
import type { responderEn } from './en.ts';

export const responderEs = {
  // Issue 34: the child's photo for lost mode.
  photoAlt: 'Foto de {childName}',
  photoAltUnnamed: 'Foto del niño',
  page: {
    privacy: 'Aviso de privacidad',
    language: 'Idioma',
  },
  calls: {
    emergencyNumber: 'Llamar al {number}',
    field: 'Llamar a {title}',
  },
  notices: {
    unknownTitle: 'Pulsera no encontrada',
    unknown: 'Ninguna pulsera SafeKid tiene este código. Compruebe el código impreso en la pulsera.',
    inactiveTitle: 'Pulsera desactivada',
    inactive: 'Esta pulsera ya no está activa. Póngase en contacto con el propietario de la pulsera.',
    unavailable: 'En este momento no se puede cargar la página. Vuelva a intentarlo en unos instantes.',
    tooManyLookups:
      '{count, plural, one {Demasiados intentos. Espere # segundo y vuelva a intentarlo.} other {Demasiados intentos. Espere # segundos y vuelva a intentarlo.}}',
    tooManyLookupsMinutes:
      '{count, plural, one {Demasiados intentos. Espere # minuto y vuelva a intentarlo.} other {Demasiados intentos. Espere # minutos y vuelva a intentarlo.}}',
    enterCode: 'Introducir un código',
  },
  notSetUp: {
    title: 'Esta pulsera aún no está configurada',
    body: 'Si ha encontrado a un niño que la lleva, llame al número de emergencias.',
  },
  typedCode: {
    heading: 'Introduzca el código impreso en la pulsera',
    label: 'Código',
    submit: 'Mostrar la información de emergencia',
    pending: 'Buscando...',
    empty: 'Introduzca el código.',
    wrongLength:
      '{count, plural, one {El código tiene # carácter. Compruebe lo que ha escrito.} other {El código tiene # caracteres. Compruebe lo que ha escrito.}}',
    wrongCharacters: 'El código solo tiene letras y números. Compruebe lo que ha escrito.',
  },
  tooManyShares:
    '{count, plural, one {Los padres acaban de recibir muchos mensajes desde esta página. Espere # minuto antes de volver a enviar, o llámelos.} other {Los padres acaban de recibir muchos mensajes desde esta página. Espere # minutos antes de volver a enviar, o llámelos.}}',
  location: {
    share: 'Compartir mi ubicación con los padres',
    sharing: 'Enviando su ubicación...',
    sent: 'Su ubicación se ha enviado a los padres.',
    failed: 'No se ha podido enviar su ubicación. Vuelva a intentarlo.',
    denied:
      'No se ha permitido el acceso a su ubicación. Aun así, puede enviar su número de teléfono a los padres.',
  },
  phoneNumber: {
    open: 'Enviar mi número de teléfono a los padres',
    nameLabel: 'Su nombre',
    phoneLabel: 'Su número de teléfono',
    messageLabel: 'Mensaje (opcional)',
    send: 'Enviar',
    sending: 'Enviando...',
    sent: 'Su número de teléfono se ha enviado a los padres.',
    failed: 'No se ha podido enviar su número de teléfono. Vuelva a intentarlo.',
    nameRequired: 'Introduzca su nombre.',
    phoneInvalid: 'Introduzca un número de teléfono en el que los padres puedan llamarle.',
    messageOver:
      '{count, plural, one {# carácter de más. No se ha recortado nada: acorte el mensaje para enviarlo.} other {# caracteres de más. No se ha recortado nada: acorte el mensaje para enviarlo.}}',
  },
  lostChild: {
    title: 'NIÑO DESAPARECIDO',
    body: 'Los padres han denunciado la desaparición de este niño. Quédese con el niño y llame a los padres o al número de emergencia.',
    call: 'Llamar a los padres: {phone}',
    message: 'Mensaje de los padres',
  },
  protectedFields: {
    more: 'Más información',
    intro: 'Los padres han protegido más información con un PIN.',
    pinLabel: 'PIN',
    show: 'Mostrar',
    checking: 'Comprobando...',
    wrongPin: 'PIN incorrecto. Vuelva a intentarlo.',
    pinDigits: 'El PIN tiene 8 dígitos (6 en las tarjetas más antiguas). Escríbalos todos.',
    tooManyTries:
      '{count, plural, one {Demasiados intentos fallidos. Espere # minuto y vuelva a intentarlo.} other {Demasiados intentos fallidos. Espere # minutos y vuelva a intentarlo.}}',
  },
  templateTitles: {
    'Emergency Contact': 'Contacto de emergencia',
    'Home Address': 'Domicilio',
    Allergies: 'Alergias',
    'Blood Type': 'Grupo sanguíneo',
    Medications: 'Medicamentos',
    'Doctor Info': 'Médico de cabecera',
    'Special Notes': 'Observaciones',
  },
} satisfies Messages<typeof responderEn>;
