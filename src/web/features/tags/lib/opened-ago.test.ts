import { describe, expect, it } from 'vitest';
import type { Language } from '#shared/i18n/languages.ts';
import { en, translate } from '#tests/helpers/messages.ts';
import { openedAgo } from './opened-ago.ts';

const NOW = new Date('2030-06-15T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const opened = (at: string | null, language: Language = 'en') =>
  openedAgo(at, NOW, language, translate(language));

describe('openedAgo', () => {
  it("is 'Not opened yet' without a scan", () => {
    expect(opened(null)).toBe(en('scanHistory.notOpenedYet'));
    expect(opened(null, 'de')).toBe(translate('de')('scanHistory.notOpenedYet'));
  });

  it("is 'Opened just now' under a minute, and for a time slightly ahead or unreadable", () => {
    expect(opened(ago(0))).toBe(en('scanHistory.openedJustNow'));
    expect(opened(ago(MINUTE - 1))).toBe('Opened just now');
    expect(opened(ago(-5000))).toBe('Opened just now');
    expect(opened('not a date')).toBe('Opened just now');
  });

  it("says minutes, hours, days, weeks and months through Intl's relative time", () => {
    expect(opened(ago(MINUTE))).toBe('Opened 1 minute ago');
    expect(opened(ago(59 * MINUTE))).toBe('Opened 59 minutes ago');
    expect(opened(ago(2 * HOUR))).toBe('Opened 2 hours ago');
    expect(opened(ago(DAY))).toBe('Opened yesterday');
    expect(opened(ago(6 * DAY))).toBe('Opened 6 days ago');
    expect(opened(ago(14 * DAY))).toBe('Opened 2 weeks ago');
    expect(opened(ago(89 * DAY))).toBe('Opened 3 months ago');
  });

  it("is in the reader's language, with no English left", () => {
    expect(opened(ago(2 * HOUR), 'it')).toBe('Aperto 2 ore fa');
    expect(opened(ago(2 * HOUR), 'de')).toBe('Geöffnet vor 2 Stunden');
    expect(opened(ago(DAY), 'fr')).toBe('Ouvert hier');
    expect(opened(ago(3 * DAY), 'es')).toBe('Abierto hace 3 días');
    expect(opened(ago(0), 'it')).toBe(translate('it')('scanHistory.openedJustNow'));
  });
});
