// Money as PayPal takes it: a decimal string with the currency's number of decimals (two, or none for
// HUF, JPY and TWD). Amounts are compared in minor units, never as floats.
import type { PayPalMoney } from '../../adapters/paypal-client.ts';

const ZERO_DECIMAL_CURRENCIES = new Set(['HUF', 'JPY', 'TWD']);
const PRICE = /^(\d{1,7})(?:\.(\d{1,2}))?$/;

function decimalsOf(currency: string): number {
  return ZERO_DECIMAL_CURRENCIES.has(currency) ? 0 : 2;
}

/** '29.99' → 2999n; undefined for anything that is not a plain non-negative decimal. */
export function toMinorUnits(value: string, currency: string): bigint | undefined {
  const match = PRICE.exec(value.trim());
  if (!match) return undefined;
  const decimals = decimalsOf(currency);
  const fraction = match[2] ?? '';
  if (fraction.replace(/0+$/, '').length > decimals) return undefined;
  return BigInt(match[1]!) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
}

/** The shop's price setting as PayPal's amount ('29.9' EUR → '29.90'); undefined when unusable. */
export function paypalAmount(price: string, currency: string): PayPalMoney | undefined {
  const code = currency.trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(code)) return undefined;
  const minor = toMinorUnits(price, code);
  if (minor === undefined || minor <= 0n) return undefined;
  const decimals = decimalsOf(code);
  const digits = minor.toString().padStart(decimals + 1, '0');
  const value = decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
  return { currency_code: code, value };
}

/** Whether PayPal's captured amount is exactly the order's. */
export function sameAmount(
  captured: PayPalMoney | undefined,
  order: { amount: string; currency: string },
): boolean {
  if (!captured || captured.currency_code !== order.currency) return false;
  const a = toMinorUnits(captured.value, order.currency);
  const b = toMinorUnits(order.amount, order.currency);
  return a !== undefined && a === b;
}
