// A cookie-keeping HTTP client over plain fetch, importing nothing of the server: the cluster tests and
// the API smoke (scripts/smoke-api.ts) use it.
type Json = Record<string, unknown> | unknown[];

/** One browser: keeps its cookies and sends them to whichever instance it talks to. */
export class HttpClient {
  readonly cookies = new Map<string, string>();

  constructor(readonly headers: Record<string, string> = {}) {}

  get(base: string, url: string) {
    return this.request(base, 'GET', url);
  }
  post(base: string, url: string, body?: Json) {
    return this.request(base, 'POST', url, body);
  }
  put(base: string, url: string, body?: Json) {
    return this.request(base, 'PUT', url, body);
  }

  async request(
    base: string,
    method: string,
    url: string,
    body?: Json | Buffer,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; body: string; json: <T = Record<string, unknown>>() => T; headers: Headers }> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const isJson = body !== undefined && !Buffer.isBuffer(body);
    const res = await fetch(`${base}${url}`, {
      method,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(isJson ? { 'content-type': 'application/json' } : {}),
        ...this.headers,
        ...headers,
      },
      body: body === undefined ? undefined : isJson ? JSON.stringify(body) : new Uint8Array(body),
      redirect: 'manual',
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';', 1);
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = value === '' || /max-age=0/i.test(line) || /expires=Thu, 01 Jan 1970/i.test(line);
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    return { status: res.status, body: text, json: <T>() => JSON.parse(text) as T, headers: res.headers };
  }
}
