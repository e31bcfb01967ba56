// tagPage: de.
import type { Messages } from '../../catalogue-types.ts';
import type { tagPageEn } from './en.ts';

export const tagPageDe = {
  // Issue 34: the child's photo for lost mode.
  photoHeading: 'Foto für den Vermisst-Modus',
  photoIntro: 'Wird auf der Notfallseite nur angezeigt, solange der Vermisst-Modus eingeschaltet ist.',
  photoLabel: 'Foto auswählen',
  photoCurrent: 'Das aktuelle Foto',
  photoNone: 'Noch kein Foto.',
  photoRemove: 'Foto entfernen',
  photoSaved: 'Foto gespeichert',
  photoRemoved: 'Foto entfernt',
  photoFailed: 'Foto nicht gespeichert',
  statusActive: 'Aktiv',
  statusLost: 'Vermisst',
  statusNoBracelet: 'Kein Armband verknüpft',
  manage: 'Verwalten',
  manageLabel: 'Tag von {childName} verwalten',
  loading: 'Tag wird geladen...',
  shareHeading: 'Drucken und teilen',
  shareIntro: 'Der QR-Code und die gedruckte Karte öffnen dieselbe Notfallseite wie das Armband.',
  shareNotConfigured:
    'Fügen Sie zuerst den Namen des Kindes oder ein Notfallfeld hinzu: Dann gibt es eine Seite zum Teilen.',
  pinHeading: 'PIN',
  pinIntro:
    'Geschützte Felder erscheinen auf der Notfallseite erst, nachdem diese PIN eingegeben wurde. Sie ist auf der Karte aufgedruckt.',
  alertsHeading: 'Scan-Benachrichtigungen',
  alertsIntro: 'Eine E-Mail, jedes Mal wenn jemand die Notfallseite öffnet.',
  historyHeading: 'Verlauf',
  braceletHeading: 'Armband',
  braceletLinked:
    'Dieses Profil ist auf einem Armband. Wenn das Armband verloren geht oder kaputt ist, übertragen Sie das Profil auf ein neues.',
  braceletNotLinked:
    'Mit diesem Profil ist noch kein Armband verknüpft: Seite, QR-Code und gedruckte Karte funktionieren, aber kein Armband öffnet sie. Geben Sie den Code ein, der auf einem Armband steht, um es zu verknüpfen.',
  linkBracelet: 'Armband verknüpfen',
  linkTitle: 'Armband verknüpfen',
  linkDescription:
    'Geben Sie den Code ein, der auf dem Armband steht. Die Angaben zum Kind, die Notfallinformationen, die PIN, die Benachrichtigungseinstellung und der Scan-Verlauf gehen auf das Armband über.',
  linkCodeLabel: 'Auf dem Armband aufgedruckter Code',
  linkConfirm: 'Armband verknüpfen',
  linkedTitle: 'Armband verknüpft',
  linkedDescription: 'Das Armband {code} zeigt jetzt die Seite Ihres Kindes.',
  dangerHeading: 'Gefahrenbereich',
  dangerIntro:
    'Das Deaktivieren lässt sich nicht rückgängig machen: Die Seite funktioniert sofort nicht mehr.',
  deactivatedNotice:
    'Dieser Tag ist deaktiviert: Seine Seite funktioniert nicht mehr. Sie können das Profil trotzdem auf ein neues Armband übertragen.',
} satisfies Messages<typeof tagPageEn>;
