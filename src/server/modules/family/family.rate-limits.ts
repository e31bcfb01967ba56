// Rate limits of co-guardians (issue 34): invitations are mails to any address, so an owner sends a
// bounded number a day; unknown invitation tokens count as misses, per address and overall (a known
// token is never refused: only misses are counted).
import { HOUR_MS, type RateLimitRule } from '../../infra/rate-limit/rate-limiter.ts';

const DAY_MS = 24 * HOUR_MS;

export const familyRateLimits = {
  invitesPerAccount: (userId: string): RateLimitRule => ({
    key: `family:invite:account:${userId}`,
    limit: 20,
    windowMs: DAY_MS,
  }),
  /** Unknown tokens from one address, as unknown tag codes (public-tag:miss). */
  tokenMissesPerIp: (ip: string): RateLimitRule => ({
    key: `family:invitation-miss:ip:${ip}`,
    limit: 20,
    windowMs: HOUR_MS,
  }),
  /** Unknown tokens from everywhere: guesses spread over many addresses. */
  tokenMissesOverall: (): RateLimitRule => ({
    key: 'family:invitation-miss:all',
    limit: 300,
    windowMs: HOUR_MS,
  }),
};
