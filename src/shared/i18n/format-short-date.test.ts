// The sales overview's week labels: a short date in the reader's language, in the week's time zone.
import { describe, expect, it } from 'vitest';
import { formatShortDate } from './format-short-date.ts';

describe('formatShortDate', () => {
  it('writes a week’s Monday as a short date in UTC, whatever the reader’s time zone', () => {
    const monday = new Date('2026-03-16T00:00:00Z');
    expect(formatShortDate('en', monday, { timeZone: 'UTC' })).toBe('Mar 16');
    expect(formatShortDate('it', monday, { timeZone: 'UTC' })).toBe('16 mar');
    expect(formatShortDate('de', monday, { timeZone: 'UTC' })).toBe('16. März');
    expect(formatShortDate('fr', monday, { timeZone: 'UTC' })).toBe('16 mars');
    expect(formatShortDate('es', monday, { timeZone: 'UTC' })).toBe('16 mar');
    expect(formatShortDate('en', monday, { timeZone: 'America/New_York' })).toBe('Mar 15');
  });

  it('gives an invalid date no text', () => {
    expect(formatShortDate('en', new Date('nonsense'))).toBe('');
  });
});
