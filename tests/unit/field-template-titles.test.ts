// Quick-add titles are inserted in the parent's language: the public page must still colour them
// (allergies red, medicines orange... decision 023) and protect the address exactly as in English.
import { describe, expect, it } from 'vitest';
import { namesAnAddress, toneForTitle } from '#shared/i18n/title-match.ts';
import { fieldTemplatesEn } from '#shared/i18n/messages/field-templates/en.ts';
import { fieldTemplatesIt } from '#shared/i18n/messages/field-templates/it.ts';
import { fieldTemplatesDe } from '#shared/i18n/messages/field-templates/de.ts';
import { fieldTemplatesFr } from '#shared/i18n/messages/field-templates/fr.ts';
import { fieldTemplatesEs } from '#shared/i18n/messages/field-templates/es.ts';

const translations = {
  it: fieldTemplatesIt,
  de: fieldTemplatesDe,
  fr: fieldTemplatesFr,
  es: fieldTemplatesEs,
};
const keys = Object.keys(fieldTemplatesEn) as (keyof typeof fieldTemplatesEn)[];

describe('quick-add titles in every language', () => {
  for (const [language, titles] of Object.entries(translations)) {
    it(`${language} titles get the English tone and address protection`, () => {
      const seen = keys.map((key) => [key, toneForTitle(titles[key]), namesAnAddress(titles[key])]);
      const expected = keys.map((key) => [
        key,
        toneForTitle(fieldTemplatesEn[key]),
        namesAnAddress(fieldTemplatesEn[key]),
      ]);
      expect(seen).toEqual(expected);
    });
  }
});
