// Money in minor units (bigint), never floats: a decimal string with the currency's number of decimals
// (two, or none for HUF, JPY and TWD), as PayPal takes it. The server prices an order with it and the
// landing page shows the same total, so both sides add up alike.

const ZERO_DECIMAL_CURRENCIES = new Set(['HUF', 'JPY', 'TWD']);
const DECIMAL = /^(\d{1,7})(?:\.(\d{1,2}))?$/;

export function decimalsOf(currency: string): number {
  return ZERO_DECIMAL_CURRENCIES.has(currency.trim().toUpperCase()) ? 0 : 2;
}

/** '29.99' → 2999n; undefined for anything that is not a plain non-negative decimal. */
export function toMinorUnits(value: string, currency: string): bigint | undefined {
  const match = DECIMAL.exec(value.trim());
  if (!match) return undefined;
  const decimals = decimalsOf(currency);
  const fraction = match[2] ?? '';
  if (fraction.replace(/0+$/, '').length > decimals) return undefined;
  return BigInt(match[1]!) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
}

/** 2999n EUR → '29.99', 0n EUR → '0.00', 3000n JPY → '3000', -5n EUR → '-0.05'. */
export function fromMinorUnits(minor: bigint, currency: string): string {
  const decimals = decimalsOf(currency);
  const sign = minor < 0n ? '-' : '';
  const digits = (minor < 0n ? -minor : minor).toString().padStart(decimals + 1, '0');
  return sign + (decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`);
}

/** Minor units per unit of the currency: 100, or 1 for those PayPal takes without decimals. */
export function minorUnitOf(currency: string): bigint {
  return 10n ** BigInt(decimalsOf(currency));
}

/** What an order of `quantity` bracelets costs, as decimal strings; undefined when a price is unusable. */
export type OrderPrice = { unit: string; itemTotal: string; shipping: string; total: string };

export function orderPrice(
  price: { unit: string; shipping: string; currency: string },
  quantity: number,
): OrderPrice | undefined {
  const unit = toMinorUnits(price.unit, price.currency);
  const shipping = toMinorUnits(price.shipping || '0', price.currency);
  if (unit === undefined || unit <= 0n || shipping === undefined) return undefined;
  if (!Number.isSafeInteger(quantity) || quantity < 1) return undefined;
  const items = unit * BigInt(quantity);
  const money = (minor: bigint) => fromMinorUnits(minor, price.currency);
  return {
    unit: money(unit),
    itemTotal: money(items),
    shipping: money(shipping),
    total: money(items + shipping),
  };
}
