// A state-changing call that a browser sends from another site is refused (DESIGN §3), on top of
// SameSite=Lax cookies. Calls without Origin (server-to-server, curl) are let through. A browser's own
// `Sec-Fetch-Site: same-origin` passes too: a page with `Referrer-Policy: no-referrer` (the public
// page) posts its forms with `Origin: null` (Fetch's origin serialisation), and no page can forge it.
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Server-to-server endpoints authenticated another way. */
const EXEMPT_PATHS = new Set(['/api/paypal/webhook']);

export const originCheckPlugin = fp(
  async (app) => {
    const publicOrigin = new URL(app.deps.config.publicUrl).origin;
    const refused = (request: FastifyRequest): boolean => {
      const path = request.url.split('?', 1)[0]!;
      if (EXEMPT_PATHS.has(path)) return false;
      const origin = request.headers.origin;
      const fetchSite = request.headers['sec-fetch-site'];
      if (fetchSite === 'cross-site') return true;
      if (!origin || fetchSite === 'same-origin') return false;
      if (origin === publicOrigin) return false;
      const host = request.headers.host;
      return !(host && (origin === `http://${host}` || origin === `https://${host}`));
    };
    // Callback style: every request passes here, most of them GETs let through at once.
    app.addHook('onRequest', (request, _reply, done) => {
      if (SAFE_METHODS.has(request.method) || !refused(request)) done();
      else done(forbidden('errors.forbiddenOrigin'));
    });
  },
  { name: 'origin-check', decorators: { fastify: ['deps'] } },
);
