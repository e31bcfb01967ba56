// Runs autocannon in its own process (the load generator must not share the server's event loop) and
// prints its result as one JSON line; the spec comes on stdin. Every request takes the next of `variants` (headers, body,
// path), so a run can spread over many sessions, accounts, client addresses or pages. Started by load.ts.
import autocannon from 'autocannon';
import type { LoadSpec } from './load.ts';

const chunks: Buffer[] = [];
for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
const spec = JSON.parse(Buffer.concat(chunks).toString('utf8')) as LoadSpec;
let next = spec.firstVariant ?? 0;

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
        const numbered = spec.numberedUserAgent?.replace('{n}', String(n));
        return {
          ...request,
          headers: {
            ...request.headers,
            ...variant.headers,
            ...(numbered ? { 'user-agent': numbered } : {}),
          },
          ...(variant.body === undefined ? {} : { body: variant.body }),
          ...(variant.path === undefined ? {} : { path: variant.path }),
        };
      },
    },
  ],
});
process.stdout.write(`${JSON.stringify(result)}\n`);
