// Behind a proxy (issue 28 §4): a client may send its own X-Forwarded-For, and nginx's
// `$proxy_add_x_forwarded_for` appends the address it really came from. Only the entries the proxies
// added count; a forged left-most entry must not get past a per-address limit. A real listening app, so
// the proxy's address is a socket's, as in production.
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { UNKNOWN_CODE_LIMIT } from '#server/modules/public-tag/public-tag.service.ts';
import { randomCode } from '../factories/tags.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** The app listening on loopback: 127.0.0.1 stands for the proxy in front of it. */
async function listeningApp(trustProxy: string): Promise<string> {
  t = await createTestApp({ env: { TRUST_PROXY: trustProxy } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

/** Unknown codes, each with a different forged entry before `chain` (what the proxies appended). */
async function guessCodes(base: string, count: number, chain: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const forwardedFor = `10.66.${i >> 8}.${i & 255}, ${chain}`;
    const res = await fetch(`${base}/api/tag/${randomCode()}`, {
      headers: { 'x-forwarded-for': forwardedFor },
    });
    statuses.push(res.status);
  }
  return statuses;
}

const limit = UNKNOWN_CODE_LIMIT.limit;
const refusedOnlyAtTheEnd = [...Array<number>(limit).fill(404), 429];

describe('forged X-Forwarded-For entries do not get past the per-address limit', () => {
  it('TRUST_PROXY=1: the address the one proxy saw is counted', async () => {
    const base = await listeningApp('1');
    expect(await guessCodes(base, limit + 1, '203.0.113.9')).toEqual(refusedOnlyAtTheEnd);
    // The proxy's own address is not what is counted: another client behind it is not refused.
    expect(await guessCodes(base, 1, '203.0.113.10')).toEqual([404]);
  });

  it('TRUST_PROXY=2: a chain of two proxies, the client address is the third from the right', async () => {
    const base = await listeningApp('2');
    expect(await guessCodes(base, limit + 1, '203.0.113.9, 10.1.2.3')).toEqual(refusedOnlyAtTheEnd);
  });

  it('TRUST_PROXY as a list: entries from the listed proxies are skipped, the first other one counts', async () => {
    const base = await listeningApp('10.0.0.0/8, 127.0.0.1');
    expect(await guessCodes(base, limit + 1, '203.0.113.9, 10.1.2.3')).toEqual(refusedOnlyAtTheEnd);
    expect(await guessCodes(base, 1, '203.0.113.10, 10.1.2.3')).toEqual([404]);
  });

  it('a client reaching the app directly, not from a listed proxy, is counted under its own address', async () => {
    const base = await listeningApp('10.0.0.0/8');
    expect(await guessCodes(base, limit + 1, '203.0.113.9')).toEqual(refusedOnlyAtTheEnd);
  });
});
