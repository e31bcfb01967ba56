import { describe, expect, it } from 'vitest';
import { RecentScans } from './recent-scans.ts';
import type { ScanToWrite } from './scans.repo.ts';

const CODE = 'ABCDEFGH2345';
const CLIENT = 'client-hash';
const at = (minute: number) => new Date(Date.UTC(2026, 10, 24, 12, minute));
const scan = (id: string, minute: number): ScanToWrite => ({
  id,
  code: CODE,
  scannedAt: at(minute),
  clientHash: CLIENT,
  neighbourClientHash: null,
  device: 'Android phone, Chrome',
  language: 'en',
});
const written = (id: string, whileLost: boolean) => ({
  id,
  code: CODE,
  clientHash: CLIENT,
  whileLost,
  alert: true,
});

describe('RecentScans', () => {
  it('merges repeats in memory once the database wrote an ordinary scan, for 10 minutes', () => {
    const recent = new RecentScans();
    recent.queued(CODE, CLIENT, at(0));
    expect(recent.isRepeat(CODE, CLIENT, at(1))).toBe(false); // the database decides until written
    recent.written([written('a', false)], [scan('a', 0)]);
    expect(recent.isRepeat(CODE, CLIENT, at(9))).toBe(true);
    expect(recent.isRepeat(CODE, CLIENT, at(10))).toBe(false);
  });

  it('a double tap written as one scan (the database merged the second) lets later reloads merge here', () => {
    const recent = new RecentScans();
    recent.queued(CODE, CLIENT, at(0));
    recent.queued(CODE, CLIENT, new Date(at(0).getTime() + 500));
    const reload = { ...scan('b', 0), scannedAt: new Date(at(0).getTime() + 500) };
    recent.written([written('a', false)], [scan('a', 0), reload]);
    expect(recent.isRepeat(CODE, CLIENT, at(1))).toBe(true);
    // Counted from the scan the database kept.
    expect(recent.isRepeat(CODE, CLIENT, at(10))).toBe(false);
  });

  it('a lost-mode scan never lets a repeat merge here', () => {
    const recent = new RecentScans();
    recent.queued(CODE, CLIENT, at(0));
    recent.written([written('a', true)], [scan('a', 0)]);
    expect(recent.isRepeat(CODE, CLIENT, at(1))).toBe(false);
  });

  it('an older scan written late does not overrule a newer one queued after the tag changed', () => {
    const recent = new RecentScans();
    recent.queued(CODE, CLIENT, at(0));
    // Lost mode switched on while scan 'a' was being written; the same client opens the page again.
    recent.forgetTag(CODE);
    recent.queued(CODE, CLIENT, at(2));
    recent.written([written('a', false)], [scan('a', 0)]);
    // The newer opening is still undecided: the database (which sees lost mode) must have it.
    expect(recent.isRepeat(CODE, CLIENT, at(3))).toBe(false);
  });
});
