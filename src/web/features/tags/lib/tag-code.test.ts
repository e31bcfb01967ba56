import { describe, expect, it } from 'vitest';
import { typedTagCode } from './tag-code.ts';

describe('typedTagCode', () => {
  it('drops spaces and dashes, upper-cases, and keeps 12 code characters', () => {
    expect(typedTagCode('5ypy cqsp ce2v')).toBe('5YPYCQSPCE2V');
    expect(typedTagCode('5YPY-CQSP-CE2V')).toBe('5YPYCQSPCE2V');
    expect(typedTagCode(' 5ypy\u2013cqsp\u2014ce2v\u00a0')).toBe('5YPYCQSPCE2V');
    expect(typedTagCode('\t5ypy\ncqsp ce2v')).toBe('5YPYCQSPCE2V');
  });

  it('cuts at 12 code characters, separators not counted', () => {
    expect(typedTagCode('abcd efgh jkmn pqrs')).toBe('ABCDEFGHJKMN');
    expect(typedTagCode('ab')).toBe('AB');
    expect(typedTagCode('')).toBe('');
  });
});
