// Rate limits shared by all instances through the database (DESIGN §3): tight per account or code,
// looser per IP. A refused call answers 429 with Retry-After.
import type { Clock } from '../../adapters/clock.ts';
import type { Database } from '../../db/client.ts';
import { tooManyRequests } from '../../errors.ts';
import { deleteCounter, deleteExpiredCounters, incrementCounter, readCounter } from './rate-limit.repo.ts';

export type RateLimitRule = {
  /** What is counted, e.g. 'login:ip:203.0.113.9' or 'login:account:a@b.c'. */
  key: string;
  limit: number;
  windowMs: number;
};

export class RateLimiter {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** Counts a hit on every rule; throws 429 when any is over its limit. */
  async consume(rules: RateLimitRule[]): Promise<void> {
    const now = this.clock.now();
    let retryAfterMs = 0;
    for (const rule of rules) {
      const { count, resetAt } = await incrementCounter(this.db, rule.key, now, rule.windowMs);
      if (count > rule.limit) retryAfterMs = Math.max(retryAfterMs, resetAt.getTime() - now.getTime());
    }
    if (retryAfterMs > 0) throw tooManyRequests(retryAfterMs / 1000);
  }

  /** Throws 429 if a rule is already exhausted, without counting (for "count only failures" limits). */
  async check(rules: RateLimitRule[]): Promise<void> {
    const now = this.clock.now();
    let retryAfterMs = 0;
    for (const rule of rules) {
      const row = await readCounter(this.db, rule.key);
      if (row && row.resetAt > now && row.count >= rule.limit) {
        retryAfterMs = Math.max(retryAfterMs, row.resetAt.getTime() - now.getTime());
      }
    }
    if (retryAfterMs > 0) throw tooManyRequests(retryAfterMs / 1000);
  }

  /** Counts without throwing (record a failure after the fact). */
  async record(rules: RateLimitRule[]): Promise<void> {
    const now = this.clock.now();
    for (const rule of rules) await incrementCounter(this.db, rule.key, now, rule.windowMs);
  }

  async reset(key: string): Promise<void> {
    await deleteCounter(this.db, key);
  }

  async purgeExpired(): Promise<void> {
    await deleteExpiredCounters(this.db, this.clock.now());
  }
}

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
