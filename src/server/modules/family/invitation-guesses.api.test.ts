// Guessing invitation tokens (issue 34): unknown tokens count as misses, per address and overall, so
// 500 guesses spread over 25 addresses (127.0.0.x, real sockets) end in 429; a known token is never
// refused, and nothing about the guesses is written beyond the counters.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loopbackAddress, requestFrom } from '#tests/helpers/loopback-client.ts';
import { familyRateLimits } from './family.rate-limits.ts';
import {
  createFamilyTestApp,
  ownerWithTag,
  parent,
  tokenMailedTo,
  type FamilyTestApp,
} from './family.test-support.ts';

let t: FamilyTestApp;
let base = '';
beforeAll(async () => {
  t = await createFamilyTestApp();
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await t.close();
});

/** A well-formed token nobody was sent. */
const guess = (n: number) => `guess${String(n).padStart(38, '0')}`;

describe('invitation token guesses', () => {
  it('500 guesses from 25 addresses: 404 until the overall miss limit, then 429; a real link still opens', async () => {
    const owner = await ownerWithTag(t);
    const guest = await parent(t, 'Giulia');
    await owner.agent.post(`/api/tags/${owner.tag.id}/invitations`, { email: guest.user.email });
    const token = await tokenMailedTo(t, guest.user.email);
    const perIp = familyRateLimits.tokenMissesPerIp('x').limit;
    const overall = familyRateLimits.tokenMissesOverall().limit;
    const statuses: number[] = [];
    for (let n = 1; n <= 25; n++) {
      for (let i = 0; i < perIp; i++) {
        const res = await requestFrom(loopbackAddress(n), `${base}/api/invitations/${guess(n * 100 + i)}`);
        statuses.push(res.status);
      }
    }
    expect(statuses).toHaveLength(500);
    expect(statuses.slice(0, overall).every((s) => s === 404)).toBe(true);
    expect(statuses.slice(overall).every((s) => s === 429)).toBe(true);
    // One address alone is stopped at its own limit too.
    const over = await requestFrom(loopbackAddress(1, 1), `${base}/api/invitations/${guess(1)}`);
    expect(over.status).toBe(429);
    const real = await requestFrom(loopbackAddress(2, 1), `${base}/api/invitations/${token}`);
    expect(real.status).toBe(200);
    expect(JSON.parse(real.body).status).toBe('pending');
  });

  it('one address is refused after its own misses', async () => {
    t.clock.advance(2 * familyRateLimits.tokenMissesOverall().windowMs);
    const address = loopbackAddress(7, 2);
    const limit = familyRateLimits.tokenMissesPerIp(address).limit;
    for (let i = 0; i < limit; i++) {
      expect((await requestFrom(address, `${base}/api/invitations/${guess(9000 + i)}`)).status).toBe(404);
    }
    expect((await requestFrom(address, `${base}/api/invitations/${guess(9999)}`)).status).toBe(429);
    expect((await requestFrom(loopbackAddress(8, 2), `${base}/api/invitations/${guess(1)}`)).status).toBe(
      404,
    );
  });
});
