// Every answer's time on /metrics, by method, the route's pattern ('/tag/:uniqueCode', never the
// address asked for, which may hold a code) and status. Requests no route matched share one label.
import fp from 'fastify-plugin';

export const UNMATCHED_ROUTE = 'unmatched';

export const requestMetricsPlugin = fp(
  async (app) => {
    const { http } = app.deps.metrics;
    app.addHook('onResponse', (request, reply, done) => {
      http.observe(
        {
          method: request.method,
          route: request.routeOptions.url ?? UNMATCHED_ROUTE,
          status: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
      done();
    });
  },
  { name: 'request-metrics' },
);
