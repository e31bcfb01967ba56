// The app's figures for Prometheus (issue 33), served at /metrics. One registry per app, never
// prom-client's global one: tests build many apps in one process. Each place that counts gets a small
// named object here and counts where the figure happens. Labels are fixed texts only (a route's
// pattern, a status, a mail's kind, a limit's family): never a tag code, an e-mail or an address.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** What a PostgreSQL pool holds now; the embedded database has no pool. */
export type PoolUse = { total: number; idle: number; waiting: number };

/** Where a lost database was noticed. */
export type DatabaseFailureSource = 'request' | 'idle_connection' | 'public_page';

/** A rendered public page served from memory, rendered afresh, or kept while the database is away. */
export type PageCacheResult = 'hit' | 'miss' | 'kept';

/** Seconds: the public page is answered in well under a millisecond from memory, a render takes tens. */
const HTTP_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const WRITE_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

export class AppMetrics {
  readonly registry = new Registry();

  readonly http: Histogram<'method' | 'route' | 'status'>;
  readonly publicPageCache: Counter<'result'>;
  readonly scans: {
    queueLength: Gauge;
    writeSeconds: Histogram;
    writeFailures: Counter;
    dropped: Counter;
  };
  readonly mail: { sent: Counter<'kind'>; failed: Counter<'kind'>; retried: Counter<'kind'> };
  readonly database: { unavailable: Counter<'source'>; pool: Gauge<'state'> };
  readonly rateLimitRefusals: Counter<'rule'>;

  private scanQueue: () => number = () => 0;
  private poolUse: () => PoolUse | undefined = () => undefined;

  constructor() {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.http = new Histogram({
      name: 'safekid_http_request_duration_seconds',
      help: "Time to answer a request, by method, the route's pattern ('unmatched' for none) and status",
      labelNames: ['method', 'route', 'status'],
      buckets: HTTP_BUCKETS,
      registers,
    });
    this.publicPageCache = new Counter({
      name: 'safekid_public_page_cache_total',
      help: "Public tag page look-ups: 'hit' from memory, 'miss' read and rendered, 'kept' while the database is away",
      labelNames: ['result'],
      registers,
    });
    // Read when /metrics is scraped: nothing is counted per scan.
    const queueLength: Gauge = new Gauge({
      name: 'safekid_scan_queue_length',
      help: 'Scans queued in memory, not yet written',
      registers,
      collect: () => queueLength.set(this.scanQueue()),
    });
    this.scans = {
      queueLength,
      writeSeconds: new Histogram({
        name: 'safekid_scan_write_duration_seconds',
        help: 'Time to write one slice of queued scans',
        buckets: WRITE_BUCKETS,
        registers,
      }),
      writeFailures: new Counter({
        name: 'safekid_scan_write_failures_total',
        help: 'Slices of scans the database refused (kept for the next attempt)',
        registers,
      }),
      dropped: new Counter({
        name: 'safekid_scans_dropped_total',
        help: 'Scans dropped because the queue was full',
        registers,
      }),
    };
    const byKind = (name: string, help: string) =>
      new Counter({ name, help, labelNames: ['kind'] as const, registers });
    this.mail = {
      sent: byKind('safekid_mails_sent_total', 'Mails handed to the SMTP server (or the outbox), by kind'),
      failed: byKind('safekid_mails_failed_total', 'Mails that could not be handed over, by kind'),
      retried: byKind('safekid_mail_retries_total', 'Mails tried again by a retry job, by kind'),
    };
    const pool: Gauge<'state'> = new Gauge({
      name: 'safekid_database_pool_connections',
      help: "The PostgreSQL pool's connections: total, idle, and requests waiting for one",
      labelNames: ['state'],
      registers,
      collect: () => {
        const use = this.poolUse();
        if (!use) return;
        pool.set({ state: 'total' }, use.total);
        pool.set({ state: 'idle' }, use.idle);
        pool.set({ state: 'waiting' }, use.waiting);
      },
    });
    this.database = {
      unavailable: new Counter({
        name: 'safekid_database_unavailable_total',
        help: 'Times the database could not be reached: a request answered 503, an idle connection lost, a kept public page served',
        labelNames: ['source'],
        registers,
      }),
      pool,
    };
    this.rateLimitRefusals = new Counter({
      name: 'safekid_rate_limit_refusals_total',
      help: "Calls refused by a rate limit, by the rule's family (its key without the counted value)",
      labelNames: ['rule'],
      registers,
    });
  }

  /** The scan writer's queue, read when /metrics is scraped (nothing is counted per scan). */
  watchScanQueue(length: () => number): void {
    this.scanQueue = length;
  }

  /** The database pool, read when /metrics is scraped. */
  watchPool(use: () => PoolUse | undefined): void {
    this.poolUse = use;
  }

  /** The Prometheus text exposition and its content type. */
  async exposition(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
