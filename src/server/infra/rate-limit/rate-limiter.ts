// Rate limits shared by all instances through the database (DESIGN §3): tight per account or code,
// looser per IP. A refused call answers 429 with Retry-After. An address is counted under a keyed
// hash of it: the raw address is never stored (README, privacy), only as long as the request. An IPv6
// address is counted by its /64 (decision 003).
import type { Clock } from '../../adapters/clock.ts';
import type { Database } from '../../db/client.ts';
import { tooManyRequests } from '../../errors.ts';
import { addressHasher, type AddressHasher } from '../../lib/address-hash.ts';
import type { AppMetrics } from '../metrics/app-metrics.ts';
import {
  decrementCounter,
  deleteCounter,
  deleteExpiredCounters,
  incrementCounter,
} from './rate-limit.repo.ts';
import { ruleFamily } from './rule-family.ts';

export type RateLimitRule = {
  /**
   * What is counted, e.g. 'login:ip:203.0.113.9' or 'login:account:a@b.c'. An address goes last,
   * after ':ip:'; it is stored as a keyed hash.
   */
  key: string;
  limit: number;
  windowMs: number;
  /**
   * Windows fall on multiples of `windowMs` since the epoch instead of starting at the first hit: rules
   * of one length then open and close together (decision 026: one address's share of a tag's window).
   */
  aligned?: boolean;
};

const ADDRESS_MARK = ':ip:';

/** A counter after a hit: how many in its window, and when that window ends. */
export type CounterState = { count: number; resetAt: Date };

/**
 * A reservation's release (call it when the attempt was not a failure), with each rule's counter as the
 * reservation left it, in the rules' order.
 */
export type Reservation = (() => Promise<void>) & { readonly counters: readonly CounterState[] };

export class RateLimiter {
  private readonly hashAddress: AddressHasher;

  /**
   * `secret`: the session secret, so every instance stores one address under the same key; `metrics`
   * counts refusals by the rule's family.
   */
  constructor(
    private readonly deps: {
      db: Database;
      clock: Clock;
      secret: string;
      metrics?: Pick<AppMetrics, 'rateLimitRefusals'>;
    },
  ) {
    this.hashAddress = addressHasher(deps.secret);
  }

  /** The key as stored: the address after ':ip:' replaced by its keyed hash. */
  storedKey(key: string): string {
    const at = key.lastIndexOf(ADDRESS_MARK);
    if (at < 0) return key;
    const hashed = this.hashAddress(key.slice(at + ADDRESS_MARK.length));
    return `${key.slice(0, at + ADDRESS_MARK.length)}${hashed}`;
  }

  /** Counts a hit on every rule; throws 429 when any is over its limit. */
  async consume(rules: RateLimitRule[]): Promise<void> {
    const now = this.deps.clock.now();
    let retryAfterMs = 0;
    for (const rule of rules) {
      const { count, resetAt } = await this.hit(rule, now);
      if (count > rule.limit) {
        retryAfterMs = Math.max(retryAfterMs, resetAt.getTime() - now.getTime());
        this.countRefusal(rule);
      }
    }
    if (retryAfterMs > 0) throw tooManyRequests(retryAfterMs / 1000);
  }

  /**
   * For "count only failures" limits: counts the attempt before it is made, so parallel attempts (on
   * any instance) cannot all pass a check made before any of them failed. Over a limit: the hits are
   * taken back and 429. Otherwise answers `release`, to call when the attempt turns out not to be a
   * failure (it takes the hits back).
   */
  async reserve(rules: RateLimitRule[]): Promise<Reservation> {
    const now = this.deps.clock.now();
    const taken: Array<{ key: string; count: number; resetAt: Date }> = [];
    let retryAfterMs = 0;
    for (const rule of rules) {
      const hit = await this.hit(rule, now);
      taken.push(hit);
      if (hit.count > rule.limit) {
        retryAfterMs = Math.max(retryAfterMs, hit.resetAt.getTime() - now.getTime());
        this.countRefusal(rule);
      }
    }
    const release = async () => {
      for (const { key, resetAt } of taken) await decrementCounter(this.deps.db, key, resetAt);
    };
    if (retryAfterMs > 0) {
      await release();
      throw tooManyRequests(retryAfterMs / 1000);
    }
    return Object.assign(release, { counters: taken.map(({ count, resetAt }) => ({ count, resetAt })) });
  }

  /** True for the first call in the rule's window on any instance (something done once per window). */
  async once(rule: Omit<RateLimitRule, 'limit'>): Promise<boolean> {
    return (await this.hit({ ...rule, limit: 1 }, this.deps.clock.now())).count === 1;
  }

  /** Counts without throwing (record a failure after the fact). */
  async record(rules: RateLimitRule[]): Promise<void> {
    const now = this.deps.clock.now();
    for (const rule of rules) await this.hit(rule, now);
  }

  async reset(key: string): Promise<void> {
    await deleteCounter(this.deps.db, this.storedKey(key));
  }

  /** One hit on the rule's counter, under its stored key (answered, for a reservation's release). */
  private async hit(rule: RateLimitRule, now: Date) {
    const key = this.storedKey(rule.key);
    return { key, ...(await incrementCounter(this.deps.db, key, now, windowEnd(rule, now))) };
  }

  private countRefusal(rule: RateLimitRule): void {
    this.deps.metrics?.rateLimitRefusals.inc({ rule: ruleFamily(rule.key) });
  }

  async purgeExpired(): Promise<void> {
    await deleteExpiredCounters(this.deps.db, this.deps.clock.now());
  }
}

/** When a window opened now ends: `windowMs` from now, or the next multiple of it for an aligned rule. */
function windowEnd(rule: RateLimitRule, now: Date): Date {
  const at = now.getTime();
  return new Date(rule.aligned ? (Math.floor(at / rule.windowMs) + 1) * rule.windowMs : at + rule.windowMs);
}

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
