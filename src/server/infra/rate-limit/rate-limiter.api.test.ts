// Reservations for "count only failures" limits: parallel attempts cannot all pass, a success takes its
// hit back, a refusal leaves the count where it was, and a late release never touches a newer window.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { rateLimits } from '#server/db/schema/index.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { agentAt, createAuthTestApp } from '../../modules/auth/auth.test-support.ts';
import type { AppError } from '../../errors.ts';
import { MINUTE_MS, type RateLimitRule } from './rate-limiter.ts';

describe('RateLimiter.reserve', () => {
  let t: TestApp;
  let n = 0;
  const rule = (limit = 5): RateLimitRule => ({
    key: `test:reserve:${n++}`,
    limit,
    windowMs: 15 * MINUTE_MS,
  });
  const countOf = async (key: string) =>
    (await t.db.select({ count: rateLimits.count }).from(rateLimits).where(eq(rateLimits.key, key)))[0]
      ?.count;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('of 20 parallel attempts exactly the limit pass; the others are refused with 429 and not counted', async () => {
    const r = rule(5);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, () => t.app.deps.rateLimiter.reserve([r])),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(5);
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(refused).toHaveLength(15);
    for (const o of refused) expect((o.reason as AppError).statusCode).toBe(429);
    expect(await countOf(r.key)).toBe(5);
  });

  it('a released reservation (the attempt succeeded) is not counted', async () => {
    const r = rule(2);
    for (let i = 0; i < 10; i++) await (await t.app.deps.rateLimiter.reserve([r]))();
    expect(await countOf(r.key)).toBe(0);
    await t.app.deps.rateLimiter.reserve([r]);
    await t.app.deps.rateLimiter.reserve([r]);
    await expect(t.app.deps.rateLimiter.reserve([r])).rejects.toMatchObject({ statusCode: 429 });
  });

  it('over one of several rules: none of them keeps the hit', async () => {
    const tight = rule(1);
    const loose = rule(100);
    await t.app.deps.rateLimiter.reserve([tight]);
    await expect(t.app.deps.rateLimiter.reserve([loose, tight])).rejects.toMatchObject({ statusCode: 429 });
    expect(await countOf(tight.key)).toBe(1);
    expect(await countOf(loose.key)).toBe(0);
  });

  it('aligned windows end on a multiple of their length: rules opened at different times close together', async () => {
    const hour = 60 * MINUTE_MS;
    t.clock.advance(hour - (t.clock.now().getTime() % hour) + 5 * MINUTE_MS);
    const early = { ...rule(1), windowMs: hour, aligned: true };
    await t.app.deps.rateLimiter.reserve([early]);
    t.clock.advance(50 * MINUTE_MS);
    const late = { ...rule(1), windowMs: hour, aligned: true };
    const { counters } = await t.app.deps.rateLimiter.reserve([late]);
    expect(counters[0]!.resetAt.getTime() % hour).toBe(0);
    await expect(t.app.deps.rateLimiter.reserve([early, late])).rejects.toMatchObject({
      statusCode: 429,
      headers: { 'retry-after': String(5 * 60) },
    });
    t.clock.advance(5 * MINUTE_MS);
    await t.app.deps.rateLimiter.reserve([early, late]);
  });

  it('once: true for the first call of a window on any instance, false after it, true in the next window', async () => {
    const other = await createTestApp({ database: t.database, clock: t.clock });
    try {
      const r = { key: `test:once:${n++}`, windowMs: 15 * MINUTE_MS, aligned: true };
      const firsts = await Promise.all([t, other, t, other].map((app) => app.app.deps.rateLimiter.once(r)));
      expect(firsts.filter(Boolean)).toHaveLength(1);
      t.clock.advance(15 * MINUTE_MS);
      expect(await other.app.deps.rateLimiter.once(r)).toBe(true);
      expect(await t.app.deps.rateLimiter.once(r)).toBe(false);
    } finally {
      await other.close();
    }
  });

  it('a release after its window ended leaves the next window alone', async () => {
    const r = rule(3);
    const late = await t.app.deps.rateLimiter.reserve([r]);
    t.clock.advance(15 * MINUTE_MS);
    await t.app.deps.rateLimiter.reserve([r]);
    await t.app.deps.rateLimiter.reserve([r]);
    await late();
    expect(await countOf(r.key)).toBe(2);
  });
});

describe('addresses in rate limits', () => {
  it('are counted under a keyed hash: the raw address is never stored, and one address is still one count', async () => {
    const t = await createAuthTestApp();
    try {
      const ip = '203.0.113.77';
      const visitor = agentAt(t, ip);
      for (let i = 0; i < 2; i++) {
        const res = await visitor.post('/api/auth/login', {
          email: 'nobody@example.test',
          password: 'wrong-password',
        });
        expect(res.statusCode).toBe(401);
      }
      expect((await visitor.get('/tag/ZZZZZZZZZZZZ')).statusCode).toBe(404);
      const rows = await t.db.select({ key: rateLimits.key, count: rateLimits.count }).from(rateLimits);
      expect(rows.length).toBeGreaterThan(0);
      expect(JSON.stringify(rows)).not.toContain(ip);
      const login = rows.filter((row) => row.key.startsWith('auth:login:ip:'));
      expect(login).toEqual([{ key: expect.not.stringContaining('203'), count: 2 }]);
    } finally {
      await t.close();
    }
  });

  it('count an IPv6 /64 as one address and an IPv4-mapped address as the IPv4 one (decision 003)', async () => {
    const t = await createTestApp();
    try {
      const key = (address: string) => t.app.deps.rateLimiter.storedKey(`test:ip:${address}`);
      expect(key('2001:db8:5:6::1')).toBe(key('2001:db8:5:6:a:b:c:d'));
      expect(key('2001:db8:5:7::1')).not.toBe(key('2001:db8:5:6::1'));
      expect(key('::ffff:198.51.100.4')).toBe(key('198.51.100.4'));
      expect(key('198.51.100.5')).not.toBe(key('198.51.100.4'));
    } finally {
      await t.close();
    }
  });
});
