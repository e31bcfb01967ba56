// mail: de.
import type { Messages } from '../../catalogue-types.ts';
import type { mailEn } from './en.ts';

export const mailDe = {
  team: 'Ihr SafeKid-Tag-Team',
  greeting: 'Hallo,',
  greetingNamed: 'Hallo {name},',
  footer: '{product} · {url} · {supportEmail}',
  verification: {
    subject: 'SafeKid Tag: Ihr Bestätigungscode',
    intro: 'hier ist Ihr Bestätigungscode für SafeKid Tag:',
    validity: '{hours, plural, one {# Stunde} other {# Stunden}}',
    enterIt:
      'Geben Sie ihn auf der Bestätigungsseite ein. Er ist {validity} gültig und kann nur einmal verwendet werden.',
    ignore: 'Wenn Sie dieses Konto nicht angelegt haben, können Sie diese E-Mail ignorieren.',
  },
  passwordReset: {
    subject: 'Neues Passwort für Ihr SafeKid-Tag-Konto festlegen',
    intro: 'jemand (hoffentlich Sie) hat ein neues Passwort für das SafeKid-Tag-Konto {email} angefordert.',
    action: 'Neues Passwort festlegen',
    linkLine: 'Neues Passwort festlegen: {link}',
    validity: 'Der Link funktioniert einmal, 1 Stunde lang. Ein neues Passwort meldet alle Geräte ab.',
    ignore:
      'Falls Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
  },
  passwordChanged: {
    subject: 'Ihr SafeKid-Tag-Passwort wurde geändert',
    changed: 'das Passwort Ihres SafeKid-Tag-Kontos ({email}) wurde am {when} geändert.',
    signedOutOthers: 'Alle anderen Geräte, die bei Ihrem Konto angemeldet waren, wurden abgemeldet.',
    signedOutEvery: 'Alle Geräte, die bei Ihrem Konto angemeldet waren, wurden abgemeldet.',
    ifNotYou:
      'Wenn Sie es nicht geändert haben, schreiben Sie sofort an {supportEmail}: Möglicherweise kennt jemand anderes Ihr Passwort.',
  },
  accountDeleted: {
    subject: 'Ihr SafeKid-Tag-Konto wurde gelöscht',
    deleted: 'Ihr SafeKid-Tag-Konto ({email}) wurde wie gewünscht gelöscht.',
    erased:
      'Die Angaben zu Ihren Kindern und die Notfallfelder, der Scanverlauf und Ihre Einwilligungen sind gelöscht.',
    bracelets:
      '{count, plural, one {Ihr Armband funktioniert nicht mehr: Wer es scannt, sieht, dass der Tag nicht mehr aktiv ist.} other {Ihre # Armbänder funktionieren nicht mehr: Wer sie scannt, sieht, dass der Tag nicht mehr aktiv ist.}}',
    orders: 'Ihre Bestellungen bleiben beim Shop, der sie aufbewahren muss.',
    ifNotYou: 'Wenn Sie das nicht veranlasst haben, schreiben Sie an {supportEmail}.',
  },
  // Der Weg einer Bestellung (Issue 32): die E-Mails an den Käufer nach der Bestätigung, in der Sprache der Bestellung.
  orderPage: 'Ihre Bestellseite',
  orderPageLine: 'Ihre Bestellung und ihren aktuellen Stand sehen Sie jederzeit hier: {link}',
  orderShipped: {
    subject: 'Ihre SafeKid-Tag-Bestellung {orderNumber} ist unterwegs',
    intro: 'Gute Nachrichten: Ihre Bestellung {orderNumber} wurde versandt und ist auf dem Weg zu Ihnen.',
    carrier: 'Versanddienst',
    trackingNumber: 'Sendungsnummer',
    trackIt: 'die Sendungsverfolgung des Versanddienstes',
    trackingLine: 'Verfolgen Sie Ihr Paket: {link}',
    activate: 'Wenn es ankommt, aktivieren Sie jedes Armband online mit dem Code, der innen aufgedruckt ist.',
  },
  orderRefunded: {
    subject: 'Erstattung zu Ihrer SafeKid-Tag-Bestellung {orderNumber}',
    intro: 'Wir haben Ihnen {amount} für Ihre Bestellung {orderNumber} erstattet.',
    reason: 'Grund',
    whole: 'Das ist der gesamte Betrag, den Sie bezahlt haben.',
    partial: 'Bisher erstattet: {refunded} von {total}.',
    when: 'PayPal überweist das Geld auf das Konto oder die Karte, mit der Sie bezahlt haben; es kann einige Tage dauern, bis es dort erscheint.',
  },
  // Co-guardians (issue 34): the invitation to look after a tag, in the inviter's language.
  invitation: {
    subject: '{inviter} lädt Sie ein, sich um den SafeKid-Tag von {child} zu kümmern',
    subjectUnnamed: '{inviter} lädt Sie ein, sich um den SafeKid-Tag eines Kindes zu kümmern',
    intro:
      '{inviter} lädt Sie ein, sich bei SafeKid Tag um den Notfall-Tag von {child} zu kümmern. Sobald Sie annehmen, erscheint der Tag unter „Meine Tags“: Sie können ihn bearbeiten, seine Scan-Benachrichtigungen erhalten, den Vermisst-Modus ein- und ausschalten und seine Karte drucken.',
    introUnnamed:
      '{inviter} lädt Sie ein, sich bei SafeKid Tag um den Notfall-Tag eines Kindes zu kümmern. Sobald Sie annehmen, erscheint der Tag unter „Meine Tags“: Sie können ihn bearbeiten, seine Scan-Benachrichtigungen erhalten, den Vermisst-Modus ein- und ausschalten und seine Karte drucken.',
    howTo:
      'Öffnen Sie den Link und melden Sie sich mit dieser Adresse ({email}) an, oder erstellen Sie damit ein Konto.',
    action: 'Einladung annehmen',
    linkLine: 'Einladung annehmen: {link}',
    validity: 'Die Einladung gilt {days, plural, one {# Tag} other {# Tage}}.',
    ignore: 'Wenn Sie {inviter} nicht kennen, können Sie diese E-Mail ignorieren.',
  },
} satisfies Messages<typeof mailEn>;
