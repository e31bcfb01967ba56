// fieldTemplates: it.
import type { Messages } from '../../catalogue-types.ts';
import type { fieldTemplatesEn } from './en.ts';

export const fieldTemplatesIt = {
  emergencyContact: 'Contatto di emergenza',
  homeAddress: 'Indirizzo di casa',
  allergies: 'Allergie',
  bloodType: 'Gruppo sanguigno',
  medications: 'Farmaci',
  doctorInfo: 'Pediatra',
  specialNotes: 'Note particolari',
} satisfies Messages<typeof fieldTemplatesEn>;
