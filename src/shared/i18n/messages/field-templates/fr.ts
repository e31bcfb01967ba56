// fieldTemplates: fr.
import type { Messages } from '../../catalogue-types.ts';
import type { fieldTemplatesEn } from './en.ts';

export const fieldTemplatesFr = {
  emergencyContact: "Contact d'urgence",
  homeAddress: 'Adresse du domicile',
  allergies: 'Allergies',
  bloodType: 'Groupe sanguin',
  medications: 'Médicaments',
  doctorInfo: 'Médecin traitant',
  specialNotes: 'Remarques particulières',
} satisfies Messages<typeof fieldTemplatesEn>;
