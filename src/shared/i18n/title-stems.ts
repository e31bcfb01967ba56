// Keyword stems of field titles in the five languages, as data (SPEC §2's card colours;
// the titles that default to protected). The title is matched lower-cased with its accents
// removed ('Médicaments' → 'medicaments', 'Straße' → 'strasse'), so stems are written that way.
//
// A plain stem matches anywhere, as SPEC's English ones always have, and so German compounds work
// ('Notfallkontakt', 'Medikamentenallergie'). '^' makes a stem start a word and '$' end one, where a
// plain match would catch other words: French 'sang' in 'Sangster', Italian 'sangue' in 'Sanguedolce',
// German 'Handy' in 'Handyman', 'casa' in 'Casale'. A stem must not be an English word of another
// meaning (nor a medical English word SPEC's rules leave grey, like 'pathology' or 'diagnosis'):
// every title is matched against all five languages, since a parent writes in any of them.
import type { Language } from './languages.ts';

export type FieldTone = 'red' | 'blue' | 'teal' | 'orange' | 'grey';

/** In SPEC's order: the first tone whose stems match wins ('Allergy contact' is red). */
export const FIELD_TONE_STEMS: Readonly<
  Record<Exclude<FieldTone, 'grey'>, Readonly<Record<Language, readonly string[]>>>
> = {
  // Allergy or danger.
  red: {
    en: ['allerg', 'danger'],
    it: ['allerg', 'pericol'],
    de: ['allerg', 'gefahr'],
    fr: ['allerg', 'danger'],
    es: ['alerg', 'peligr'],
  },
  // Contact or phone.
  blue: {
    en: ['contact', 'phone'],
    it: ['contatt', 'telefon', '^cellulare'],
    de: ['kontakt', 'telefon', '^handy$', 'handynummer', 'rufnummer'],
    fr: ['contact', 'telephone'],
    es: ['contact', 'telefon', '^movil', '^celular'],
  },
  // Blood.
  teal: {
    en: ['blood'],
    it: ['^sangue$', '^sanguign'],
    de: ['blut'],
    fr: ['^sang$', '^sanguin$'],
    es: ['^sangre$', '^sanguineo', '^sanguinea'],
  },
  // Medicine or condition.
  orange: {
    en: ['medic', 'condition'],
    it: ['medic', 'farmac', 'patolog', '^condizion', '^terapi'],
    de: ['medikament', 'arznei', 'erkrank', 'krankheit'],
    fr: ['medic', 'condition', '^traitement', '^maladie'],
    es: ['medic', 'farmac', 'patolog', '^condicion', 'enfermedad', '^tratamiento'],
  },
};

/**
 * Titles that name where the child lives or spends the day (address, home, school): the form keeps
 * such fields behind the PIN unless the parent says otherwise.
 */
export const ADDRESS_STEMS: Readonly<Record<Language, readonly string[]>> = {
  en: ['address', '^home$', 'school', 'kindergarten', '^nursery', '^daycare', '^residen'],
  it: ['^indirizz', '^casa$', '^scuol', '^asilo', '^abitazion', '^residenz', '^domicili'],
  de: ['adresse', 'anschrift', '^wohn', 'schule', '^kita$', 'kindergarten', '^zuhause$', '^heim$', 'strasse'],
  fr: ['adresse', '^domicile', '^ecole', '^maison$', '^creche', '^residence', '^college'],
  es: ['^direccion', '^domicilio', '^escuela', '^colegio', '^casa$', '^guarderia', '^hogar$', '^residencia'],
};
