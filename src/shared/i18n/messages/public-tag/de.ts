// publicTag: German (moved from responder-text.de.ts).
import type { Messages } from '../../catalogue-types.ts';
import type { publicTagEn } from './en.ts';

export const publicTagDe = {
  heading: 'NOTFALLINFORMATIONEN',
  banner: 'Dieses Kind trägt ein SafeKid-Notfallarmband. Die folgenden Angaben stammen von einem Elternteil.',
  childFallback: 'Angaben zum Kind',
  age: 'Alter',
  ageYears: '{count, plural, one {# Jahr} other {# Jahre}}',
  tagId: 'Armband-ID',
  empty: 'Für dieses Armband wurden noch keine Notfallinformationen hinterlegt.',
  lastUpdated: 'Zuletzt aktualisiert',
  support: 'Support',
  loading: 'Notfallinformationen werden geladen...',
  error: 'Armband nicht gefunden oder nicht mehr aktiv. Bitte wenden Sie sich an den Besitzer des Armbands.',
  call: 'Anrufen',
  checkedByParent: 'Von einem Elternteil geprüft am {date}',
  staleNotice:
    'Ein Elternteil hat diese Angaben zuletzt vor mehr als einem Jahr geprüft. Sie könnten veraltet sein.',
} satisfies Messages<typeof publicTagEn>;
