// fieldTemplates: de.
import type { Messages } from '../../catalogue-types.ts';
import type { fieldTemplatesEn } from './en.ts';

export const fieldTemplatesDe = {
  emergencyContact: 'Notfallkontakt',
  homeAddress: 'Wohnadresse',
  allergies: 'Allergien',
  bloodType: 'Blutgruppe',
  medications: 'Medikamente',
  doctorInfo: 'Kinderarzt',
  specialNotes: 'Besondere Hinweise',
} satisfies Messages<typeof fieldTemplatesEn>;
