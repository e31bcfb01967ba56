// An order's money in minor units (bigint), never floats: what is left to refund, the sum of its
// refunds, and back to the decimal string PayPal and the order's columns hold.
import { toMinorUnits } from '../payments/paypal-amount.ts';

/** The currency's minor units per unit (100, or 1 for HUF, JPY and TWD), read from paypal-amount's rule. */
function unitOf(currency: string): bigint {
  return toMinorUnits('1', currency) ?? 100n;
}

/** A stored amount in minor units; a value the columns never hold counts as 0 rather than throwing. */
export function minorOf(value: string, currency: string): bigint {
  return toMinorUnits(value, currency) ?? 0n;
}

/** 2999n EUR → '29.99'; 500n JPY → '500'. */
export function decimalOf(minor: bigint, currency: string): string {
  const unit = unitOf(currency);
  const sign = minor < 0n ? '-' : '';
  const abs = minor < 0n ? -minor : minor;
  if (unit === 1n) return `${sign}${abs}`;
  const decimals = unit.toString().length - 1;
  return `${sign}${abs / unit}.${(abs % unit).toString().padStart(decimals, '0')}`;
}

/** What can still be refunded: the amount less the refunds so far, never below zero. */
export function refundableOf(order: { amount: string; refundedAmount: string; currency: string }): bigint {
  const left = minorOf(order.amount, order.currency) - minorOf(order.refundedAmount, order.currency);
  return left > 0n ? left : 0n;
}

/** A VAT rate as the settings hold it ('22', '10.5'): hundredths of a percent, so 22 % is 2200n. */
const RATE = /^(\d{1,2})(?:\.(\d{1,2}))?$/;

/**
 * The VAT included in a tax-inclusive amount: amount × rate / (100 + rate), rounded half up to the
 * currency's minor unit; undefined when no usable rate is set.
 */
export function vatIncludedIn(minor: bigint, rate: string | null): bigint | undefined {
  const match = RATE.exec(rate?.trim() ?? '');
  if (!match) return undefined;
  const hundredths = BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
  const divisor = 10_000n + hundredths;
  return (2n * minor * hundredths + divisor) / (2n * divisor);
}
