// privacyNotice: de.
import type { Messages } from '../../catalogue-types.ts';
import type { privacyNoticeEn } from './en.ts';

export const privacyNoticeDe = {
  heading: 'Datenschutzhinweise',
  version: 'Stand',
  intro:
    'SafeKid Tag bringt die Notfallinformationen eines Kindes auf ein Armband, das jeder scannen kann. Diese Hinweise erklären, welche Daten wir speichern, wer sie sehen kann und wie Sie Ihre Rechte ausüben. Fragen richten Sie bitte an {email}.',
  consent: {
    label:
      'Ich bin Elternteil oder gesetzlicher Vormund des Kindes und bin damit einverstanden, dass meine Angaben hier allen angezeigt werden, die das Armband scannen, wie in den {link} erläutert.',
    link: 'Datenschutzhinweisen',
    required: 'Bitte setzen Sie vor dem Speichern das Häkchen zur Bestätigung.',
  },
  store: {
    heading: 'Welche Daten wir speichern',
    account:
      'Ihr Konto: Name, E-Mail-Adresse, Zeitzone und ein Hash Ihres Passworts (niemals das Passwort selbst).',
    childData:
      'Für jedes Armband die Angaben zum Kind: Name und Alter des Kindes sowie die Notfallfelder, die Sie ausfüllen (Titel und Text), mit der Sichtbarkeit jedes Felds und der PIN des Armbands.',
    consent: 'Ihre Einwilligung: wann Sie diesen Hinweisen zugestimmt haben und welcher Version.',
    orders:
      'Bestellungen: was Sie gekauft haben, der Name, die E-Mail-Adresse und die Lieferadresse, die Sie angegeben haben, sowie die Zahlungsreferenz.',
  },
  visibility: {
    heading: 'Wer was sieht',
    fields:
      'Öffentliche Felder sieht jeder, der das Armband scannt oder seine Seite öffnet: So kann eine fremde Person Ihrem Kind helfen. Von geschützten Feldern sieht eine fremde Person nur den Titel; der Inhalt erscheint erst, nachdem auf der Seite die PIN des Armbands eingegeben wurde. Sie entscheiden für jedes Feld selbst und können das jederzeit ändern.',
    nobodyElse:
      'Niemand sonst sieht Ihr Konto. Unsere Mitarbeitenden sehen Konto- und Bestelldaten nur, soweit es für den Betrieb des Dienstes nötig ist.',
  },
  scans: {
    heading: 'Was ein Scan erfasst und wie lange',
    recorded:
      'Wenn die Seite des Armbands geöffnet wird, erfassen wir die Uhrzeit, die Art des Geräts und Browsers (grob, z. B. „Android-Handy, Chrome“), die Sprache, in der die Seite angezeigt wurde, und einen Hash der Adresse des Besuchers mit einem Salt, der sich täglich ändert. Die IP-Adresse speichern wir nie. Ein Standort oder eine Rückrufnummer wird nur gespeichert, wenn die Person, die Ihr Kind gefunden hat, zum Senden tippt. Scans werden nach {days, plural, one {# Tag} other {# Tagen}} gelöscht.',
  },
  alerts: {
    heading: 'Benachrichtigungen',
    text: 'Wird Ihr Armband gescannt, schicken wir Ihnen eine E-Mail mit Uhrzeit, Gerät und Sprache (und dem, was die findende Person senden wollte). Sie können die Benachrichtigungen für jedes Armband in Ihrem Dashboard ausschalten.',
  },
  rights: {
    heading: 'Ihre Rechte und wie Sie sie ausüben',
    access:
      'Auskunft und Datenübertragbarkeit: Laden Sie alles, was wir über Sie gespeichert haben, als eine JSON-Datei in Ihrem Konto (/account) herunter.',
    erasure:
      'Löschung: Löschen Sie Ihr Konto in Ihrem Konto (/account). Ihr Konto, die Angaben zum Kind, die Felder, Scans und Einwilligungen werden sofort gelöscht; Ihre Armbänder zeigen danach nichts mehr an. Bestellungen bleiben erhalten, weil der Shop sie aufbewahren muss.',
    correction:
      'Berichtigung: Ändern Sie die Angaben zum Kind und die Felder eines Armbands jederzeit in Ihrem Dashboard.',
    lostBand:
      'Ein verlorenes oder kaputtes Armband: Deaktivieren Sie es in Ihrem Dashboard und übertragen Sie sein Profil auf ein neues Armband, indem Sie dessen Code eingeben.',
    other:
      'Alles andere oder eine Beschwerde: Schreiben Sie an {email}. Sie können sich auch bei Ihrer Datenschutzaufsichtsbehörde beschweren.',
  },
} satisfies Messages<typeof privacyNoticeEn>;
