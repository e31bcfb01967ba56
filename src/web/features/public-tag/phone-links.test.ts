import { describe, expect, it } from 'vitest';
import { splitPhoneNumbers, type ContentPart } from './phone-links.ts';

const phones = (text: string) =>
  splitPhoneNumbers(text)
    .filter((p): p is Extract<ContentPart, { kind: 'phone' }> => p.kind === 'phone')
    .map((p) => [p.text, p.href]);

describe('splitPhoneNumbers', () => {
  it('links an international number anywhere in the text and keeps the text around it', () => {
    expect(splitPhoneNumbers('Mum: +39 333 123 4567 (mobile)')).toEqual([
      { kind: 'text', text: 'Mum: ' },
      { kind: 'phone', text: '+39 333 123 4567', href: 'tel:+393331234567' },
      { kind: 'text', text: ' (mobile)' },
    ]);
  });

  it('links every number of a field, with the separators people type', () => {
    expect(phones('Dad (555) 123-4567, office 555.987.6543; grandma 0039 06 1234 5678')).toEqual([
      ['(555) 123-4567', 'tel:5551234567'],
      ['555.987.6543', 'tel:5559876543'],
      ['0039 06 1234 5678', 'tel:00390612345678'],
    ]);
  });

  it('splits two numbers typed in one run', () => {
    expect(phones('333 1234567 / 333 7654321')).toEqual([
      ['333 1234567', 'tel:3331234567'],
      ['333 7654321', 'tel:3337654321'],
    ]);
    expect(phones('0612345678 - 0687654321')).toEqual([
      ['0612345678', 'tel:0612345678'],
      ['0687654321', 'tel:0687654321'],
    ]);
  });

  it('drops the trunk zero of "+44 (0)20" from the dialled number', () => {
    expect(phones('Call +44 (0)20 7946 0958')).toEqual([['+44 (0)20 7946 0958', 'tel:+442079460958']]);
  });

  it('does not link dates, doses, short numbers or numbers inside words', () => {
    expect(phones('Born 12.03.2015, last dose 2024-01-15 and 12/03/15')).toEqual([]);
    expect(phones('Take 500 mg twice a day; call 112; BP 120/80')).toEqual([]);
    expect(phones('Insurance ID AB1234567890')).toEqual([]);
  });

  it('does not run across lines', () => {
    expect(phones('333 1234567\n2 puffs')).toEqual([['333 1234567', 'tel:3331234567']]);
  });

  it('answers the text unchanged when there is no number', () => {
    expect(splitPhoneNumbers('Peanuts, tree nuts')).toEqual([{ kind: 'text', text: 'Peanuts, tree nuts' }]);
    expect(splitPhoneNumbers('')).toEqual([]);
  });

  it('keeps every character of the original text, in order', () => {
    const text = 'A: +1 (555) 010-0199 / B: 02 1234 5678. Born 01.02.2016';
    expect(
      splitPhoneNumbers(text)
        .map((p) => p.text)
        .join(''),
    ).toBe(text);
  });
});
