import { describe, expect, it } from 'vitest';
import { translate } from '#tests/helpers/messages.ts';
import { translateTemplateTitle } from './template-titles.ts';

const [en, italian, de, fr, es] = (['en', 'it', 'de', 'fr', 'es'] as const).map((language) =>
  translate(language),
);

describe('translateTemplateTitle', () => {
  it.each([
    ['Emergency Contact', de, 'Notfallkontakt'],
    ['Home Address', italian, 'Indirizzo di casa'],
    ['Allergies', es, 'Alergias'],
    ['Blood Type', fr, 'Groupe sanguin'],
    ['Medications', de, 'Medikamente'],
    ['Doctor Info', fr, 'Médecin traitant'],
    ['Special Notes', italian, 'Note particolari'],
  ])('translates SPEC’s template %j', (title, t, translated) => {
    expect(translateTemplateTitle(title, t!)).toBe(translated);
  });

  it('knows a template the parent kept, whatever its case or surrounding spaces', () => {
    expect(translateTemplateTitle('  blood type ', de!)).toBe('Blutgruppe');
    expect(translateTemplateTitle('ALLERGIES', italian!)).toBe('Allergie');
  });

  it('shows the parent’s own text as written', () => {
    for (const title of [
      'Allergies (severe)',
      'Blood',
      'Mum',
      'Blood-Type',
      'Allergie',
      'Notfallkontakt',
      '',
    ])
      expect(translateTemplateTitle(title, de!)).toBe(title);
  });

  it('leaves English titles exactly as the parent typed them', () => {
    expect(translateTemplateTitle('Allergies', en!)).toBe('Allergies');
    expect(translateTemplateTitle('blood type', en!)).toBe('blood type');
  });

  it('does not take an inherited property for a template', () => {
    for (const title of ['constructor', 'toString', '__proto__'])
      expect(translateTemplateTitle(title, fr!)).toBe(title);
  });
});
