// pinLockMail: de.
import type { Messages } from '../../catalogue-types.ts';
import type { pinLockMailEn } from './en.ts';

export const pinLockMailDe = {
  subject: 'Viele falsche PINs auf der SafeKid-Seite {possessiveChild}',
  happened:
    'Jemand hat auf der SafeKid-Seite {possessiveChild} viele falsche PINs eingegeben. Zum Schutz der geschützten Informationen lassen sie sich bis {until} nicht mit der PIN öffnen, auch nicht mit der richtigen.',
  stillShown:
    'Alles andere auf der Seite (die öffentlichen Felder, Ihre Telefonnummern) wird wie gewohnt angezeigt.',
  whatToDo: 'Was Sie tun sollten:',
  ifMistyped:
    'Wenn ein Ersthelfer oder jemand, den Sie kennen, sich bei der PIN vertippt hat: nichts. Die Sperre hebt sich von selbst auf.',
  ifNot:
    'Andernfalls versucht vielleicht jemand, sie zu erraten. Erstellen Sie in Ihrem Dashboard eine neue PIN (Neue PIN beim Tag) und drucken Sie die Notfallkarte neu aus: Die alte PIN funktioniert nicht mehr, die neue sofort.',
  legacyPin:
    'Ihr Tag hat noch eine 6-stellige PIN. Eine neue PIN hat 8 Stellen und ist viel schwerer zu erraten.',
  dashboard: 'Ihr Dashboard: {url}',
  childNamed: 'von {name}',
  childUnnamed: 'Ihres Kindes',
} satisfies Messages<typeof pinLockMailEn>;
