// Recording scans of public pages (issue 16) without slowing them: `record` only queues in memory
// (no database, no await); batches are written every second or when full, by one statement per round
// (scans.repo.ts), then the owners' alerts go out. `flush()` writes now; `close()` flushes and waits for
// the mails, so a graceful stop (SIGTERM) loses nothing.
import { randomUUID } from 'node:crypto';
import type { Language } from '#shared/i18n/languages.ts';
import type { Infra } from '../../context.ts';
import { describeDevice } from './device-description.ts';
import { RecentScans } from './recent-scans.ts';
import type { ScanAlertService } from './scan-alerts.ts';
import { scanClientHash, type ScanClient } from './scan-client.ts';
import { insertScans, type ScanToWrite } from './scans.repo.ts';

export const SCAN_FLUSH_INTERVAL_MS = 1000;
/**
 * A batch this big is written at once instead of waiting for the timer. Small enough that an embedded
 * database (PGlite runs on this thread) holds the event loop only briefly per statement.
 */
export const SCAN_BATCH_SIZE = 200;
/** Beyond this the database is not keeping up: further scans are dropped (and counted in a warning). */
export const SCAN_QUEUE_LIMIT = 100_000;

type QueuedScan = Omit<ScanToWrite, 'device'> & { userAgent: string | undefined };
export type ScanOpening = { code: string; client: ScanClient; language: Language };

type Deps = Pick<Infra, 'db' | 'clock' | 'config' | 'logger' | 'tagChanges'> & { alerts: ScanAlertService };

export class ScanService {
  private queue: QueuedScan[] = [];
  private readonly recent = new RecentScans();
  private dropped = 0;
  private timer: NodeJS.Timeout | undefined;
  /** The running write; the next flush waits for it (one batch at a time per instance). */
  private writing: Promise<void> = Promise.resolve();
  private readonly mailing = new Set<Promise<unknown>>();
  private readonly unsubscribe: () => void;

  constructor(private readonly deps: Deps) {
    // A change of the tag (lost mode switched on or off) must reach the database's decision.
    this.unsubscribe = deps.tagChanges.subscribe({
      changed: (code) => this.recent.forgetTag(code),
      reset: () => this.recent.clear(),
    });
  }

  /** Queues one person's opening of a page. Synchronous: the request never waits for the database. */
  record({ code, client, language }: ScanOpening): void {
    const now = this.deps.clock.now();
    const tagCode = code.trim().toUpperCase();
    const clientHash = scanClientHash(client, now, this.deps.config.sessionSecret);
    if (this.recent.isRepeat(tagCode, clientHash, now)) return;
    if (this.queue.length >= SCAN_QUEUE_LIMIT) {
      this.dropped++;
      return;
    }
    this.recent.queued(tagCode, clientHash, now);
    this.queue.push({
      id: randomUUID(),
      code: tagCode,
      scannedAt: now,
      clientHash,
      userAgent: client.userAgent,
      language,
    });
    if (this.queue.length >= SCAN_BATCH_SIZE) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), SCAN_FLUSH_INTERVAL_MS).unref();
  }

  /** Writes every scan queued so far; resolves when they are in the database (alerts go out after). */
  flush(): Promise<void> {
    const run = this.writing.then(() => this.writeQueued());
    this.writing = run;
    return run;
  }

  /** Graceful stop: writes the queue and waits for the alert mails under way. */
  async close(): Promise<void> {
    this.unsubscribe();
    await this.flush();
    clearTimeout(this.timer);
    await this.alertsSettled();
  }

  /** Resolves once the alert mails under way have been sent or have failed (tests, close). */
  async alertsSettled(): Promise<void> {
    await Promise.all(this.mailing);
  }

  private async writeQueued(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.dropped > 0) {
      this.deps.logger.warn({ dropped: this.dropped }, 'scan queue full: scans dropped');
      this.dropped = 0;
    }
    const batch = this.queue;
    if (batch.length === 0) return;
    this.queue = [];
    // Slices of a batch's size: a queue that grew while the database was away stays within the
    // statement's parameter limit.
    for (let start = 0; start < batch.length; start += SCAN_BATCH_SIZE) {
      const slice = batch.slice(start, start + SCAN_BATCH_SIZE);
      // Between slices, requests waiting on the event loop go first.
      if (start > 0) await new Promise((resolve) => setImmediate(resolve));
      try {
        await this.write(slice);
      } catch (error) {
        // The database is away: keep the rest for the next flush, as many as the queue may hold.
        this.queue = [...batch.slice(start), ...this.queue].slice(0, SCAN_QUEUE_LIMIT);
        this.timer ??= setTimeout(() => void this.flush(), SCAN_FLUSH_INTERVAL_MS).unref();
        const count = batch.length - start;
        this.deps.logger.error({ err: { message: (error as Error).message }, count }, 'scans not written');
        return;
      }
    }
  }

  private async write(slice: QueuedScan[]): Promise<void> {
    const scans = slice.map(({ userAgent, ...scan }) => ({ ...scan, device: describeDevice(userAgent) }));
    const written = await insertScans(this.deps.db, scans, this.deps.clock.now());
    this.recent.written(written, scans);
    const alerts = written.filter((scan) => scan.alert).map((scan) => scan.id);
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
