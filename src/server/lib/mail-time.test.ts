import { describe, expect, it } from 'vitest';
import { formatMailTime } from './mail-time.ts';

describe('formatMailTime', () => {
  const at = new Date('2027-01-15T12:05:00Z');

  it("names the parent's zone with the time there", () => {
    expect(formatMailTime(at, 'Europe/Rome')).toBe('Friday, 15 January 2027 at 13:05 (Europe/Rome)');
    expect(formatMailTime(at, 'europe/rome')).toBe('Friday, 15 January 2027 at 13:05 (Europe/Rome)');
  });

  it('says UTC while the zone is unknown or not a zone', () => {
    expect(formatMailTime(at, null)).toBe('Friday, 15 January 2027 at 12:05 (UTC)');
    expect(formatMailTime(at, 'Mars/Olympus')).toBe('Friday, 15 January 2027 at 12:05 (UTC)');
  });
});
