import { describe, expect, it } from 'vitest';
import { en, translate } from '#tests/helpers/messages.ts';
import { relativeTime } from './relative-time.ts';

const NOW = new Date('2030-06-15T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const t = translate('en');

describe('relativeTime', () => {
  it("is 'Just now' under one hour", () => {
    expect(relativeTime(ago(0), NOW, t)).toBe(en('dashboard.justNow'));
    expect(relativeTime(ago(0), NOW, t)).toBe('Just now');
    expect(relativeTime(ago(59 * MINUTE), NOW, t)).toBe('Just now');
    expect(relativeTime(ago(HOUR - 1), NOW, t)).toBe('Just now');
  });

  it("is '{n}h ago' from one hour up to 24 hours, rounded down", () => {
    expect(relativeTime(ago(HOUR), NOW, t)).toBe('1h ago');
    expect(relativeTime(ago(2 * HOUR + 59 * MINUTE), NOW, t)).toBe('2h ago');
    expect(relativeTime(ago(DAY - 1), NOW, t)).toBe('23h ago');
  });

  it("is '{n}d ago' from 24 hours on, rounded down", () => {
    expect(relativeTime(ago(DAY), NOW, t)).toBe('1d ago');
    expect(relativeTime(ago(2 * DAY - 1), NOW, t)).toBe('1d ago');
    expect(relativeTime(ago(45 * DAY), NOW, t)).toBe('45d ago');
  });

  it('accepts Date objects, and treats a time slightly in the future or an invalid one as just now', () => {
    expect(relativeTime(new Date(NOW.getTime() - 3 * HOUR), NOW, t)).toBe('3h ago');
    expect(relativeTime(ago(-5 * MINUTE), NOW, t)).toBe('Just now');
    expect(relativeTime('not a date', NOW, t)).toBe('Just now');
  });

  it("says it in the reader's language", () => {
    const it = translate('it');
    const de = translate('de');
    expect(relativeTime(ago(3 * HOUR), NOW, it)).toBe(it('dashboard.hoursAgo', { n: 3 }));
    expect(relativeTime(ago(3 * HOUR), NOW, it)).toBe('3 h fa');
    expect(relativeTime(ago(2 * DAY), NOW, de)).toBe('vor 2 T.');
    expect(relativeTime(ago(0), NOW, de)).toBe(de('dashboard.justNow'));
  });
});
