// The sales overview's weeks (Monday 00:00 UTC) and its money back from minor units.
import { describe, expect, it } from 'vitest';
import { fromMinorUnits } from '#shared/money.ts';
import { lastWeeks, weekStartOf } from './sales-weeks.ts';

describe('sales weeks', () => {
  it('starts a week on Monday 00:00 UTC, whatever the day and hour', () => {
    const monday = '2026-03-16T00:00:00.000Z';
    for (const now of [monday, '2026-03-18T10:00:00Z', '2026-03-22T23:59:59.999Z'])
      expect(weekStartOf(new Date(now)).toISOString()).toBe(monday);
    expect(weekStartOf(new Date('2026-03-15T23:59:59.999Z')).toISOString()).toBe('2026-03-09T00:00:00.000Z');
  });

  it('lists the last weeks oldest first across a year, with their span', () => {
    const { weeks, from, to } = lastWeeks(new Date('2026-01-07T12:00:00Z'), 3);
    expect(weeks).toEqual(['2025-12-22', '2025-12-29', '2026-01-05']);
    expect(from.toISOString()).toBe('2025-12-22T00:00:00.000Z');
    expect(to.toISOString()).toBe('2026-01-12T00:00:00.000Z');
  });

  it('writes minor units as the currency writes its amounts', () => {
    expect(fromMinorUnits(0n, 'EUR')).toBe('0.00');
    expect(fromMinorUnits(5n, 'EUR')).toBe('0.05');
    expect(fromMinorUnits(27035n, 'EUR')).toBe('270.35');
    expect(fromMinorUnits(9007199254740993n, 'EUR')).toBe('90071992547409.93');
    expect(fromMinorUnits(1200n, 'JPY')).toBe('1200');
  });
});
