import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time.ts';

const NOW = new Date('2030-06-15T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('relativeTime', () => {
  it("is 'Just now' under one hour", () => {
    expect(relativeTime(ago(0), NOW)).toBe('Just now');
    expect(relativeTime(ago(59 * MINUTE), NOW)).toBe('Just now');
    expect(relativeTime(ago(HOUR - 1), NOW)).toBe('Just now');
  });

  it("is '{n}h ago' from one hour up to 24 hours, rounded down", () => {
    expect(relativeTime(ago(HOUR), NOW)).toBe('1h ago');
    expect(relativeTime(ago(2 * HOUR + 59 * MINUTE), NOW)).toBe('2h ago');
    expect(relativeTime(ago(DAY - 1), NOW)).toBe('23h ago');
  });

  it("is '{n}d ago' from 24 hours on, rounded down", () => {
    expect(relativeTime(ago(DAY), NOW)).toBe('1d ago');
    expect(relativeTime(ago(2 * DAY - 1), NOW)).toBe('1d ago');
    expect(relativeTime(ago(45 * DAY), NOW)).toBe('45d ago');
  });

  it('accepts Date objects, and treats a time slightly in the future or an invalid one as just now', () => {
    expect(relativeTime(new Date(NOW.getTime() - 3 * HOUR), NOW)).toBe('3h ago');
    expect(relativeTime(ago(-5 * MINUTE), NOW)).toBe('Just now');
    expect(relativeTime('not a date', NOW)).toBe('Just now');
  });
});
