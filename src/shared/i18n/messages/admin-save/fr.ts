// adminSave: fr.
import type { Messages } from '../../catalogue-types.ts';
import type { adminSaveEn } from './en.ts';

export const adminSaveFr = {
  content: {
    failed: 'Impossible de mettre à jour le contenu',
    ok: 'Contenu mis à jour avec succès',
  },
  paypal: {
    failed: 'Impossible de mettre à jour les paramètres PayPal',
    ok: 'Paramètres PayPal mis à jour avec succès',
  },
  howItWorks: {
    failed: 'Impossible de mettre à jour la section « Comment ça marche »',
    ok: 'Section « Comment ça marche » mise à jour avec succès',
  },
  step: {
    failed: "Impossible de mettre à jour l'étape",
    ok: 'Étape mise à jour avec succès',
  },
  video: {
    failed: 'Impossible de mettre à jour la section vidéo',
    ok: 'Section vidéo mise à jour avec succès',
  },
  features: {
    failed: 'Impossible de mettre à jour la section fonctionnalités',
    ok: 'Section fonctionnalités mise à jour avec succès',
  },
  ratings: {
    failed: 'Impossible de mettre à jour la section avis',
    ok: 'Section avis mise à jour avec succès',
  },
  media: {
    failed: 'Impossible de mettre à jour les médias',
    ok: 'Médias mis à jour avec succès',
  },
} satisfies Messages<typeof adminSaveEn>;
