// Runs autocannon in its own process (the load generator must not share the server's event loop) and
// prints its result as one JSON line; the spec comes on stdin. Every request takes the next of `variants` (headers, body,
// path), so a run can spread over many sessions, accounts, client addresses or pages. Started by load.ts.
import autocannon from 'autocannon';
import type { LoadSpec } from './load.ts';

const chunks: Buffer[] = [];
for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
const spec = JSON.parse(Buffer.concat(chunks).toString('utf8')) as LoadSpec;
let next = spec.firstVariant ?? 0;

/** Request n's own IPv4 address (1.0.0.0 to 223.255.255.255: distinct for n below 223 × 2^24). */
function addressOf(n: number): string {
  return [1 + ((n >>> 24) % 223), (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join('.');
}

// Its own CPU over the run: what the generator costs a request (scan-recording.bench.ts weighs it).
const cpuBefore = process.cpuUsage();
const result = await autocannon({
  url: spec.url,
  connections: spec.connections,
  duration: spec.seconds,
  requests: [
    {
      method: spec.method,
      path: spec.path,
      setupRequest: (request) => {
        const n = (spec.firstRequest ?? 0) + next;
        const variant = spec.variants[next++ % spec.variants.length]!;
        return {
          ...request,
          headers: {
            ...request.headers,
            ...variant.headers,
            ...(spec.numberedAddress ? { 'x-forwarded-for': addressOf(n) } : {}),
          },
          ...(variant.body === undefined ? {} : { body: variant.body }),
          ...(variant.path === undefined ? {} : { path: variant.path }),
        };
      },
    },
  ],
});
const cpu = process.cpuUsage(cpuBefore);
process.stdout.write(`${JSON.stringify({ ...result, cpuMicros: cpu.user + cpu.system })}\n`);
