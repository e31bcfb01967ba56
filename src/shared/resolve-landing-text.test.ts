import { describe, expect, it } from 'vitest';
import type { Language } from './i18n/languages.ts';
import { resolveLandingText } from './resolve-landing-text.ts';

const shippedTexts: Partial<Record<Language, string>> = {
  en: 'How It Works',
  it: 'Come funziona',
  de: 'So funktioniert es',
};
const shipped = (language: Language) => shippedTexts[language];

describe('resolveLandingText', () => {
  it('answers the text the admin wrote in that language', () => {
    const text = resolveLandingText({
      language: 'it',
      written: 'Ecco come',
      defaultText: 'How It Works',
      shipped,
    });
    expect(text).toBe('Ecco come');
  });

  it('answers the shipped translation while the default text is the shipped one', () => {
    expect(
      resolveLandingText({ language: 'de', written: undefined, defaultText: 'How It Works', shipped }),
    ).toBe('So funktioniert es');
  });

  it('treats a default text equal to another language’s shipped text as untouched', () => {
    // An Italian shop whose admin never edited: the seed's English or the Italian default both count.
    expect(
      resolveLandingText({ language: 'de', written: undefined, defaultText: 'Come funziona', shipped }),
    ).toBe('So funktioniert es');
  });

  it('falls back to the default language text the admin wrote when this language has none', () => {
    expect(
      resolveLandingText({ language: 'it', written: undefined, defaultText: 'Our process', shipped }),
    ).toBe('Our process');
  });

  it('ignores a blank written text', () => {
    expect(resolveLandingText({ language: 'it', written: '  ', defaultText: 'Our process', shipped })).toBe(
      'Our process',
    );
  });

  it('keeps the default text where the slot has no shipped text in that language', () => {
    expect(
      resolveLandingText({ language: 'fr', written: undefined, defaultText: 'How It Works', shipped }),
    ).toBe('How It Works');
  });
});
