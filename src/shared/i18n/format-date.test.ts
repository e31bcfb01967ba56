import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date.ts';

const WINTER = new Date('2026-12-23T10:15:00Z');

describe('formatDateTime', () => {
  it.each([
    ['en', ['Dec 23', 'AM']],
    ['it', ['23 dic']],
    ['de', ['23. Dez.']],
    ['fr', ['23 déc.']],
    ['es', ['23 dic']],
  ] as const)('%s writes the day and month its way, with the year, time and zone', (language, parts) => {
    const text = formatDateTime(WINTER, language, { timeZone: 'UTC' });
    for (const part of [...parts, '2026', '10:15', 'UTC']) expect(text).toContain(part);
  });

  it('shows another zone’s time when asked (the browser’s own, after hydration)', () => {
    expect(formatDateTime(WINTER, 'it', { timeZone: 'Europe/Rome' })).toContain('11:15');
    expect(formatDateTime(WINTER, 'de', { timeZone: 'America/New_York' })).toContain('05:15');
  });

  it('is empty for an invalid date, never an exception', () => {
    expect(formatDateTime(new Date('not a date'), 'fr', { timeZone: 'UTC' })).toBe('');
  });
});
