// Recording scans of public pages without slowing them: `record` only queues in memory (no database,
// no await); a background writer writes full slices, one statement each, which also merges repeats
// (scans.repo.ts), and a timer takes what is left within a second (decision 027); then the owners'
// alerts go out. The statements run on the database's side: PostgreSQL's process, or the embedded
// database's own thread (decision 002), so the requests keep the event loop. `flush()` writes what is
// queued now; `close()` flushes and waits for the mails, so a graceful stop (SIGTERM) loses nothing.
import type { Language } from '#shared/i18n/languages.ts';
import type { Infra } from '../../context.ts';
import { timeOrderedId } from '../../lib/time-ordered-id.ts';
import { describeDevice } from './device-description.ts';
import type { ScanAlertService } from './scan-alerts.ts';
import { neighbourDayClientHash, scanClientHash, type ScanClient } from './scan-client.ts';
import { insertScans, SCAN_MERGE_WINDOW_MS, type ScanToWrite } from './scans.repo.ts';

export const SCAN_FLUSH_INTERVAL_MS = 1000;
/**
 * A slice this big is written at once instead of waiting for the timer. On the embedded database a
 * page's read (a page not cached) waits behind the statement, so a slice stays near 50 ms under a
 * crowd; 200 made every scan cost the database thread a fifth more (bench/scan-recording.bench.ts).
 */
export const SCAN_SLICE_EMBEDDED = 1000;
/**
 * On PostgreSQL a page's read never waits behind a slice (another connection), and each statement costs
 * its planning, four round trips (begin, lock, insert, commit) and a commit whatever its size, each
 * round trip waiting its turn on a busy event loop: a slice of 4,000 new clients costs about a fifth
 * less a scan than four of 1,000 (bench/scan-recording.bench.ts). A share waits at most one slice.
 */
export const SCAN_SLICE_POSTGRES = 4000;
/** Beyond this the database is not keeping up: further scans are dropped (and counted in a warning). */
export const SCAN_QUEUE_LIMIT = 100_000;

export type ScanOpening = { code: string; client: ScanClient; language: Language };

type Deps = Pick<Infra, 'db' | 'clock' | 'config' | 'logger' | 'metrics'> & {
  alerts: ScanAlertService;
  /** The database runs one statement at a time (embedded): slices need no lock (scans.repo.ts). */
  oneStatementAtATime: boolean;
};

export class ScanService {
  /** Scans a statement writes at most; a full one is written at once (the rest within the interval). */
  readonly sliceSize: number;
  private queue: ScanToWrite[] = [];
  private dropped = 0;
  private timer: NodeJS.Timeout | undefined;
  /** The running write; the next flush waits for it (one slice at a time per instance). */
  private writing: Promise<void> = Promise.resolve();
  /** A background writer is draining the queue. */
  private draining = false;
  private readonly mailing = new Set<Promise<unknown>>();

  constructor(private readonly deps: Deps) {
    this.sliceSize = deps.oneStatementAtATime ? SCAN_SLICE_EMBEDDED : SCAN_SLICE_POSTGRES;
    deps.metrics.watchScanQueue(() => this.queue.length);
  }

  /** Queues one person's opening of a page. Synchronous: the request never waits for the database. */
  record({ code, client, language }: ScanOpening): void {
    if (this.queue.length >= SCAN_QUEUE_LIMIT) {
      this.dropped++;
      this.deps.metrics.scans.dropped.inc();
      return;
    }
    const now = this.deps.clock.now();
    const { sessionSecret } = this.deps.config;
    const page = code.trim().toUpperCase();
    this.queue.push({
      id: timeOrderedId(now),
      code: page,
      scannedAt: now,
      clientHash: scanClientHash(client, page, now, sessionSecret),
      // Near UTC midnight the salt changes: the same visitor has the other day's hash minutes apart.
      neighbourClientHash: neighbourDayClientHash(client, page, now, sessionSecret, SCAN_MERGE_WINDOW_MS),
      // Described now (tens of µs, mostly remembered) rather than a slice at once in the writer, which
      // held the event loop for milliseconds.
      device: describeDevice(client.userAgent),
      language,
    });
    if (this.queue.length >= this.sliceSize) this.drain(this.sliceSize);
    else this.armFlushTimer();
  }

  /**
   * Writes every scan queued so far; resolves when they are in the database (alerts go out after).
   * Scans that arrive meanwhile are left to the background writer: a responder's share waits for its
   * own page's scan, not for a crowd behind it.
   */
  async flush(): Promise<void> {
    const queuedSoFar = this.queue.length;
    const run = this.writing.then(() => this.writeQueued(1, queuedSoFar));
    this.writing = run.then(
      () => undefined,
      () => undefined,
    );
    await run;
  }

  /** Graceful stop: writes the queue (what late requests add too) and waits for the alert mails under way. */
  async close(): Promise<void> {
    // Until empty, or until a flush makes no headway (the database is gone: nothing more can be done).
    for (let before = Infinity; this.queue.length > 0 && this.queue.length < before;) {
      before = this.queue.length;
      await this.flush();
    }
    clearTimeout(this.timer);
    await this.alertsSettled();
  }

  /** Resolves once the alert mails under way have been sent or have failed (tests, close). */
  async alertsSettled(): Promise<void> {
    await Promise.all(this.mailing);
  }

  /** What is queued goes within SCAN_FLUSH_INTERVAL_MS, full slice or not (a timer already set stays). */
  private armFlushTimer(): void {
    this.timer ??= setTimeout(() => {
      // A fired timer is no timer: if a slow write is running, the next arm must set a new one.
      this.timer = undefined;
      this.drain(1);
    }, SCAN_FLUSH_INTERVAL_MS).unref();
  }

  /**
   * Starts the background writer unless it runs. It writes what is queued when it starts, then starts
   * again behind anything chained meanwhile: a share's flush never waits for a crowd arriving after it.
   */
  private drain(minimum: number): void {
    if (this.draining) return;
    this.draining = true;
    const run = this.writing.then(() => this.writeQueued(minimum, this.queue.length));
    this.writing = run
      .catch(() => false)
      .then((written) => {
        this.draining = false;
        // After a refusal the timer tries again, not a tight loop against a database that is away.
        if (written && this.queue.length >= this.sliceSize) this.drain(this.sliceSize);
      });
  }

  /**
   * Writes the queue a slice at a time while at least `minimum` (≥ 1) scans wait. The background writer asks
   * for full slices (each statement costs the database its planning and commit, whatever its size);
   * what is left goes with the timer, within SCAN_FLUSH_INTERVAL_MS. Answers false when the database
   * refused a slice (kept for the timer's next attempt).
   */
  private async writeQueued(minimum: number, atMost = Infinity): Promise<boolean> {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.dropped > 0) {
      this.deps.logger.warn({ dropped: this.dropped }, 'scan queue full: scans dropped');
      this.dropped = 0;
    }
    let left = atMost;
    while (this.queue.length >= minimum && left > 0) {
      const slice = this.queue.splice(0, Math.min(this.sliceSize, left));
      left -= slice.length;
      try {
        await this.write(slice);
      } catch (error) {
        // The database is away: keep the slice for the next attempt, as many as the queue may hold.
        this.queue = [...slice, ...this.queue].slice(0, SCAN_QUEUE_LIMIT);
        this.armFlushTimer();
        const count = this.queue.length;
        this.deps.logger.error({ err: { message: (error as Error).message }, count }, 'scans not written');
        return false;
      }
    }
    if (this.queue.length > 0) this.armFlushTimer();
    return true;
  }

  private async write(scans: ScanToWrite[]): Promise<void> {
    const { writeSeconds, writeFailures } = this.deps.metrics.scans;
    const timer = writeSeconds.startTimer();
    const alerts = await insertScans(this.deps.db, scans, this.deps.clock.now(), {
      oneStatementAtATime: this.deps.oneStatementAtATime,
    }).catch((error: unknown) => {
      writeFailures.inc();
      throw error;
    });
    timer();
    if (alerts.length > 0) this.mailInBackground(alerts);
  }

  private mailInBackground(scanIds: string[]): void {
    const mail = this.deps.alerts.mail(scanIds).catch((error: unknown) => {
      this.deps.logger.error({ err: { message: (error as Error).message } }, 'scan alerts failed');
    });
    this.mailing.add(mail);
    void mail.finally(() => this.mailing.delete(mail));
  }
}
