// adminSave: de.
import type { Messages } from '../../catalogue-types.ts';
import type { adminSaveEn } from './en.ts';

export const adminSaveDe = {
  content: {
    failed: 'Inhalt konnte nicht aktualisiert werden',
    ok: 'Inhalt erfolgreich aktualisiert',
  },
  paypal: {
    failed: 'PayPal-Einstellungen konnten nicht aktualisiert werden',
    ok: 'PayPal-Einstellungen erfolgreich aktualisiert',
  },
  howItWorks: {
    failed: 'Inhalt von „So funktioniert es“ konnte nicht aktualisiert werden',
    ok: 'Inhalt von „So funktioniert es“ erfolgreich aktualisiert',
  },
  step: {
    failed: 'Schritt konnte nicht aktualisiert werden',
    ok: 'Schritt erfolgreich aktualisiert',
  },
  video: {
    failed: 'Video-Bereich konnte nicht aktualisiert werden',
    ok: 'Video-Bereich erfolgreich aktualisiert',
  },
  features: {
    failed: 'Funktionen-Bereich konnte nicht aktualisiert werden',
    ok: 'Funktionen-Bereich erfolgreich aktualisiert',
  },
  ratings: {
    failed: 'Bewertungen-Bereich konnte nicht aktualisiert werden',
    ok: 'Bewertungen-Bereich erfolgreich aktualisiert',
  },
  media: {
    failed: 'Medien konnten nicht aktualisiert werden',
    ok: 'Medien erfolgreich aktualisiert',
  },
} satisfies Messages<typeof adminSaveEn>;
