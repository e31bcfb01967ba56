// Every asynchronous route handler is counted while it runs (see lib/in-flight-work.ts). Handlers
// that answer synchronously or by streaming (@fastify/static) are left exactly as they are.
import fp from 'fastify-plugin';
import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import type { InFlightWork } from '../lib/in-flight-work.ts';

function isPromise(value: unknown): value is Promise<unknown> {
  return typeof (value as { then?: unknown } | null)?.then === 'function';
}

export const inFlightHandlersPlugin = fp<{ work: InFlightWork }>(
  async (app, { work }) => {
    app.addHook('onRoute', (route) => {
      const handler = route.handler;
      const counted: RouteHandlerMethod = function (this: FastifyInstance, request, reply) {
        const result: unknown = handler.call(this, request, reply);
        return isPromise(result) ? work.track(result) : result;
      };
      route.handler = counted;
    });
  },
  { name: 'in-flight-handlers' },
);
