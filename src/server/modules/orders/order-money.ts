// An order's money in minor units (bigint), never floats: what is left to refund, the sum of its
// refunds, and back to the decimal string PayPal and the order's columns hold.
import { fromMinorUnits, toMinorUnits } from '#shared/money.ts';

/** A stored amount in minor units; a value the columns never hold counts as 0 rather than throwing. */
export function minorOf(value: string, currency: string): bigint {
  return toMinorUnits(value, currency) ?? 0n;
}

/** 2999n EUR → '29.99'; 500n JPY → '500'. Amounts here are never negative. */
export const decimalOf = fromMinorUnits;

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
