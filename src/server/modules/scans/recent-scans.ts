// What this instance recently wrote, so a client reloading a page does not cost a database row check
// each time (issue 16's 10-minute merge, in memory). Only a scan the database recorded as an ordinary
// (not lost-mode) scan lets later ones merge here; anything else goes to the database, which decides
// (lost mode is read there, at insert time). A change of the tag forgets its entries.
import { SCAN_MERGE_WINDOW_MS, type ScanToWrite, type WrittenScan } from './scans.repo.ts';

type Entry = { at: number; merges: boolean };
/** Beyond this many clients in 10 minutes, new ones are left to the database (memory stays bounded). */
const MAX_ENTRIES = 50_000;
/** Stale entries are swept at most this often: a sweep walks every entry, a batch may come every few ms. */
const PRUNE_INTERVAL_MS = 60 * 1000;

export class RecentScans {
  /** code → client hash → the last scan seen. */
  private readonly byTag = new Map<string, Map<string, Entry>>();
  private size = 0;
  private prunedAt = 0;

  isRepeat(code: string, clientHash: string, now: Date): boolean {
    const entry = this.byTag.get(code)?.get(clientHash);
    return entry !== undefined && entry.merges && now.getTime() - entry.at < SCAN_MERGE_WINDOW_MS;
  }

  /** A scan was queued: until the database has spoken, repeats go to it too. */
  queued(code: string, clientHash: string, now: Date): void {
    let clients = this.byTag.get(code);
    if (!clients?.has(clientHash)) {
      if (this.size >= MAX_ENTRIES) return;
      this.size++;
    }
    if (!clients) this.byTag.set(code, (clients = new Map()));
    clients.set(clientHash, { at: now.getTime(), merges: false });
  }

  /** The database wrote `written` out of `batch`: ordinary scans now merge their repeats here. */
  written(written: WrittenScan[], batch: ScanToWrite[]): void {
    const at = new Map(batch.map((scan) => [scan.id, scan.scannedAt.getTime()]));
    // Each client's newest opening in this batch: the database decided every one up to it (a double
    // tap's second opening was merged there and is not among `written`).
    const decided = new Map<string, number>();
    for (const scan of batch) {
      const key = `${scan.code} ${scan.clientHash}`;
      decided.set(key, Math.max(decided.get(key) ?? 0, scan.scannedAt.getTime()));
    }
    for (const scan of written) {
      const entry = this.byTag.get(scan.code)?.get(scan.clientHash);
      // An opening queued after this batch (after lost mode was switched on, say) is not overruled.
      if (entry && entry.at <= decided.get(`${scan.code} ${scan.clientHash}`)!) {
        entry.at = at.get(scan.id)!;
        entry.merges = !scan.whileLost;
      }
    }
    this.prune(batch.reduce((latest, scan) => Math.max(latest, scan.scannedAt.getTime()), 0));
  }

  forgetTag(code: string): void {
    this.size -= this.byTag.get(code)?.size ?? 0;
    this.byTag.delete(code);
  }

  clear(): void {
    this.byTag.clear();
    this.size = 0;
  }

  /** Drops entries older than the window: memory stays proportional to the last 10 minutes. */
  private prune(now: number): void {
    if (now - this.prunedAt < PRUNE_INTERVAL_MS) return;
    this.prunedAt = now;
    for (const [code, clients] of this.byTag) {
      for (const [hash, entry] of clients) {
        if (now - entry.at >= SCAN_MERGE_WINDOW_MS) {
          clients.delete(hash);
          this.size--;
        }
      }
      if (clients.size === 0) this.byTag.delete(code);
    }
  }
}
