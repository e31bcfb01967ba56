// pinLockMail: es.
import type { Messages } from '../../catalogue-types.ts';
import type { pinLockMailEn } from './en.ts';

export const pinLockMailEs = {
  subject: 'Muchos PIN incorrectos en la página SafeKid {possessiveChild}',
  happened:
    'Alguien ha introducido muchos PIN incorrectos en la página SafeKid {possessiveChild}. Para mantener a salvo la información protegida, no se puede abrir con el PIN hasta {until}, ni siquiera con el correcto.',
  stillShown:
    'Todo lo demás de la página (los campos públicos, tus números de teléfono) se muestra como siempre.',
  whatToDo: 'Qué hacer:',
  ifMistyped:
    'Si fue alguien de los servicios de emergencia o alguien que conoces que se equivocó al escribir el PIN: nada. Se vuelve a abrir sola.',
  ifNot:
    'Si no, puede que alguien esté intentando adivinarlo. Crea un PIN nuevo en tu panel (Nuevo PIN en el tag) y vuelve a imprimir la tarjeta de emergencia: el PIN antiguo deja de funcionar y el nuevo funciona al instante.',
  legacyPin:
    'Tu tag todavía tiene un PIN de 6 dígitos. Un PIN nuevo tiene 8 dígitos y es mucho más difícil de adivinar.',
  dashboard: 'Tu panel: {url}',
  childNamed: 'de {name}',
  childUnnamed: 'de tu hijo o hija',
} satisfies Messages<typeof pinLockMailEn>;
