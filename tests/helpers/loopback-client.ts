// Requests over a real socket from a loopback address of the test's choosing: Linux routes all of
// 127.0.0.0/8 to lo, so binding 127.0.0.x as the local address gives as many distinct clients, seen
// by the app as its socket's remote address (no proxy header involved).
import http from 'node:http';

export type LoopbackAnswer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** `url` on a listening app; a `json` body is sent as application/json. */
export function requestFrom(
  localAddress: string,
  url: string,
  options: { method?: string; json?: unknown } = {},
): Promise<LoopbackAnswer> {
  const payload = options.json === undefined ? undefined : JSON.stringify(options.json);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: options.method ?? (payload ? 'POST' : 'GET'),
        localAddress,
        headers: payload ? { 'content-type': 'application/json' } : {},
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** The `n`-th loopback client address (1-based, up to 250 per /24: 127.0.<block>.<n>). */
export const loopbackAddress = (n: number, block = 0) => `127.0.${block}.${n}`;
