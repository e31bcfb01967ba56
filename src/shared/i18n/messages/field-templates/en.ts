// fieldTemplates: English. The quick-add titles of the tag form (SPEC's template titles), inserted
// in the parent's language; the public page recognises them in every language (title-match.ts).

export const fieldTemplatesEn = {
  emergencyContact: 'Emergency Contact',
  homeAddress: 'Home Address',
  allergies: 'Allergies',
  bloodType: 'Blood Type',
  medications: 'Medications',
  doctorInfo: 'Doctor Info',
  specialNotes: 'Special Notes',
} as const;
