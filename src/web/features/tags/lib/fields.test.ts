import { describe, expect, it } from 'vitest';
import { defaultVisibility, dropBlankFields, emptyField } from './fields.ts';

describe('dropBlankFields', () => {
  it('keeps only fields whose title and content are both non-blank after trimming, in order', () => {
    const fields = [
      { title: 'Allergies', content: 'Peanuts' },
      { title: '   ', content: 'no title' },
      { title: 'Blood Type', content: ' \t ' },
      emptyField('Medications'),
      emptyField(),
      { title: ' Contact ', content: ' Mum ' },
    ];
    expect(dropBlankFields(fields)).toEqual([
      { title: 'Allergies', content: 'Peanuts' },
      { title: ' Contact ', content: ' Mum ' },
    ]);
  });

  it('answers an empty list when nothing is filled in', () => {
    expect(dropBlankFields([emptyField(), emptyField('Allergies')])).toEqual([]);
  });
});

// Issue 17: "a field whose title means address, school or home (in the five languages) starts
// protected; allergies, medical, blood and contacts start public".
describe('defaultVisibility', () => {
  it.each([
    ['en', ['Home Address', 'Address', 'School', 'Home']],
    ['it', ['Indirizzo', 'Scuola', 'Casa']],
    ['de', ['Adresse', 'Schule', 'Zuhause', 'Heim']],
    ['fr', ['Adresse', 'École', 'Domicile', 'Maison']],
    ['es', ['Dirección', 'Escuela', 'Colegio', 'Casa', 'Hogar']],
  ])('%s: address, school and home titles start protected', (_language, titles) => {
    for (const title of titles) {
      expect(defaultVisibility(title), title).toBe('protected');
      expect(emptyField(title).visibility, title).toBe('protected');
    }
  });

  it.each([
    ['en', ['Allergies', 'Medications', 'Medical Conditions', 'Blood Type', 'Emergency Contact']],
    ['it', ['Allergie', 'Farmaci', 'Gruppo sanguigno', 'Contatto di emergenza']],
    ['de', ['Allergien', 'Medikamente', 'Blutgruppe', 'Notfallkontakt']],
    ['fr', ['Allergies', 'Médicaments', 'Groupe sanguin', "Contact d'urgence"]],
    ['es', ['Alergias', 'Medicamentos', 'Grupo sanguíneo', 'Contacto de emergencia']],
  ])('%s: allergies, medical, blood and contacts start public', (_language, titles) => {
    for (const title of titles) expect(defaultVisibility(title), title).toBe('public');
  });

  it('starts an untitled field public, its visibility not yet chosen', () => {
    expect(emptyField()).toEqual({ title: '', content: '', visibility: 'public', visibilityChosen: false });
  });
});
