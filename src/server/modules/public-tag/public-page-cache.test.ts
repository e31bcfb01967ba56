import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../adapters/clock.ts';
import { PublicPageCache, type CachedPage } from './public-page-cache.ts';

/** A page of exactly `bytes` bytes in total. */
const page = (label: string, bytes = 100): CachedPage => ({
  html: Buffer.alloc(bytes - label.length),
  br: Buffer.alloc(0),
  gzip: Buffer.alloc(0),
  json: label,
});

describe('PublicPageCache', () => {
  it('never answers a page after its expiry (app clock), and forgets it then', () => {
    const clock = new ManualClock(1_000_000);
    const cache = new PublicPageCache(1000, clock);
    const lost = { ...page('lost'), expiresAt: 1_000_000 + 60_000 };
    cache.set('A', lost, cache.ticket());
    cache.set('B', page('b'), cache.ticket());
    clock.advance(59_999);
    expect(cache.get('A')).toBe(lost);
    clock.advance(1);
    expect(cache.get('A')).toBeUndefined();
    expect(cache.size).toBe(1);
    expect(cache.totalBytes).toBe(100);
    clock.advance(365 * 24 * 3_600_000);
    expect(cache.get('B')?.json).toBe('b');
  });

  it('answers what was stored, by code', () => {
    const cache = new PublicPageCache(1000);
    const a = page('a');
    expect(cache.set('A', a, cache.ticket())).toBe(true);
    expect(cache.get('A')).toBe(a);
    expect(cache.get('B')).toBeUndefined();
    expect(cache.totalBytes).toBe(100);
  });

  it('stays within its byte budget by dropping the least recently used page', () => {
    const cache = new PublicPageCache(300);
    cache.set('A', page('a'), cache.ticket());
    cache.set('B', page('b'), cache.ticket());
    cache.set('C', page('c'), cache.ticket());
    cache.get('A'); // A is now the most recently used: B goes first.
    cache.set('D', page('d'), cache.ticket());
    expect(cache.get('B')).toBeUndefined();
    expect(['A', 'C', 'D'].map((code) => cache.get(code)?.json)).toEqual(['a', 'c', 'd']);
    expect(cache.totalBytes).toBe(300);
    cache.set('E', page('e', 250), cache.ticket());
    expect(cache.size).toBe(1);
    expect(cache.totalBytes).toBe(250);
  });

  it('never stores a page larger than the whole budget', () => {
    const cache = new PublicPageCache(100);
    expect(cache.set('A', page('a', 101), cache.ticket())).toBe(false);
    expect(cache.size).toBe(0);
  });

  it('replacing a page keeps the byte count right', () => {
    const cache = new PublicPageCache(1000);
    cache.set('A', page('a', 200), cache.ticket());
    cache.set('A', page('a', 50), cache.ticket());
    expect(cache.totalBytes).toBe(50);
  });

  it('drops a page on invalidation, and everything on clear', () => {
    const cache = new PublicPageCache(1000);
    cache.set('A', page('a'), cache.ticket());
    cache.set('B', page('b'), cache.ticket());
    cache.invalidate('A');
    expect(cache.get('A')).toBeUndefined();
    expect(cache.get('B')?.json).toBe('b');
    expect(cache.totalBytes).toBe(100);
    cache.clear();
    expect(cache.size).toBe(0);
    expect(cache.totalBytes).toBe(0);
  });

  it('refuses a page rendered from data read before an invalidation', () => {
    const cache = new PublicPageCache(1000);
    const ticket = cache.ticket();
    cache.invalidate('A'); // the owner saved while the page was being rendered
    expect(cache.set('A', page('stale'), ticket)).toBe(false);
    expect(cache.get('A')).toBeUndefined();
    const afterReset = cache.ticket();
    cache.clear();
    expect(cache.set('B', page('stale'), afterReset)).toBe(false);
  });

  it('keeps each language of a code apart, and drops them all when the code changes', () => {
    const cache = new PublicPageCache(1000);
    cache.set('A', page('a en'), cache.ticket(), 'en');
    cache.set('A', page('a de'), cache.ticket(), 'de');
    cache.set('B', page('b de'), cache.ticket(), 'de');
    expect(cache.get('A', 'en')?.json).toBe('a en');
    expect(cache.get('A', 'de')?.json).toBe('a de');
    expect(cache.get('A', 'fr')).toBeUndefined();
    expect(cache.totalBytes).toBe(300);
    cache.invalidate('A');
    expect(cache.get('A', 'en')).toBeUndefined();
    expect(cache.get('A', 'de')).toBeUndefined();
    expect(cache.get('B', 'de')?.json).toBe('b de');
    expect(cache.totalBytes).toBe(100);
  });

  it('keeps unconfirmed pages for when the database cannot answer, until each is stored again', () => {
    const cache = new PublicPageCache(1000);
    cache.set('A', page('a'), cache.ticket());
    cache.set('B', page('b'), cache.ticket());
    const before = cache.ticket();
    cache.markUnconfirmed(); // notifications may have been missed
    expect(cache.get('A'), 'not served as current').toBeUndefined();
    expect(cache.fallback('A')?.json, 'kept for an outage').toBe('a');
    expect(cache.set('A', page('stale'), before), 'a render from before is refused').toBe(false);
    expect(cache.set('A', page('a2'), cache.ticket())).toBe(true);
    expect(cache.get('A')?.json, 're-read: current again').toBe('a2');
    expect(cache.get('B')).toBeUndefined();
    expect(cache.totalBytes).toBe(200);
    cache.invalidate('B');
    expect(cache.fallback('B')).toBeUndefined();
    cache.set('B', page('b2'), cache.ticket());
    expect(cache.get('B')?.json, 'a new page after an invalidation is current').toBe('b2');
  });
});
