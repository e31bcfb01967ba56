// The charts' scale tops: round numbers just above the largest value.
import { describe, expect, it } from 'vitest';
import { scaleTop } from './chart-scale.ts';

describe('scaleTop', () => {
  it('rounds the largest value up to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(scaleTop([0, 1])).toBe(1);
    expect(scaleTop([3, 2])).toBe(5);
    expect(scaleTop([124.86, 29.99])).toBe(200);
    expect(scaleTop([0.4])).toBe(0.5);
    expect(scaleTop([2500])).toBe(2500);
    expect(scaleTop([2501])).toBe(5000);
    expect(scaleTop([10])).toBe(10);
  });

  it('gives an empty chart a scale of 1', () => {
    expect(scaleTop([])).toBe(1);
    expect(scaleTop([0, 0, 0])).toBe(1);
    expect(scaleTop([Number.NaN])).toBe(1);
  });
});
