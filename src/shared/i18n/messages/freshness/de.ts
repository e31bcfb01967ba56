// freshness: de.
import type { Messages } from '../../catalogue-types.ts';
import type { freshnessEn } from './en.ts';

export const freshnessDe = {
  subject: 'Sind die Angaben zu {childName} noch aktuell?',
  subjectUnnamed: 'Sind die Angaben zu Ihrem Kind noch aktuell?',
  intro: 'Ein Elternteil hat diese Angaben zuletzt am {date} geprüft.',
  introNever: 'Bisher hat noch kein Elternteil diese Angaben geprüft.',
  pageShows: 'Das zeigt die Notfallseite allen, die das Armband scannen:',
  name: 'Name',
  behindPin: '{title} (hinter der PIN)',
  noFields: 'Noch keine Notfallinformationen.',
  stillRightLink: 'Noch aktuell',
  editLink: 'Bearbeiten',
  linkNote:
    'Der Link „Noch aktuell“ gilt 60 Tage lang, auch ohne Anmeldung. Hat sich etwas geändert, bearbeiten Sie die Angaben stattdessen.',
  why: 'Wir fragen {months, plural, one {jeden Monat} other {alle # Monate}} nach, damit sich Helfer auf das verlassen können, was sie lesen.',
  confirmButton: 'Ja, noch aktuell',
  editInstead: 'Angaben bearbeiten',
  thanksHeading: 'Danke!',
  thanksText: 'Die Notfallseite zeigt jetzt, dass ein Elternteil die Angaben heute geprüft hat.',
  invalidLink:
    'Dieser Link ist ungültig. Öffnen Sie ihn genau so, wie er in der E-Mail steht, oder melden Sie sich an, um die Angaben zu prüfen.',
  expiredLink: 'Dieser Link ist abgelaufen. Bitte melden Sie sich an, um die Angaben zu prüfen.',
  tagGone: 'Dieser Tag ist nicht mehr aktiv.',
  tagNotFound: 'Diesen Tag gibt es nicht (mehr).',
  tooManyLinks: 'Zu viele ungültige Links von Ihrer Verbindung. Bitte versuchen Sie es später noch einmal.',
} satisfies Messages<typeof freshnessEn>;
