// The baseline of the page benchmarks: node:http answering the app's exact status, headers and bytes
// with nothing else to do. With one answer per path it answers each path what the app answered there,
// so a load spread over many pages costs the load generator the same against both servers (autocannon
// decodes every body it receives: a thousand distinct bodies cost it about twice one repeated body).
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type RawResponse = { status: number; headers: http.OutgoingHttpHeaders; body: Buffer };

export type BareServer = { url: string; close(): Promise<void> };

export function getRaw(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

/** Answers `answer` to every path, or `byPath`'s answer for a path it holds. */
export async function startBareServer(
  answer: RawResponse,
  byPath: ReadonlyMap<string, RawResponse> = new Map(),
): Promise<BareServer> {
  const prepared = (raw: RawResponse) => {
    const headers = { ...raw.headers };
    for (const name of ['date', 'connection', 'keep-alive', 'transfer-encoding']) delete headers[name];
    return { status: raw.status, headers, body: raw.body };
  };
  const fallback = prepared(answer);
  const answers = new Map([...byPath].map(([path, raw]) => [path, prepared(raw)]));
  const server = http.createServer((req, res) => {
    const { status, headers, body } = answers.get(req.url ?? '') ?? fallback;
    res.writeHead(status, headers);
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
