// Routes whose address holds a tag's code (the page's key, and an activation code) log at 'warn' only,
// so the access log never shows one.
import type { FastifyInstance } from 'fastify';

/** Every route this plugin context registers from now on logs warnings and errors only. */
export function keepOutOfAccessLog(app: FastifyInstance): void {
  app.addHook('onRoute', (options) => {
    options.logLevel = 'warn';
  });
}
