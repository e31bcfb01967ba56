import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-request.ts';
import { sharedTagsOf } from './hand-over-first.tsx';

const refusal = (body: unknown) => new ApiError(409, JSON.stringify(body), 'Conflict');

describe('sharedTagsOf', () => {
  it("reads the refusal's tags, named by the child, else by the code", () => {
    const error = refusal({
      message: 'Other adults still look after these tags: Mia, K7Q2. …',
      tags: [
        { id: 't1', childName: 'Mia', uniqueCode: 'A1B2' },
        { id: 't2', childName: ' ', uniqueCode: 'K7Q2' },
        { id: 't3', childName: null, uniqueCode: 'Z9Z9' },
      ],
    });
    expect(sharedTagsOf(error)).toEqual([
      { id: 't1', name: 'Mia' },
      { id: 't2', name: 'K7Q2' },
      { id: 't3', name: 'Z9Z9' },
    ]);
  });

  it('reads nothing from another error or a body without usable tags', () => {
    expect(sharedTagsOf(new Error('409: nope'))).toEqual([]);
    expect(sharedTagsOf(refusal({ message: 'x' }))).toEqual([]);
    expect(sharedTagsOf(refusal({ tags: 'Mia' }))).toEqual([]);
    expect(sharedTagsOf(refusal({ tags: [null, { childName: 'Mia' }, { id: 7 }] }))).toEqual([]);
    expect(sharedTagsOf(new ApiError(409, 'not json', 'Conflict'))).toEqual([]);
  });
});
