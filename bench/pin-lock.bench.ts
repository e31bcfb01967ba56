// Time to lock a PIN (issue 28 §3, decision 026): how many addresses and requests it takes to keep a
// tag's right PIN out, and how long that takes against a local instance. Every address is a loopback
// address of its own (127.0.0.x bound as the local address over real sockets, no proxy header); all
// 40 addresses send their wrong PINs at once, each one after the other, as an attacker would.
import { performance } from 'node:perf_hooks';
import { tags } from '#server/db/schema/index.ts';
import { LEGACY_PIN_LIMITS, PIN_LIMITS, type PinLimits } from '#server/modules/public-tag/pin-limits.ts';
import { pathOf } from '#shared/endpoints/endpoint.ts';
import * as publicTagApi from '#shared/endpoints/public-tag.ts';
import { loopbackAddress, requestFrom } from '#tests/helpers/loopback-client.ts';
import { startBenchServer } from './lib/bench-server.ts';
import type { BenchSection } from './run-all.ts';

const GUESS_SECONDS_PER_YEAR = 365.25 * 24 * 3600;

export async function run(): Promise<BenchSection> {
  const server = await startBenchServer();
  const lines: string[] = [];
  try {
    let block = 10;
    for (const [name, pin, limits] of [
      ['8-digit PIN', '48210937', PIN_LIMITS],
      ['6-digit PIN (cards printed before)', '482913', LEGACY_PIN_LIMITS],
    ] as Array<[string, string, PinLimits]>) {
      const [tag] = await server.database.db
        .insert(tags)
        .values({ uniqueCode: `PNBENCHX${block}`.padEnd(12, '0'), pin })
        .returning();
      const url = `${server.url}${pathOf(publicTagApi.unlockTag, { uniqueCode: tag!.uniqueCode })}`;
      const addresses = limits.perTag / limits.perTagAddress;
      const wrong = (i: number) => String((Number(pin) + 1 + i) % 10 ** pin.length).padStart(pin.length, '0');
      const started = performance.now();
      const statuses = await Promise.all(
        Array.from({ length: addresses }, async (_, n) => {
          const seen: number[] = [];
          for (let i = 0; i < limits.perTagAddress; i++) {
            seen.push(
              (await requestFrom(loopbackAddress(n + 1, block), url, { json: { pin: wrong(i) } })).status,
            );
          }
          return seen;
        }),
      );
      const lockedAfterMs = performance.now() - started;
      const right = await requestFrom(loopbackAddress(addresses + 1, block), url, { json: { pin } });
      const wrongAnswers = statuses.flat().filter((status) => status === 403).length;
      const space = 10 ** pin.length;
      const windowsPerYear = GUESS_SECONDS_PER_YEAR / (limits.windowMs / 1000);
      const years = space / 2 / limits.perTag / windowsPerYear;
      lines.push(
        `- ${name}: time to lock a PIN ${(lockedAfterMs / 1000).toFixed(2)} s with ${addresses} addresses × ${limits.perTagAddress} wrong = ${wrongAnswers} requests answered 403; the right PIN from another address then answered ${right.status} (Retry-After ${right.headers['retry-after']} s)`,
        `  - limits: ${limits.perTagAddress} wrong per (tag, address) and ${limits.perTag} per tag per ${limits.window}; expected time to guess at that rate: ${years.toFixed(1)} years`,
      );
      block++;
    }
  } finally {
    await server.stop();
  }
  return { title: 'Time to lock a PIN (issue 28 §3)', lines };
}
