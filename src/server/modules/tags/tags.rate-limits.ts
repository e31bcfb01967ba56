// Rate limits of tag activation and bracelet look-ups (DESIGN §3): misses count tightly (the guessing
// threat), every attempt loosely; a tag that exists is never refused to an address without misses.
import { HOUR_MS, type RateLimitRule } from '../../infra/rate-limit/rate-limiter.ts';

export const tagRateLimits = {
  /** Every activation attempt of one parent. */
  activatePerAccount: (userId: string): RateLimitRule => ({
    key: `tags:activate:account:${userId}`,
    limit: 60,
    windowMs: HOUR_MS,
  }),
  /** Every activation attempt from one address (a school of parents behind one IP never notices). */
  activatePerIp: (ip: string): RateLimitRule => ({
    key: `tags:activate:ip:${ip}`,
    limit: 300,
    windowMs: HOUR_MS,
  }),
  /** Unknown or taken codes typed by one parent: the code-guessing limit. */
  activateFailuresPerAccount: (userId: string): RateLimitRule => ({
    key: `tags:activate-fail:account:${userId}`,
    limit: 10,
    windowMs: HOUR_MS,
  }),
  activateFailuresPerIp: (ip: string): RateLimitRule => ({
    key: `tags:activate-fail:ip:${ip}`,
    limit: 30,
    windowMs: HOUR_MS,
  }),
  /** Bracelet numbers that do not exist, looked up from one address (page or API). */
  braceletMissesPerIp: (ip: string): RateLimitRule => ({
    key: `tags:bracelet-miss:ip:${ip}`,
    limit: 30,
    windowMs: HOUR_MS,
  }),
};
