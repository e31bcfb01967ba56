// Rate limits of the password reset, the shape of the other mail-sending calls: loose per
// client address (counted under its keyed hash), tight per e-mail, which is counted whether or not it
// has an account, so a refusal says nothing about the address either.
import { HOUR_MS, MINUTE_MS, type RateLimitRule } from '../../infra/rate-limit/rate-limiter.ts';

export const passwordResetRateLimits = {
  forgotPerIp: (ip: string): RateLimitRule => ({
    key: `reset:forgot:ip:${ip}`,
    limit: 30,
    windowMs: HOUR_MS,
  }),
  /** Reset mails to one address: a mailbox is never flooded, whoever asks from wherever. */
  mailPerAccount: (email: string): RateLimitRule => ({
    key: `reset:mail:account:${email}`,
    limit: 3,
    windowMs: HOUR_MS,
  }),
  /** Tries of a link from one address: 256-bit tokens cannot be guessed, the argon2 work is bounded. */
  resetPerIp: (ip: string): RateLimitRule => ({
    key: `reset:set:ip:${ip}`,
    limit: 30,
    windowMs: 15 * MINUTE_MS,
  }),
};
