import { describe, expect, it } from 'vitest';
import { dropBlankFields, emptyField } from './fields.ts';

describe('dropBlankFields', () => {
  it('keeps only fields whose title and content are both non-blank after trimming, in order', () => {
    const fields = [
      { title: 'Allergies', content: 'Peanuts' },
      { title: '   ', content: 'no title' },
      { title: 'Blood Type', content: ' \t ' },
      emptyField('Medications'),
      emptyField(),
      { title: ' Contact ', content: ' Mum ' },
    ];
    expect(dropBlankFields(fields)).toEqual([
      { title: 'Allergies', content: 'Peanuts' },
      { title: ' Contact ', content: ' Mum ' },
    ]);
  });

  it('answers an empty list when nothing is filled in', () => {
    expect(dropBlankFields([emptyField(), emptyField('Allergies')])).toEqual([]);
  });
});
