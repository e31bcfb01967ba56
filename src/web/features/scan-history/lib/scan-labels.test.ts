import { describe, expect, it } from 'vitest';
import { languageName } from './scan-labels.ts';

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
