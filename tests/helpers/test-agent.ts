// A tiny cookie-keeping client over app.inject: one agent is one browser.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

type Body = Record<string, unknown> | unknown[] | string | Buffer | undefined;

export class TestAgent {
  readonly cookies = new Map<string, string>();
  /** Extra headers on every request (e.g. a foreign Origin, an IP via x-forwarded-for). */
  readonly headers: Record<string, string> = {};
  /** The client's address as the app sees it without a proxy (app.inject's default: 127.0.0.1). */
  remoteAddress: string | undefined;

  constructor(private readonly app: FastifyInstance) {}

  /** This agent's requests come from `address` (another client for per-address logic). */
  from(address: string): this {
    this.remoteAddress = address;
    return this;
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request('GET', url, undefined, headers);
  }
  post(url: string, body?: Body, headers?: Record<string, string>) {
    return this.request('POST', url, body, headers);
  }
  put(url: string, body?: Body, headers?: Record<string, string>) {
    return this.request('PUT', url, body, headers);
  }
  delete(url: string, headers?: Record<string, string>) {
    return this.request('DELETE', url, undefined, headers);
  }

  async request(
    method: string,
    url: string,
    body?: Body,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const isJson = body !== undefined && typeof body !== 'string' && !Buffer.isBuffer(body);
    const response = await this.app.inject({
      method: method as 'GET',
      url,
      ...(this.remoteAddress ? { remoteAddress: this.remoteAddress } : {}),
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(isJson ? { 'content-type': 'application/json' } : {}),
        ...this.headers,
        ...headers,
      },
      payload: isJson ? JSON.stringify(body) : (body as string | Buffer | undefined),
    });
    this.keepCookies(response);
    return response;
  }

  private keepCookies(response: LightMyRequestResponse) {
    for (const c of response.cookies) {
      const expired = (c.expires && c.expires.getTime() <= Date.now()) || c.maxAge === 0 || c.value === '';
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
  }
}
