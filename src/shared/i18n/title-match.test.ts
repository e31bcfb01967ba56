// Card colours from title stems in five languages (SPEC §2's rules, read from SPEC), and titles that
// name an address (issue 17).
import { describe, expect, it } from 'vitest';
import { specMatch } from '#tests/helpers/spec-document.ts';
import { LANGUAGES, type Language } from './languages.ts';
import { responderEn } from './messages/responder/en.ts';
import { translate } from '#tests/helpers/messages.ts';
import { ADDRESS_STEMS, FIELD_TONE_STEMS } from './title-stems.ts';
import { namesAnAddress, normaliseTitle, toneForTitle } from './title-match.ts';

type Template = keyof typeof responderEn.templateTitles;
const TEMPLATES = Object.keys(responderEn.templateTitles) as Template[];
/** A template's title as the responder reads it in `language`. */
const titleIn = (language: Language, template: Template) =>
  translate(language)(`responder.templateTitles.${template}`);

describe('toneForTitle: SPEC’s English rules', () => {
  const [rules] = specMatch(/chosen by keywords in its title: (.+?)\. Allergy content/);

  it.each(rules!.split('; ').map((rule) => [rule] as const))('%s', (rule) => {
    const everythingElse = /^anything else is (\w+)$/.exec(rule);
    if (everythingElse) {
      for (const title of ['Home Address', 'Doctor Info', 'Special Notes', 'Notes', ''])
        expect(toneForTitle(title)).toBe(everythingElse[1]);
      return;
    }
    const [, words, tone] = /^(.+) is (\w+)$/.exec(rule)!;
    for (const word of words!.split(' or ')) {
      expect(toneForTitle(word)).toBe(tone);
      expect(toneForTitle(`${word.toUpperCase()} details`)).toBe(tone);
    }
  });

  it.each([
    ['Allergies', 'red'],
    ['Food allergens', 'red'],
    ['Dangers', 'red'],
    ['Emergency Contact', 'blue'],
    ["Dad's phone number", 'blue'],
    ['Blood Type', 'teal'],
    ['Medications', 'orange'],
    ['Medical conditions', 'orange'],
    ['Allergy contact', 'red'],
    ['Medical contact', 'blue'],
    ['Blood condition', 'teal'],
  ] as const)('%s → %s (as the English page colours it today)', (title, tone) => {
    expect(toneForTitle(title)).toBe(tone);
  });
});

describe('toneForTitle: the translated stems', () => {
  it.each([
    // Italian
    ['Allergie', 'red'],
    ['Allergico alla penicillina', 'red'],
    ['Pericoli', 'red'],
    ['Contatto di emergenza', 'blue'],
    ['Contatti', 'blue'],
    ['Telefono mamma', 'blue'],
    ['Cellulare papà', 'blue'],
    ['Gruppo sanguigno', 'teal'],
    ['Sangue', 'teal'],
    ['Farmaci', 'orange'],
    ['Medicinali', 'orange'],
    ['Patologie', 'orange'],
    ['Condizioni di salute', 'orange'],
    ['Terapia in corso', 'orange'],
    // German
    ['Allergien', 'red'],
    ['Medikamentenallergie', 'red'],
    ['Gefahren', 'red'],
    ['Gefährliche Stoffe', 'red'],
    ['Notfallkontakt', 'blue'],
    ['Kontakt', 'blue'],
    ['Telefonnummer', 'blue'],
    ['Handy', 'blue'],
    ['Handynummer Mama', 'blue'],
    ['Rufnummer', 'blue'],
    ['Blutgruppe', 'teal'],
    ['BLUTGRUPPE', 'teal'],
    ['Medikamente', 'orange'],
    ['Arzneimittel', 'orange'],
    ['Vorerkrankungen', 'orange'],
    ['Krankheiten', 'orange'],
    // French
    ['Allergies alimentaires', 'red'],
    ['Dangers', 'red'],
    ['Contact d’urgence', 'blue'],
    ["Contact d'urgence", 'blue'],
    ['Téléphone', 'blue'],
    ['Groupe sanguin', 'teal'],
    ['Sang', 'teal'],
    ['Type de sang', 'teal'],
    ['Médicaments', 'orange'],
    ['MÉDICAMENTS', 'orange'],
    ['Traitement en cours', 'orange'],
    ['Maladies', 'orange'],
    // Spanish
    ['Alergias', 'red'],
    ['Alérgico al polen', 'red'],
    ['Peligros', 'red'],
    ['Contacto de emergencia', 'blue'],
    ['Teléfono', 'blue'],
    ['Móvil de mamá', 'blue'],
    ['Celular', 'blue'],
    ['Grupo sanguíneo', 'teal'],
    ['Sangre', 'teal'],
    ['Medicamentos', 'orange'],
    ['Medicación', 'orange'],
    ['Fármacos', 'orange'],
    ['Enfermedades', 'orange'],
    ['Condición médica', 'orange'],
    ['Tratamiento', 'orange'],
  ] as const)('%s → %s', (title, tone) => {
    expect(toneForTitle(title)).toBe(tone);
  });

  it('keeps SPEC’s order across languages: allergy, contact, blood, medicine', () => {
    expect(toneForTitle('Contatto per le allergie')).toBe('red');
    expect(toneForTitle('Allergia ai farmaci')).toBe('red');
    expect(toneForTitle('Medikamentenallergie')).toBe('red');
    expect(toneForTitle('Kontakt Blutspendedienst')).toBe('blue');
    expect(toneForTitle('Sangre: contacto del hospital')).toBe('blue');
    expect(toneForTitle('Téléphone de la pharmacie: médicaments')).toBe('blue');
    expect(toneForTitle('Blutverdünnende Medikamente')).toBe('teal');
  });

  it.each([
    'Grandma Sangster',
    'Dr. Sanger',
    'Dr. Sanguinetti',
    'Mrs Sanguedolce',
    'Sangria recipe',
    'Handyman',
    'Cellular',
    'Diagnosis',
    'Pathology',
    'Therapist',
    'Casale',
    'Notes',
    'Teacher',
    'Homeopathic remedies',
  ])('no false positive: %j stays grey', (title) => {
    expect(toneForTitle(title)).toBe('grey');
  });

  it('gives translated templates their English colour (Doctor Info aside, see below)', () => {
    for (const language of LANGUAGES)
      for (const template of TEMPLATES)
        if (template !== 'Doctor Info') {
          const translated = titleIn(language, template);
          expect(toneForTitle(translated), `${language}: ${translated}`).toBe(toneForTitle(template));
        }
  });

  it('reads "medico" as SPEC’s stem medic: the Italian and Spanish doctor is orange', () => {
    // Decision 024: the colour comes from the title as the parent stored it ('Doctor Info', grey),
    // not from its translation, so this only matters for a title a parent wrote in Italian or Spanish.
    expect(toneForTitle(titleIn('it', 'Doctor Info'))).toBe('orange');
    expect(toneForTitle(titleIn('es', 'Doctor Info'))).toBe('orange');
    expect(toneForTitle(titleIn('de', 'Doctor Info'))).toBe('grey');
    expect(toneForTitle(titleIn('fr', 'Doctor Info'))).toBe('grey');
  });
});

describe('the stems as data', () => {
  const all = [...Object.values(FIELD_TONE_STEMS), ADDRESS_STEMS];

  it('every tone and the address list have stems in every language', () => {
    for (const byLanguage of all)
      for (const language of LANGUAGES) expect(byLanguage[language].length, language).toBeGreaterThan(0);
  });

  it('are written as they are matched: lower case, no accents, only letters between the markers', () => {
    for (const stem of all.flatMap((byLanguage) => Object.values(byLanguage).flat())) {
      expect(stem).toMatch(/^\^?[a-z]+\$?$/);
      expect(normaliseTitle(stem)).toBe(stem);
    }
  });
});

describe('normaliseTitle', () => {
  it('drops accents and case, spells ß as ss', () => {
    expect(normaliseTitle('Médicaments')).toBe('medicaments');
    expect(normaliseTitle('GRUPO SANGUÍNEO')).toBe('grupo sanguineo');
    expect(normaliseTitle('Straße')).toBe('strasse');
    expect(normaliseTitle('Ärztin')).toBe('arztin');
    // Composed and decomposed 'é' are the same letter.
    expect(normaliseTitle('e\u0301cole')).toBe(normaliseTitle('\u00e9cole'));
  });
});

describe('namesAnAddress', () => {
  it.each([
    'Home Address',
    'Address',
    'Home',
    'School',
    'Kindergarten',
    'Indirizzo di casa',
    'Casa',
    'Scuola',
    'Asilo nido',
    'Wohnadresse',
    'Anschrift',
    'Wohnort',
    'Grundschule',
    'Kita',
    'Zuhause',
    'Hauptstraße 5',
    'Adresse du domicile',
    'École',
    'Crèche',
    'Maison',
    'Dirección',
    'Domicilio',
    'Escuela',
    'Colegio',
    'Guardería',
    'Hogar',
  ])('%j names an address', (title) => {
    expect(namesAnAddress(title)).toBe(true);
  });

  it.each([
    'Home phone',
    'Allergies at school',
    'Teléfono de casa',
    'Schulkontakt',
    'Homeopathic remedies',
    'Frau Schulz',
    'Casale',
    'Directions',
    'Special Notes',
    'Emergency Contact',
  ])('%j does not', (title) => {
    expect(namesAnAddress(title)).toBe(false);
  });

  it('finds the Home Address template in every language', () => {
    for (const language of LANGUAGES)
      expect(namesAnAddress(titleIn(language, 'Home Address')), language).toBe(true);
  });
});
