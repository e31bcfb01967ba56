import { describe, expect, it } from 'vitest';
import { languageName } from './scan-labels.ts';

const CODES = ['en', 'it', 'de', 'fr', 'es'];

describe('languageName', () => {
  it("names the page's languages in the reader's language, and falls back to the code", () => {
    expect(CODES.map((code) => languageName(code, 'en'))).toEqual([
      'English',
      'Italian',
      'German',
      'French',
      'Spanish',
    ]);
    expect(CODES.map((code) => languageName(code, 'it'))).toEqual([
      'inglese',
      'italiano',
      'tedesco',
      'francese',
      'spagnolo',
    ]);
    expect(languageName('it', 'de')).toBe('Italienisch');
    expect(languageName('not a language tag', 'fr')).toBe('not a language tag');
  });
});
