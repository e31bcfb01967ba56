// What every module receives: configuration and the shared adapters. Built once per app.
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from './adapters/clock.ts';
import type { Mailer } from './adapters/mailer.ts';
import type { Config } from './config.ts';
import type { Database, DatabaseHandle } from './db/client.ts';
import type { ContentService } from './modules/content/content.service.ts';
import type { ClientAssets } from './render/client-assets.ts';
import type { TagChangeBus } from './modules/public-tag/tag-change-bus.ts';
import type { RateLimiter } from './modules/rate-limit/rate-limiter.ts';
import type { SessionStore } from './modules/sessions/session-store.ts';

export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  clock: Clock;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  sessions: SessionStore;
  tagChanges: TagChangeBus;
  logger: FastifyBaseLogger;
  /** The built client (templates and hashed asset names) for the pages the server renders. */
  assets: ClientAssets;
  /** Landing-page content: site texts, media and the landing sections. */
  content: ContentService;
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
