// Rate limits of the calls that check the account's password: the same shape as sign-in's,
// loose per address, tight per account, where guessing a stolen session's password would happen.
import { MINUTE_MS, type RateLimitRule } from '../../infra/rate-limit/rate-limiter.ts';

export const accountRateLimits = {
  passwordCheckPerIp: (ip: string): RateLimitRule => ({
    key: `account:password:ip:${ip}`,
    limit: 100,
    windowMs: 15 * MINUTE_MS,
  }),
  /** Wrong current passwords given for one account (password change and deletion together). */
  passwordFailuresPerAccount: (userId: string): RateLimitRule => ({
    key: `account:password-fail:account:${userId}`,
    limit: 10,
    windowMs: 15 * MINUTE_MS,
  }),
};
