// pinLockMail: fr.
import type { Messages } from '../../catalogue-types.ts';
import type { pinLockMailEn } from './en.ts';

export const pinLockMailFr = {
  subject: 'De nombreux codes PIN erronés sur la page SafeKid {possessiveChild}',
  happened:
    "Quelqu'un a saisi de nombreux codes PIN erronés sur la page SafeKid {possessiveChild}. Pour garder les informations protégées en sécurité, elles ne peuvent pas être ouvertes avec le code PIN avant {until}, même avec le bon.",
  stillShown:
    'Tout le reste de la page (les champs publics, vos numéros de téléphone) est affiché comme d’habitude.',
  whatToDo: 'Que faire :',
  ifMistyped:
    "Si c'était un secouriste ou une personne que vous connaissez qui s'est trompé de code PIN : rien. La page se rouvre d'elle-même.",
  ifNot:
    "Sinon, quelqu'un essaie peut-être de le deviner. Créez un nouveau code PIN dans votre tableau de bord (Nouveau PIN sur le tag) et imprimez à nouveau la carte d'urgence : l'ancien code PIN ne fonctionne plus et le nouveau fonctionne immédiatement.",
  legacyPin:
    'Votre tag a encore un code PIN à 6 chiffres. Un nouveau code PIN a 8 chiffres et est beaucoup plus difficile à deviner.',
  dashboard: 'Votre tableau de bord : {url}',
  childNamed: 'de l’enfant {name}',
  childUnnamed: 'de votre enfant',
} satisfies Messages<typeof pinLockMailEn>;
