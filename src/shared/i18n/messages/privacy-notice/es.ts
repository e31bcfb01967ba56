// privacyNotice: es.
import type { Messages } from '../../catalogue-types.ts';
import type { privacyNoticeEn } from './en.ts';

export const privacyNoticeEs = {
  heading: 'Aviso de privacidad',
  version: 'Versión',
  intro:
    'SafeKid Tag pone la información de emergencia de un niño en una pulsera que cualquiera puede escanear. Este aviso explica qué datos guardamos, quién puede verlos y cómo ejercer tus derechos. Si tienes preguntas, escribe a {email}.',
  consent: {
    label:
      'Soy el padre, la madre o el tutor legal del niño y acepto que lo que introduzco aquí se muestre a cualquiera que escanee la pulsera, como se explica en el {link}.',
    link: 'aviso de privacidad',
    required: 'Marca la casilla para confirmar antes de guardar.',
  },
  store: {
    heading: 'Qué datos guardamos',
    account:
      'Tu cuenta: nombre, dirección de correo electrónico, zona horaria y un hash de tu contraseña (nunca la contraseña en sí).',
    childData:
      'Los datos del niño de cada pulsera: su nombre y edad, y los campos de emergencia que escribes (título y texto), con la visibilidad de cada campo y el PIN de la pulsera.',
    consent: 'Tu consentimiento: cuándo aceptaste este aviso y qué versión.',
    orders:
      'Pedidos: qué compraste, el nombre, el correo electrónico y la dirección de entrega que indicaste, y la referencia del pago.',
  },
  visibility: {
    heading: 'Quién ve qué',
    fields:
      'Los campos públicos se muestran a cualquiera que escanee la pulsera o abra su página: eso es lo que permite que un desconocido ayude a tu hijo. De los campos protegidos, un desconocido solo ve el título; el contenido aparece únicamente después de escribir en la página el PIN de la pulsera. Tú eliges para cada campo y puedes cambiarlo en cualquier momento.',
    nobodyElse:
      'Nadie más ve tu cuenta. Nuestro personal solo accede a los datos de la cuenta y de los pedidos para prestar el servicio.',
  },
  scans: {
    heading: 'Qué registra un escaneo y durante cuánto tiempo',
    recorded:
      'Cuando se abre la página de la pulsera, registramos la hora, el tipo de dispositivo y de navegador (de forma aproximada, p. ej. «teléfono Android, Chrome»), el idioma en que se mostró la página y un hash de la dirección del visitante con una sal que cambia cada día. Nunca guardamos la dirección IP. Una ubicación o un número para devolver la llamada solo se guardan si la persona que encontró a tu hijo pulsa para enviarlos. Los escaneos se eliminan al cabo de {days, plural, one {# día} other {# días}}.',
  },
  alerts: {
    heading: 'Avisos',
    text: 'Cuando se escanea tu pulsera, te enviamos un correo electrónico con la hora, el dispositivo y el idioma (y lo que la persona que lo encontró decidió enviar). Puedes desactivar los avisos de cada pulsera desde tu panel.',
  },
  rights: {
    heading: 'Tus derechos y cómo ejercerlos',
    access:
      'Acceso y portabilidad: descarga todo lo que guardamos sobre ti en un único archivo JSON desde la pantalla de tu cuenta (/account).',
    erasure:
      'Supresión: elimina tu cuenta en la pantalla de la cuenta (/account). Tu cuenta, los datos del niño, los campos, los escaneos y los consentimientos se borran de inmediato; tus pulseras dejan de mostrar nada. Los pedidos se conservan, porque la tienda está obligada a guardarlos.',
    correction:
      'Rectificación: cambia los datos del niño y los campos de una pulsera en cualquier momento desde tu panel.',
    lostBand:
      'Una pulsera perdida o rota: desactívala en tu panel y pasa su perfil a una pulsera nueva escribiendo el código de la nueva.',
    other:
      'Para cualquier otra cosa o una reclamación, escribe a {email}. También puedes presentar una reclamación ante tu autoridad de protección de datos.',
  },
} satisfies Messages<typeof privacyNoticeEn>;
