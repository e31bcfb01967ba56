// Money as PayPal takes it: a decimal string with the currency's number of decimals (two, or none for
// HUF, JPY and TWD). Amounts are compared in minor units, never as floats (src/shared/money.ts).
import { fromMinorUnits, orderPrice, toMinorUnits } from '#shared/money.ts';
import type { PayPalMoney } from '../../adapters/paypal-client.ts';

export { toMinorUnits };

/** The shop's price setting as PayPal's amount ('29.9' EUR → '29.90'); undefined when unusable. */
export function paypalAmount(price: string, currency: string): PayPalMoney | undefined {
  const code = currencyCode(currency);
  if (!code) return undefined;
  const minor = toMinorUnits(price, code);
  if (minor === undefined || minor <= 0n) return undefined;
  return { currency_code: code, value: fromMinorUnits(minor, code) };
}

/** An order of `quantity` bracelets in PayPal's terms: each bracelet, the items, shipping and total. */
export type PayPalPrice = {
  unit: PayPalMoney;
  itemTotal: PayPalMoney;
  shipping: PayPalMoney;
  total: PayPalMoney;
};

/** Unit price × quantity + shipping from the shop's settings; undefined when a setting is unusable. */
export function paypalPrice(
  settings: { price: string; shippingPrice: string; currency: string },
  quantity: number,
): PayPalPrice | undefined {
  const code = currencyCode(settings.currency);
  if (!code) return undefined;
  const price = orderPrice(
    { unit: settings.price, shipping: settings.shippingPrice, currency: code },
    quantity,
  );
  if (!price) return undefined;
  const money = (value: string): PayPalMoney => ({ currency_code: code, value });
  return {
    unit: money(price.unit),
    itemTotal: money(price.itemTotal),
    shipping: money(price.shipping),
    total: money(price.total),
  };
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

function currencyCode(currency: string): string | undefined {
  const code = currency.trim().toUpperCase();
  return /^[A-Z]{3}$/.test(code) ? code : undefined;
}
