// The limits on wrong PINs (decision 026, which shows the arithmetic). Blocking a tag's
// right PIN takes its tag-wide cap of wrong PINs within one window; one address (an IPv6 /64) may
// give only `perTagAddress` of them, so that takes perTag / perTagAddress distinct addresses (40).
// Guessing goes at most perTag a window: 8-digit PINs hourly, 6-digit ones (cards printed before)
// daily, so the expected time to guess stays over 10 years for both. Windows are aligned, so an
// address's window and its tag's open and close together (no second share at a window's edge).
import { LEGACY_TAG_PIN_LENGTH } from '#shared/constants.ts';
import { HOUR_MS, type RateLimitRule } from '../../infra/rate-limit/rate-limiter.ts';

const DAY_MS = 24 * HOUR_MS;

export type PinLimits = {
  /** Names the window in the counters' keys: a tag given a new, longer PIN starts afresh. */
  window: 'hour' | 'day';
  windowMs: number;
  /** Wrong PINs for one tag from one address (an IPv6 /64) in a window. */
  perTagAddress: number;
  /** Wrong PINs for one tag from anywhere in a window; reached, even the right PIN waits (429). */
  perTag: number;
};

/** 8-digit PINs: 40 addresses to block; 10^8 / 2 / 200 an hour = 250,000 h ≈ 28.5 years to guess. */
export const PIN_LIMITS: PinLimits = { window: 'hour', windowMs: HOUR_MS, perTagAddress: 5, perTag: 200 };
/** 6-digit PINs: 40 addresses to block; 10^6 / 2 / 120 a day ≈ 4,167 days ≈ 11.4 years to guess. */
export const LEGACY_PIN_LIMITS: PinLimits = {
  window: 'day',
  windowMs: DAY_MS,
  perTagAddress: 3,
  perTag: 120,
};

/** Wrong PINs from one address over every tag: one address cannot sweep many tags. */
export const WRONG_PIN_LIMIT_PER_IP = { limit: 20, windowMs: HOUR_MS };

export function pinLimitsOf(pin: string): PinLimits {
  return pin.length === LEGACY_TAG_PIN_LENGTH ? LEGACY_PIN_LIMITS : PIN_LIMITS;
}

const tagKey = (tagId: string, limits: PinLimits) => `tag-pin:wrong:${limits.window}:tag:${tagId}`;

/** The tag's rule first: its counter says when the tag's limit is reached (the lock mail). */
export function wrongPinRules(tagId: string, ip: string, limits: PinLimits): RateLimitRule[] {
  const window = { windowMs: limits.windowMs, aligned: true };
  return [
    { key: tagKey(tagId, limits), limit: limits.perTag, ...window },
    { key: `${tagKey(tagId, limits)}:ip:${ip}`, limit: limits.perTagAddress, ...window },
    { key: `tag-pin:wrong:ip:${ip}`, ...WRONG_PIN_LIMIT_PER_IP },
  ];
}

/** Taken by the first lock of a window, on any instance: its owner is mailed once. */
export function lockMailRule(tagId: string, limits: PinLimits) {
  return { key: `tag-pin:lock-mail:${limits.window}:tag:${tagId}`, windowMs: limits.windowMs, aligned: true };
}

/** The counters a new PIN clears (a lock is about the old PIN; the new one works at once). */
export function tagWideKeys(tagId: string): string[] {
  return [PIN_LIMITS, LEGACY_PIN_LIMITS].flatMap((limits) => [
    tagKey(tagId, limits),
    lockMailRule(tagId, limits).key,
  ]);
}
