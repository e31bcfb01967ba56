import { describe, expect, it } from 'vitest';
import { languageName, telHref } from './scan-labels.ts';

describe('languageName', () => {
  it("names the page's languages in English, and falls back to the code", () => {
    expect(['en', 'it', 'de', 'fr', 'es'].map(languageName)).toEqual([
      'English',
      'Italian',
      'German',
      'French',
      'Spanish',
    ]);
    expect(languageName('not a language tag')).toBe('not a language tag');
  });
});

describe('telHref', () => {
  it('keeps a leading + and the digits only', () => {
    expect(telHref(' +39 333 123-4567 ')).toBe('tel:+393331234567');
    expect(telHref('(020) 7946 0958')).toBe('tel:02079460958');
    expect(telHref('07700 900123"><script>')).toBe('tel:07700900123');
  });
});
