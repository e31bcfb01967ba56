// Rate limits of the admin sign-in (decision 013): failed attempts per username (the guessing threat),
// every attempt per address. Counted in the database.
import { MINUTE_MS, type RateLimitRule } from '../../infra/rate-limit/rate-limiter.ts';

const LOGIN_WINDOW_MS = 15 * MINUTE_MS;

export const adminRateLimits = {
  /** Failed sign-ins of one username; a successful one clears it. */
  loginFailuresPerUsername: (username: string): RateLimitRule => ({
    key: `admin-login:user:${username.toLowerCase()}`,
    limit: 5,
    windowMs: LOGIN_WINDOW_MS,
  }),
  /** Every sign-in attempt from one address. */
  loginPerIp: (ip: string): RateLimitRule => ({
    key: `admin-login:ip:${ip}`,
    limit: 30,
    windowMs: LOGIN_WINDOW_MS,
  }),
};
