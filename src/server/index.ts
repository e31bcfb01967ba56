// Reads the configuration, builds the app, listens, and closes gracefully on SIGTERM/SIGINT: drain
// (not ready, still serving), stop accepting, let in-flight requests finish, close the database, exit 0.
import { existsSync } from 'node:fs';
import { SHUTDOWN_LIMIT_MS } from '#shared/constants.ts';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { configuredDatabase } from './db/client.ts';
import {
  METRICS_HOST,
  startMetricsListener,
  type MetricsListener,
} from './modules/metrics/metrics-listener.ts';

if (existsSync('.env')) process.loadEnvFile('.env');

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
}

const app = await buildApp({ config }).catch((error: unknown) => {
  process.stderr.write(`Could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});

// First signal: /readyz answers 503 at once and everything else is served for SHUTDOWN_DRAIN_MS, so
// the load balancer takes this instance out before its listener closes (decision 001). Then, or at
// a second signal: stop accepting, let in-flight requests finish, close the database, exit 0.
let metricsListener: MetricsListener | undefined;
let draining: (() => void) | undefined;
let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  if (draining) {
    app.log.info({ signal }, 'second signal: closing now');
    draining();
    return;
  }
  app.deps.services.health.beginShutdown();
  // Idle keep-alive connections go now; answers during the drain close theirs (Connection: close), so
  // the close finds none that a proxy is about to reuse.
  app.server.closeIdleConnections();
  const drainMs = config.shutdownDrainMs;
  if (drainMs > 0) {
    app.log.info({ signal, drainMs }, `shutting down: /readyz answers 503, serving ${drainMs} ms more`);
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, drainMs);
      draining = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  const timer = setTimeout(() => {
    app.log.error(`in-flight requests did not finish within ${SHUTDOWN_LIMIT_MS / 1000} s; exiting`);
    process.exit(1);
  }, SHUTDOWN_LIMIT_MS);
  timer.unref();
  try {
    await app.close();
    // Last: the figures stay readable while the instance drains.
    await metricsListener?.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'error while closing');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

try {
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`${config.publicUrl} is ready (${configuredDatabase(config).kind} database)`);
} catch (error) {
  process.stderr.write(
    `Could not listen on ${config.host}:${config.port}: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  await app.close().catch(() => undefined);
  process.exit(1);
}

if (config.metricsPort !== undefined) {
  try {
    metricsListener = await startMetricsListener(app.deps.metrics, config.metricsPort);
    app.log.info(`metrics at http://${METRICS_HOST}:${metricsListener.port}/metrics`);
  } catch (error) {
    process.stderr.write(
      `Could not listen on ${METRICS_HOST}:${config.metricsPort} (METRICS_PORT): ${error instanceof Error ? error.message : String(error)}\n`,
    );
    await app.close().catch(() => undefined);
    process.exit(1);
  }
}
