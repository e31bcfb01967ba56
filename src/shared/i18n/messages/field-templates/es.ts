// fieldTemplates: es.
import type { Messages } from '../../catalogue-types.ts';
import type { fieldTemplatesEn } from './en.ts';

export const fieldTemplatesEs = {
  emergencyContact: 'Contacto de emergencia',
  homeAddress: 'Domicilio',
  allergies: 'Alergias',
  bloodType: 'Grupo sanguíneo',
  medications: 'Medicamentos',
  doctorInfo: 'Pediatra',
  specialNotes: 'Observaciones',
} satisfies Messages<typeof fieldTemplatesEn>;
