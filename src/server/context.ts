// What every module receives: the configuration, the shared adapters and infrastructure (Infra), and
// the app's services. Built once per app: Infra by buildApp, the services by buildServices.
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from './adapters/clock.ts';
import type { Mailer } from './adapters/mailer.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { AppMetrics } from './infra/metrics/app-metrics.ts';
import type { TagChangeBus } from './infra/tag-change-bus.ts';
import type { RateLimiter } from './infra/rate-limit/rate-limiter.ts';
import type { SessionStore } from './infra/sessions/session-store.ts';
import type { ClientAssets } from './render/client-assets.ts';
import type { Services } from './services.ts';

/** What services are built from; a service's constructor takes the part it needs. */
export type Infra = {
  config: Config;
  db: Database;
  clock: Clock;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  sessions: SessionStore;
  tagChanges: TagChangeBus;
  logger: FastifyBaseLogger;
  /** The app's figures for /metrics (one registry per app). */
  metrics: AppMetrics;
  /** The built client (templates and hashed asset names) for the pages the server renders. */
  assets: ClientAssets;
};

export type AppDeps = Infra & {
  /** Every service, built once (src/server/services.ts); routes call `app.deps.services.<name>`. */
  services: Services;
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
