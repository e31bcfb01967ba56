// What the shop keeps from a captured PayPal order: the buyer's name and e-mail and a postal label of
// the shipping address (PayPal collects it on its pages).
import type { PayPalAddress, PayPalName, PayPalOrder } from '../../adapters/paypal-client.ts';
import type { PayerDetails } from '../orders/orders.repo.ts';

const MAX_FIELD = 300;

function clean(value: string | undefined): string {
  return (value ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_FIELD);
}

function fullName(name: PayPalName | undefined): string {
  return clean([name?.given_name, name?.surname].filter(Boolean).join(' '));
}

/** 'Name\nStreet\nFlat\nPostcode City\nState\nCountry', blank lines left out. */
export function shippingLabel(name: string | undefined, address: PayPalAddress | undefined): string | null {
  if (!address) return null;
  const lines = [
    clean(name),
    clean(address.address_line_1),
    clean(address.address_line_2),
    clean([address.postal_code, address.admin_area_2].filter(Boolean).join(' ')),
    clean(address.admin_area_1),
    clean(address.country_code),
  ].filter(Boolean);
  return lines.length ? lines.join('\n') : null;
}

export function payerDetailsOf(order: PayPalOrder, captureId: string | null): PayerDetails {
  const paypal = order.payment_source?.paypal;
  const shipping = order.purchase_units?.[0]?.shipping;
  const email = clean(paypal?.email_address ?? order.payer?.email_address).toLowerCase();
  const name = fullName(paypal?.name) || fullName(order.payer?.name) || clean(shipping?.name?.full_name);
  return {
    customerName: name || null,
    customerEmail: /^[^\s@]+@[^\s@]+$/.test(email) ? email : null,
    shippingAddress: shippingLabel(shipping?.name?.full_name, shipping?.address),
    paypalCaptureId: captureId,
  };
}
