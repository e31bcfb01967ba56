import { describe, expect, it } from 'vitest';
import { rememberRecent } from './recent-answers.ts';

describe('rememberRecent', () => {
  it('computes a key once while remembered, falsy answers too', () => {
    const computed: string[] = [];
    const isEmpty = rememberRecent(10, (key) => {
      computed.push(key);
      return key === '';
    });
    expect([isEmpty('a'), isEmpty('a'), isEmpty(''), isEmpty('')]).toEqual([false, false, true, true]);
    expect(computed).toEqual(['a', '']);
  });

  it('holds at most its limit, forgetting all at once when full', () => {
    const computed: string[] = [];
    const upper = rememberRecent(2, (key) => {
      computed.push(key);
      return key.toUpperCase();
    });
    for (const key of ['a', 'b', 'a', 'b', 'c', 'a', 'c']) upper(key);
    // 'c' found it full: 'a' and 'b' were forgotten, so 'a' is computed again; 'c' was kept.
    expect(computed).toEqual(['a', 'b', 'c', 'a']);
  });
});
