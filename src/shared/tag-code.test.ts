import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CROCKFORD_ALPHABET, readTypedCode, withoutSeparators } from './tag-code.ts';

const CODE = '5YPY0CQS1E2V';

describe('withoutSeparators', () => {
  it('drops spaces and every kind of dash, and upper-cases', () => {
    expect(withoutSeparators(' 5ypy\u2013cqsp\u2014ce2v\u00a0')).toBe('5YPYCQSPCE2V');
    expect(withoutSeparators('5YPY-CQSP\u2212CE2V\t')).toBe('5YPYCQSPCE2V');
  });

  it('leaves confusable letters as they are (the activation box shows what was typed)', () => {
    expect(withoutSeparators('oil')).toBe('OIL');
  });
});

describe('readTypedCode', () => {
  it('reads an issued code as it is', () => {
    expect(readTypedCode(CODE)).toEqual({ ok: true, code: CODE });
  });

  it.each([
    ['lower case', '5ypy0cqs1e2v'],
    ['printed in groups', '5YPY 0CQS 1E2V'],
    ['with dashes', '5ypy-0cqs-1e2v'],
    ['with en dash, em dash and minus', '5ypy\u20130cqs\u22121e2v\u2014'],
    ['around spaces, tabs and a no-break space', '\t 5YPY0CQS1E2V\u00a0\n'],
    ['O for 0, I and L for 1', '5YPYOCQSIE2V'],
    ['o, i and l in lower case', '5ypyocqsle2v'],
    ['full-width letters and digits', '５ｙｐｙ０ｃｑｓ１ｅ２ｖ'],
  ])('reads a code typed %s', (_name, typed) => {
    expect(readTypedCode(typed)).toEqual({ ok: true, code: CODE });
  });

  it('reads every spelling of any issued code as that code', () => {
    const symbol = fc.constantFrom(...CROCKFORD_ALPHABET);
    const spellings: Record<string, string[]> = { '0': ['0', 'O', 'o'], '1': ['1', 'I', 'i', 'L', 'l'] };
    const separator = fc.constantFrom('', '', ' ', '-', '\u2013', '\u00a0');
    const spelled = fc
      .array(symbol, { minLength: 12, maxLength: 12 })
      .chain((symbols) =>
        fc
          .tuple(
            ...symbols.map((s) =>
              fc.tuple(fc.constantFrom(...(spellings[s] ?? [s, s.toLowerCase()])), separator),
            ),
          )
          .map((parts) => ({ code: symbols.join(''), typed: parts.map(([c, sep]) => c + sep).join('') })),
      );
    fc.assert(
      fc.property(spelled, ({ code, typed }) => {
        expect(readTypedCode(typed)).toEqual({ ok: true, code });
      }),
    );
  });

  it('says when nothing was typed', () => {
    expect(readTypedCode('')).toEqual({ ok: false, problem: 'empty' });
    expect(readTypedCode(' - \u2013 ')).toEqual({ ok: false, problem: 'empty' });
  });

  it('counts the symbols of a code of the wrong length', () => {
    expect(readTypedCode('5YPY 0CQS 1E2')).toEqual({ ok: false, problem: 'wrongLength', length: 11 });
    expect(readTypedCode('5YPY-0CQS-1E2V-W')).toEqual({ ok: false, problem: 'wrongLength', length: 13 });
    expect(readTypedCode('ABCD')).toEqual({ ok: false, problem: 'wrongLength', length: 4 });
  });

  it.each([
    ['U, which no code has', '5YPY0CQSUE2V'],
    ['punctuation', '5YPY.0CQS.1E2V'],
    ['an accented letter', '5YPY0CQS1É2V'],
    ['an address', 'https://safekid.example/tag/5YPY0CQS1E2V'],
    ['an emoji', '5YPY0CQS1E2😀'],
    ['a NUL byte', '5YPY0CQS1E2\u0000'],
  ])('refuses %s, whatever the length', (_name, typed) => {
    expect(readTypedCode(typed)).toEqual({ ok: false, problem: 'wrongCharacters' });
  });
});
