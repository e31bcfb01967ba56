// buildApp(options) → a ready Fastify instance. Used by `start` and by the tests; it never listens.
// Plugins and modules are registered explicitly so the order is visible.
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import compress from '@fastify/compress';
import type { DestinationStream } from 'pino';
import { systemClock, type Clock } from './adapters/clock.ts';
import { createMailer } from './adapters/mailer.ts';
import { startBackgroundJobs } from './background-jobs.ts';
import type { Config, TrustProxy } from './config.ts';
import type { AppDeps, Infra } from './context.ts';
import { serveBackupSocket } from './backup/backup-socket.ts';
import { configuredDatabase, openDatabase, type DatabaseHandle } from './db/client.ts';
import { migrateDatabase, migrationLockWaitMessage } from './db/migrate.ts';
import { seedDefaults } from './db/seed.ts';
import { AppMetrics } from './infra/metrics/app-metrics.ts';
import { meteredMailer } from './infra/metrics/metered-mailer.ts';
import { RateLimiter } from './infra/rate-limit/rate-limiter.ts';
import { SessionStore } from './infra/sessions/session-store.ts';
import { TagChangeBus } from './infra/tag-change-bus.ts';
import { ensureConfiguredAdmin } from './modules/admin/admin-bootstrap.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { filesRoutes } from './modules/files/files.routes.ts';
import { messagesRoutes } from './modules/i18n/messages.routes.ts';
import { openApiRoutes } from './modules/openapi/openapi.routes.ts';
import { languageRoutes } from './modules/language/language.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { metricsRoutes } from './modules/metrics/metrics.routes.ts';
import { inventoryRoutes } from './modules/inventory/inventory.routes.ts';
import { buyerOrdersRoutes } from './modules/orders/buyer-orders.routes.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import { salesRoutes } from './modules/sales/sales.routes.ts';
import { pagesRoutes } from './modules/pages/pages.routes.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { publicTagRoutes } from './modules/public-tag/public-tag.routes.ts';
import { responderFormsRoutes } from './modules/public-tag/responder-forms.routes.ts';
import { typedCodeRoutes } from './modules/public-tag/typed-code.routes.ts';
import { responderSharesRoutes } from './modules/responder-shares/responder-shares.routes.ts';
import { responderCardRoutes } from './modules/responder-card/responder-card.routes.ts';
import { scansRoutes } from './modules/scans/scans.routes.ts';
import { freshnessRoutes } from './modules/freshness/freshness.routes.ts';
import { lostModeRoutes } from './modules/tags/lost-mode.routes.ts';
import { familyRoutes } from './modules/family/family.routes.ts';
import { tagPhotoRoutes } from './modules/tag-photo/tag-photo.routes.ts';
import { tagRetirementRoutes } from './modules/tags/tag-retirement.routes.ts';
import { scanHistoryRoutes } from './modules/scan-history/scan-history.routes.ts';
import { tagsRoutes } from './modules/tags/tags.routes.ts';
import { SHUTDOWN_HANDLERS_WAIT_MS } from '#shared/constants.ts';
import { errorHandlerPlugin, headerLanguage } from './plugins/error-handler.ts';
import { translatorFor } from './i18n/catalogue.ts';
import { addressHasher } from './lib/address-hash.ts';
import { InFlightWork } from './lib/in-flight-work.ts';
import { serializeError } from './lib/log-error.ts';
import { inFlightHandlersPlugin } from './plugins/in-flight-handlers.ts';
import {
  logClientHangUpsAtInfo,
  RequestLogController,
  requestLogSerializer,
} from './plugins/log-controller.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { requestMetricsPlugin } from './plugins/request-metrics.ts';
import { originCheckPlugin } from './plugins/origin-check.ts';
import { routeAccessPlugin } from './plugins/route-access.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { requestLanguagePlugin } from './plugins/request-language.ts';
import { sessionPlugin } from './plugins/session.ts';
import { staticClientPlugin } from './plugins/static-client.ts';
import { ClientAssets } from './render/client-assets.ts';
import { buildServices, type ServiceOptions } from './services.ts';

export type BuildAppOptions = {
  config: Config;
  /** An already open database (tests); otherwise opened from the config and closed with the app. */
  database?: DatabaseHandle;
  clock?: Clock;
  /** Where log lines go (tests capture them); default stdout. */
  logStream?: DestinationStream;
  assets?: ClientAssets;
  /** Periodic jobs (housekeeping, the confirmation-mail retry); default on. API tests run them by hand. */
  backgroundJobs?: boolean;
  /** Settings of the services beyond the configuration (tests shorten the PayPal timeout). */
  services?: ServiceOptions;
};

const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * A hop count as Express counts it: the `hops` nearest addresses are proxies, the next one is the client.
 * (Fastify's own number form believes no X-Forwarded-For at all.) Address lists go to Fastify as they are.
 */
function fastifyTrustProxy(trust: TrustProxy) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      stream: options.logStream,
      redact: {
        paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.password'],
        censor: '[redacted]',
      },
      hooks: { logMethod: logClientHangUpsAtInfo },
      serializers: {
        // No query string (signed upload URLs, e-mail addresses), no code, no raw address.
        req: requestLogSerializer(addressHasher(config.sessionSecret)),
        // Errors without the failed statement's parameters (codes, session keys, e-mails).
        err: serializeError,
      },
    },
    logController: new RequestLogController(),
    // A malformed URL (bad percent-encoding) gets our {message} shape, like every other 400.
    frameworkErrors: (error, request, reply) => {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      void (reply as FastifyReply).code(status).send({
        message: translatorFor(headerLanguage(request.headers, config.shopLanguage))('errors.badUrl'),
      });
    },
    genReqId: () => randomUUID(),
    requestIdHeader: 'x-request-id',
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    return503OnClosing: true,
  });

  const ownsDatabase = !options.database;
  const database = options.database ?? (await openDatabase(configuredDatabase(config)));
  try {
    // Before the migration lock: behind a transaction-mode pooler that lock would never be released.
    await database.checkSessions?.();
    const schema = await migrateDatabase(database, (holderPid) =>
      app.log.warn({ holderPid }, migrationLockWaitMessage(holderPid)),
    );
    for (const name of schema.applied) app.log.info({ migration: name }, `applied migration ${name}`);
    app.log.info({ schemaVersion: schema.schemaVersion }, `database schema version ${schema.schemaVersion}`);
    await seedDefaults(database.db);
  } catch (error) {
    if (ownsDatabase) await database.close();
    throw error;
  }

  const clock = options.clock ?? systemClock;
  const { db } = database;
  const metrics = new AppMetrics();
  metrics.watchPool(() => database.poolUse?.());
  const stopCountingIdleErrors = database.onIdleConnectionError?.(() =>
    metrics.database.unavailable.inc({ source: 'idle_connection' }),
  );
  const infra: Infra = {
    config,
    db,
    clock,
    mailer: meteredMailer(createMailer(config, app.log), metrics),
    rateLimiter: new RateLimiter({ db, clock, secret: config.sessionSecret, metrics }),
    sessions: new SessionStore({ db, clock }),
    tagChanges: new TagChangeBus({ database }),
    logger: app.log,
    metrics,
    assets: options.assets ?? new ClientAssets(config.clientDistDir),
  };
  const deps: AppDeps = { ...infra, services: buildServices(infra, database, options.services) };
  app.decorate('deps', deps);
  await deps.tagChanges.start();
  await ensureConfiguredAdmin(deps);

  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    // Draining before a stop: no idle keep-alive connection is left for the close to cut under a
    // proxy's next request.
    if (deps.services.health.shuttingDown) reply.header('connection', 'close');
    done(null, payload);
  });

  await app.register(errorHandlerPlugin);
  await app.register(requestMetricsPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(originCheckPlugin);
  await app.register(sessionPlugin);
  await app.register(requestLanguagePlugin);
  // Large or already-encoded answers (the public tag page) set their own content-encoding.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  // Every route below must declare its role; the plugin attaches the guard and lists the route.
  await app.register(routeAccessPlugin);
  await app.register(openApiPlugin);
  // Counts running handlers: closing waits for them before the database goes (see onClose below).
  const handlers = new InFlightWork();
  await app.register(inFlightHandlersPlugin, { work: handlers });

  await app.register(healthRoutes);
  await app.register(metricsRoutes);
  await app.register(openApiRoutes);
  await app.register(messagesRoutes);
  await app.register(languageRoutes);
  await app.register(authRoutes);
  await app.register(accountRoutes);
  await app.register(tagsRoutes);
  await app.register(scansRoutes);
  await app.register(lostModeRoutes);
  await app.register(familyRoutes);
  await app.register(tagPhotoRoutes);
  await app.register(tagRetirementRoutes);
  await app.register(publicTagRoutes);
  await app.register(responderFormsRoutes);
  await app.register(responderCardRoutes);
  await app.register(scanHistoryRoutes);
  await app.register(typedCodeRoutes);
  await app.register(freshnessRoutes);
  await app.register(responderSharesRoutes);
  await app.register(adminRoutes);
  await app.register(inventoryRoutes);
  await app.register(contentRoutes);
  await app.register(filesRoutes);
  await app.register(paymentsRoutes);
  await app.register(ordersRoutes);
  await app.register(buyerOrdersRoutes);
  await app.register(salesRoutes);
  await app.register(staticClientPlugin);
  await app.register(pagesRoutes);

  const jobs = options.backgroundJobs === false ? undefined : startBackgroundJobs(deps);
  // The embedded database this app opened is its alone: `npm run backup` asks for it here (decision 043).
  const backupSocket =
    ownsDatabase && database.kind === 'pglite'
      ? await serveBackupSocket(config.dataDir, database, app.log)
      : undefined;

  // Fastify runs this after the server stopped accepting and every connection closed; a handler whose
  // client hung up may still be running, so it gets SHUTDOWN_HANDLERS_WAIT_MS to finish its writes.
  app.addHook('onClose', async () => {
    if (!(await handlers.drained(SHUTDOWN_HANDLERS_WAIT_MS))) {
      app.log.warn({ running: handlers.count }, 'closing with handlers still running');
    }
    // Queued scans are written and their alerts sent before the database and the mailer go.
    await deps.services.scans.close();
    await deps.services.passwordReset.settled();
    await jobs?.stop();
    deps.services.publicTag.close();
    await deps.tagChanges.stop();
    deps.mailer.close();
    stopCountingIdleErrors?.();
    await backupSocket?.close();
    if (ownsDatabase) await database.close();
  });

  await app.ready();
  return app;
}
