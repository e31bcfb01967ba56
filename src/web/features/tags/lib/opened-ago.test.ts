import { describe, expect, it } from 'vitest';
import { scanHistoryText } from '#shared/text.ts';
import { openedAgo } from './opened-ago.ts';

const NOW = new Date('2030-06-15T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('openedAgo', () => {
  it("is 'Not opened yet' without a scan", () => {
    expect(openedAgo(null, NOW)).toBe(scanHistoryText.notOpenedYet);
  });

  it("is 'Opened just now' under a minute, and for a time slightly ahead or unreadable", () => {
    expect(openedAgo(ago(0), NOW)).toBe('Opened just now');
    expect(openedAgo(ago(MINUTE - 1), NOW)).toBe('Opened just now');
    expect(openedAgo(ago(-5000), NOW)).toBe('Opened just now');
    expect(openedAgo('not a date', NOW)).toBe('Opened just now');
  });

  it('counts minutes, hours, days, weeks and months, rounded down', () => {
    expect(openedAgo(ago(MINUTE), NOW)).toBe('Opened 1m ago');
    expect(openedAgo(ago(59 * MINUTE), NOW)).toBe('Opened 59m ago');
    expect(openedAgo(ago(2 * HOUR + 59 * MINUTE), NOW)).toBe('Opened 2h ago');
    expect(openedAgo(ago(DAY - 1), NOW)).toBe('Opened 23h ago');
    expect(openedAgo(ago(DAY), NOW)).toBe('Opened yesterday');
    expect(openedAgo(ago(6 * DAY), NOW)).toBe('Opened 6d ago');
    expect(openedAgo(ago(15 * DAY), NOW)).toBe('Opened 2w ago');
    expect(openedAgo(ago(89 * DAY), NOW)).toBe('Opened 2mo ago');
  });
});
