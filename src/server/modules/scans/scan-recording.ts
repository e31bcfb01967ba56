// The public page's one call into scan recording: a person's GET of a page that exists, not
// its owner's (the route asks owner-view first). Synchronous and in memory: the page never waits for it.
import type { FastifyRequest } from 'fastify';
import type { Language } from '#shared/i18n/languages.ts';
import { isPersonOpeningPage } from './scan-filters.ts';

export function recordScan(request: FastifyRequest, uniqueCode: string, language: Language): void {
  if (!isPersonOpeningPage(request.method, request.headers)) return;
  request.server.deps.services.scans.record({
    code: uniqueCode,
    client: { ip: request.ip, userAgent: request.headers['user-agent'] },
    language,
  });
}
