// The card's field order (issue 15): red, orange and teal fields by SPEC §2's keywords, then the
// first blue one, then the rest in the owner's order.
import { describe, expect, it } from 'vitest';
import { orderCardFields } from './card-fields.ts';

const field = (title: string) => ({ title, content: `${title} content` });

describe('orderCardFields', () => {
  it('puts allergy/danger, then medical, then blood, then the first contact first', () => {
    const ordered = orderCardFields(
      [
        'Emergency Contact',
        'Home Address',
        'Medications',
        'Blood Type',
        'Allergies',
        "Dad's phone",
        'Dangers',
        'Special Notes',
        'Medical conditions',
      ].map(field),
    );
    expect(ordered.map((f) => [f.title, f.critical])).toEqual([
      ['Allergies', true],
      ['Dangers', true],
      ['Medications', true],
      ['Medical conditions', true],
      ['Blood Type', true],
      ['Emergency Contact', true],
      ['Home Address', false],
      ["Dad's phone", false],
      ['Special Notes', false],
    ]);
  });

  it('keeps the content and gives each field its colour', () => {
    const [first] = orderCardFields([{ title: 'ALLERGY to peanuts', content: 'EpiPen' }]);
    expect(first).toMatchObject({ content: 'EpiPen', style: { tone: 'red', bold: true }, critical: true });
  });

  it('has no critical fields when no title matches a keyword, and keeps the owner’s order', () => {
    const ordered = orderCardFields(['Notes', 'Home Address', 'Doctor Info'].map(field));
    expect(ordered.map((f) => [f.title, f.critical])).toEqual([
      ['Notes', false],
      ['Home Address', false],
      ['Doctor Info', false],
    ]);
  });
});
