// The responder's pages in Spanish (issue 15), addressing the reader as "usted"; buttons are
// infinitives, as Spanish interfaces write them.
import type { ResponderText } from './responder-text.ts';

export const responderTextEs: ResponderText = {
  page: {
    heading: 'INFORMACIÓN DE EMERGENCIA',
    banner:
      'Este niño lleva una pulsera de emergencia SafeKid. La información siguiente la ha proporcionado uno de sus padres.',
    childFallback: 'Datos del niño',
    age: 'Edad',
    ageYears: { one: '{count} año', other: '{count} años' },
    tagId: 'ID de la pulsera',
    empty: 'Todavía no se ha configurado información de emergencia para esta pulsera.',
    lastUpdated: 'Última actualización',
    support: 'Asistencia',
    privacy: 'Aviso de privacidad',
    loading: 'Cargando la información de emergencia...',
    error: 'Pulsera no encontrada o desactivada. Póngase en contacto con el propietario de la pulsera.',
    call: 'Llamar',
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
    tooManyLookups: {
      one: 'Demasiados intentos. Espere {count} segundo y vuelva a intentarlo.',
      other: 'Demasiados intentos. Espere {count} segundos y vuelva a intentarlo.',
    },
    tooManyLookupsMinutes: {
      one: 'Demasiados intentos. Espere {count} minuto y vuelva a intentarlo.',
      other: 'Demasiados intentos. Espere {count} minutos y vuelva a intentarlo.',
    },
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
    wrongLength: {
      one: 'El código tiene {count} carácter. Compruebe lo que ha escrito.',
      other: 'El código tiene {count} caracteres. Compruebe lo que ha escrito.',
    },
    wrongCharacters: 'El código solo tiene letras y números. Compruebe lo que ha escrito.',
  },
  tooManyShares: {
    one: 'Los padres acaban de recibir muchos mensajes desde esta página. Espere {count} minuto antes de volver a enviar, o llámelos.',
    other:
      'Los padres acaban de recibir muchos mensajes desde esta página. Espere {count} minutos antes de volver a enviar, o llámelos.',
  },
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
    /** The message box keeps a longer paste whole and says by how much it is over. */
    messageOver: {
      one: '{count} carácter de más. No se ha recortado nada: acorte el mensaje para enviarlo.',
      other: '{count} caracteres de más. No se ha recortado nada: acorte el mensaje para enviarlo.',
    },
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
    tooManyTries: {
      one: 'Demasiados intentos fallidos. Espere {count} minuto y vuelva a intentarlo.',
      other: 'Demasiados intentos fallidos. Espere {count} minutos y vuelva a intentarlo.',
    },
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
};
