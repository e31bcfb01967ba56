// alertMail: de.
import type { Messages } from '../../catalogue-types.ts';
import type { alertMailEn } from './en.ts';

export const alertMailDe = {
  // Issue 34: the child's photo for lost mode.
  photoIntro: 'Das Foto, das die Seite zeigt, solange der Vermisst-Modus eingeschaltet ist:',
  hello: 'Hallo {name},',
  helloUnnamed: 'Hallo,',
  fact: '{label}: {value}',
  dashboardLink: 'Ihr Dashboard',
  historyLink: 'Scan-Verlauf',

  opened: 'Die SafeKid-Seite von {name} wurde geöffnet',
  openedUnnamed: 'Die SafeKid-Seite Ihres Kindes wurde geöffnet',
  lostSubject: 'Vermisst-Modus: {subject}',
  testSubject: '[Testmail] {subject}',
  testIntro:
    'Dies ist eine Test-Benachrichtigung: Niemand hat die Seite geöffnet. So sieht eine echte Benachrichtigung aus.',
  lostIntro: 'Der Tag ist im Vermisst-Modus: Jeder Aufruf wird sofort gemeldet.',
  when: 'Wann',
  device: 'Gerät',
  language: 'Sprache',
  languageName: '{name} ({code})',
  whyLost:
    'Sie erhalten diese E-Mail, weil der Tag im Vermisst-Modus ist: Solange er es ist, wird jeder Aufruf per E-Mail gemeldet, auch wenn Scan-Benachrichtigungen ausgeschaltet sind.',
  whyTestOff:
    'Scan-Benachrichtigungen sind für diesen Tag ausgeschaltet: Echte Aufrufe werden erst per E-Mail gemeldet, wenn Sie sie in Ihrem Dashboard einschalten (im Vermisst-Modus immer).',
  whyOn:
    'Sie erhalten diese E-Mail, weil Scan-Benachrichtigungen für diesen Tag eingeschaltet sind; Sie können sie in Ihrem Dashboard ausschalten.',

  openedMore:
    'Die SafeKid-Seite von {name} wurde {count, plural, one {noch einmal} other {noch # Mal}} geöffnet',
  openedMoreUnnamed:
    'Die SafeKid-Seite Ihres Kindes wurde {count, plural, one {noch einmal} other {noch # Mal}} geöffnet',
  moreOpenings: '… und {count, plural, one {# weiterer Aufruf} other {# weitere Aufrufe}} {range}.',
  rangeAt: 'um {time} am {date} ({zone})',
  rangeSameDay: 'zwischen {from} und {to} am {date} ({zone})',
  rangeDays: 'zwischen {from} und {to} ({zone})',
  latest: 'Der letzte: {device}, {language}.',
  summaryBudget:
    'Damit eine Flut von Aufrufen Ihr Postfach nicht verstopft, sendet jeder Tag höchstens {budget} Benachrichtigungen pro Stunde und fasst den Rest in einer E-Mail wie dieser zusammen. Nachrichten von Personen, die Ihr Kind gefunden haben, werden immer einzeln verschickt.',

  locationSubject: 'Standort über die SafeKid-Seite von {name} geteilt',
  locationSubjectUnnamed: 'Standort über die SafeKid-Seite Ihres Kindes geteilt',
  locationIntro:
    'Die Person, die die SafeKid-Seite von {name} geöffnet hat, hat am {time} ihren Standort mit Ihnen geteilt.',
  locationIntroUnnamed:
    'Die Person, die die SafeKid-Seite Ihres Kindes geöffnet hat, hat am {time} ihren Standort mit Ihnen geteilt.',
  contactSubject: 'Rufen Sie die Person zurück, die {name} gefunden hat',
  contactSubjectUnnamed: 'Rufen Sie die Person zurück, die Ihr Kind gefunden hat',
  contactIntro:
    'Die Person, die die SafeKid-Seite von {name} geöffnet hat, hat am {time} eine Nummer für Ihren Rückruf hinterlassen.',
  contactIntroUnnamed:
    'Die Person, die die SafeKid-Seite Ihres Kindes geöffnet hat, hat am {time} eine Nummer für Ihren Rückruf hinterlassen.',
  coordinates: 'Koordinaten',
  accuracy: 'auf etwa {metres, plural, one {# Meter} other {# Meter}} genau',
  map: 'Karte',
  mapLink: 'Karte auf OpenStreetMap öffnen',
  name: 'Name',
  phone: 'Telefon',
  message: 'Nachricht',
  everyScan: 'Alle Scans ansehen',
  heldSubject:
    '{count, plural, one {# Nachricht} other {# Nachrichten}} von Personen, die die SafeKid-Seite von {name} geöffnet haben',
  heldSubjectUnnamed:
    '{count, plural, one {# Nachricht} other {# Nachrichten}} von Personen, die die SafeKid-Seite Ihres Kindes geöffnet haben',
  heldIntro:
    'Personen, die die SafeKid-Seite von {name} geöffnet haben, haben Ihnen {count, plural, one {diese Nachricht} other {diese # Nachrichten}} geschickt. Damit eine Flut Ihr Postfach nicht verstopft, verschickt jeder Tag höchstens {budget} Nachrichten pro Stunde einzeln und den Rest gesammelt, wie hier.',
  heldIntroUnnamed:
    'Personen, die die SafeKid-Seite Ihres Kindes geöffnet haben, haben Ihnen {count, plural, one {diese Nachricht} other {diese # Nachrichten}} geschickt. Damit eine Flut Ihr Postfach nicht verstopft, verschickt jeder Tag höchstens {budget} Nachrichten pro Stunde einzeln und den Rest gesammelt, wie hier.',
  heldLocation: 'Standort geteilt am {time}',
  heldContact: 'Rückrufnummer hinterlassen am {time}',

  orderSubject: 'Ihre SafeKid-Tag-Bestellung {orderNumber}',
  orderThanks: 'Vielen Dank für Ihre Bestellung bei SafeKid Tag. Wir haben Ihre Zahlung erhalten.',
  orderNumber: 'Bestellnummer',
  amountPaid: 'Bezahlter Betrag',
  shipTo: 'Wir senden {quantity, plural, one {Ihr Armband} other {Ihre # Armbänder}} an:',
  shipToPayPal: 'die Adresse, die Sie bei PayPal angegeben haben',
  activate:
    '{quantity, plural, one {Wenn es ankommt, aktivieren Sie es online mit dem Code, der innen auf dem Armband aufgedruckt ist.} other {Wenn sie ankommen, aktivieren Sie jedes online mit dem Code, der innen darauf aufgedruckt ist.}}',
  questions: 'Fragen? Schreiben Sie an {email} und geben Sie Ihre Bestellnummer an.',
} satisfies Messages<typeof alertMailEn>;
