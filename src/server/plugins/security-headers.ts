// Security headers computed once at start and copied onto every answer. @fastify/helmet recomputes
// them per request and costs ~75 % of throughput here (MACHINE-NOTES), so we don't use it.
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';

const PAYPAL_SOURCES = ['https://www.paypal.com', 'https://*.paypal.com', 'https://*.paypalobjects.com'];

export function contentSecurityPolicy(config: Config): string {
  const s3Origin = config.s3?.endpoint ? new URL(config.s3.endpoint).origin : undefined;
  const media = ["'self'", 'data:', 'blob:', ...(s3Origin ? [s3Origin] : [])];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'base-uri': ["'none'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'script-src': ["'self'", ...PAYPAL_SOURCES],
    // React and Radix set style attributes; no inline <style> or script is ever needed.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': [...media, ...PAYPAL_SOURCES],
    'media-src': media,
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...PAYPAL_SOURCES, ...(s3Origin ? [s3Origin] : [])],
    'frame-src': PAYPAL_SOURCES,
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

export function securityHeaders(config: Config): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': contentSecurityPolicy(config),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin-allow-popups',
    'cross-origin-resource-policy': 'same-origin',
    // geolocation for our own pages only: the public page's 'Share my location' (decision 029).
    'permissions-policy':
      'camera=(), microphone=(), geolocation=(self), payment=(self "https://www.paypal.com")',
  };
  if (config.isProduction) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}

export const securityHeadersPlugin = fp(
  async (app) => {
    const headers = securityHeaders(app.deps.config);
    // Callback style: on every answer, so no promise of its own (a cached public page is the hot path).
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers', decorators: { fastify: ['deps'] } },
);
