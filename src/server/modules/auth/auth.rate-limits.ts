// Rate limits of the account calls (DESIGN §3): loose per IP, so a school or an office behind one
// address never notices; tight per account, where guessing happens. Counted in the database.
import { VERIFICATION_RESEND_INTERVAL_MS } from '#shared/constants.ts';
import { HOUR_MS, MINUTE_MS, type RateLimitRule } from '../../infra/rate-limit/rate-limiter.ts';

export const authRateLimits = {
  /** Every sign-in attempt from one address. */
  loginPerIp: (ip: string): RateLimitRule => ({
    key: `auth:login:ip:${ip}`,
    limit: 100,
    windowMs: 15 * MINUTE_MS,
  }),
  /** Failed sign-ins of one e-mail (known or not): the password-guessing limit. */
  loginFailuresPerAccount: (email: string): RateLimitRule => ({
    key: `auth:login-fail:account:${email}`,
    limit: 10,
    windowMs: 15 * MINUTE_MS,
  }),
  registerPerIp: (ip: string): RateLimitRule => ({
    key: `auth:register:ip:${ip}`,
    limit: 50,
    windowMs: HOUR_MS,
  }),
  verifyPerIp: (ip: string): RateLimitRule => ({
    key: `auth:verify:ip:${ip}`,
    limit: 100,
    windowMs: 15 * MINUTE_MS,
  }),
  /** Wrong codes for one e-mail across resends: three codes' worth of tries an hour. */
  verifyFailuresPerAccount: (email: string): RateLimitRule => ({
    key: `auth:verify-fail:account:${email}`,
    limit: 15,
    windowMs: HOUR_MS,
  }),
  resendPerIp: (ip: string): RateLimitRule => ({ key: `auth:resend:ip:${ip}`, limit: 60, windowMs: HOUR_MS }),
  /** One code mail a minute per address, known or not, so the answer reveals nothing. */
  codeMailPerAddress: (email: string): RateLimitRule => ({
    key: `auth:code-mail:${email}`,
    limit: 1,
    windowMs: VERIFICATION_RESEND_INTERVAL_MS,
  }),
};
