// The app the security tests sweep: the real app on a fresh database (PGlite or PostgreSQL), a real
// SMTP receiver, the PayPal stand-in, client addresses from X-Forwarded-For, and a small client build
// of known files so the static-file routes are the same on every machine.
import { randomInt } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { SmtpReceiver } from '#tests/helpers/smtp-receiver.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { startPayPalStandIn, type PayPalStandIn } from '#tests/paypal-stand-in/paypal-stand-in.ts';

/** The files of the stand-in client build: an asset under /assets/ and one file at the root. */
export const CLIENT_FILES = {
  asset: 'assets/app-0000test.js',
  root: 'robots.txt',
} as const;

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head><meta charset="UTF-8" /><!--app-head--></head>
  <body><div id="root"><!--app-html--></div><!--app-state--></body>
</html>
`;

async function writeClientBuild(dir: string): Promise<void> {
  await mkdir(path.join(dir, 'assets'), { recursive: true });
  await mkdir(path.join(dir, '.vite'), { recursive: true });
  await writeFile(path.join(dir, 'index.html'), TEMPLATE);
  await writeFile(path.join(dir, '.vite', 'manifest.json'), '{}');
  await writeFile(path.join(dir, CLIENT_FILES.asset), 'export {};\n');
  await writeFile(path.join(dir, CLIENT_FILES.root), 'User-agent: *\n');
}

/** /metrics on the main port answers only a bearer of this. */
export const METRICS_TOKEN = 'security-metrics-token-0123456789abcdef';

export type SecurityApp = TestApp & { smtp: SmtpReceiver; paypal: PayPalStandIn; clientDir: string };

export async function createSecurityApp(): Promise<SecurityApp> {
  const clientDir = await mkdtemp(path.join(os.tmpdir(), 'safekid-client-'));
  await writeClientBuild(clientDir);
  const smtp = await new SmtpReceiver().start();
  const paypal = await startPayPalStandIn({ tokenExpiresIn: 3600 });
  const t = await createTestApp({
    env: {
      ...paypal.env(),
      SMTP_URL: smtp.url,
      TRUST_PROXY: '1',
      CLIENT_DIST_DIR: clientDir,
      METRICS_TOKEN,
    },
  });
  return {
    ...t,
    smtp,
    paypal,
    clientDir,
    close: async () => {
      await t.close();
      await paypal.stop();
      await smtp.stop();
      await rm(clientDir, { recursive: true, force: true });
    },
  };
}

/** A client address of its own, so per-address limits of one request never decide another's answer. */
export function randomIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

export type RawRequest = {
  method: string;
  url: string;
  /** An object is sent as JSON; a string or Buffer as it is (with `contentType`). */
  body?: unknown;
  contentType?: string;
  headers?: Record<string, string>;
  cookies?: Record<string, string>;
};

/** One request with exactly these cookies (no cookie jar: callers stay who they are). */
export function send(t: TestApp, request: RawRequest): Promise<LightMyRequestResponse> {
  const raw = typeof request.body === 'string' || Buffer.isBuffer(request.body);
  const hasBody = request.body !== undefined;
  const cookie = Object.entries(request.cookies ?? {})
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  return t.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: {
      'x-forwarded-for': randomIp(),
      ...(cookie ? { cookie } : {}),
      ...(hasBody ? { 'content-type': request.contentType ?? 'application/json' } : {}),
      ...request.headers,
    },
    payload: hasBody ? (raw ? (request.body as string | Buffer) : JSON.stringify(request.body)) : undefined,
  });
}
