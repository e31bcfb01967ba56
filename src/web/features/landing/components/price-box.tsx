// The price box (SPEC §2): price with its currency symbol, shipping text, the payment button, the note.
// Issue 32: while checkout is on, the buyer picks how many bracelets (1 to the shop's maximum) and sees
// the bracelets, shipping and total, added up in minor units as the server will (src/shared/money.ts).
import { useState } from 'react';
import { displayCurrency, MAX_ORDER_QUANTITY } from '#shared/constants.ts';
import { formatMoney } from '#shared/i18n/format.ts';
import { orderPrice, type OrderPrice } from '#shared/money.ts';
import { useLocale, useT } from '../../../i18n/i18n-context.tsx';
import { useLandingSection } from '../../../api/landing-section.ts';
import { useSiteInfo } from '../../../lib/site-info.tsx';
import { PayPalCheckout } from './paypal-checkout.tsx';
import { clampQuantity, QuantityStepper } from './quantity-stepper.tsx';

export function PriceBox() {
  const t = useT();
  const language = useLocale();
  const { paymentsEnabled } = useSiteInfo();
  const settings = useLandingSection('paypalSettings');
  const shipping = settings.shippingText.trim() || t('landing.landingShippingDefault');
  const symbol = displayCurrency(settings.currency);
  const max = clampQuantity(settings.maxQuantity, MAX_ORDER_QUANTITY);
  const [chosen, setChosen] = useState(1);
  const quantity = Math.min(chosen, max);
  const price = orderPrice(
    { unit: settings.price, shipping: settings.shippingPrice, currency: settings.currency },
    quantity,
  );
  const money = (amount: string) => formatMoney(language, amount, symbol);
  return (
    <div
      className="grid gap-4 rounded-2xl border border-gray-200 bg-white p-6 shadow-lg"
      data-testid="price-box"
    >
      <div>
        <p className="text-4xl font-extrabold tracking-tight text-gray-900" data-testid="price">
          {money(settings.price)}
        </p>
        <p className="mt-1 text-sm font-medium text-green-800" data-testid="shipping-text">
          {shipping}
        </p>
      </div>
      {paymentsEnabled && price && (
        <>
          <QuantityStepper value={quantity} max={max} onChange={setChosen} />
          <OrderSummary quantity={quantity} price={price} money={money} />
        </>
      )}
      <PayPalCheckout
        settings={settings}
        order={{ quantity, amount: price?.total, currency: settings.currency }}
      />
      <p className="text-center text-xs text-gray-600" data-testid="price-note">
        {settings.subtextBelow}
      </p>
    </div>
  );
}

/** The bracelets, shipping (free at 0) and the total the buyer pays. */
function OrderSummary({
  quantity,
  price,
  money,
}: {
  quantity: number;
  price: OrderPrice;
  money: (amount: string) => string;
}) {
  const t = useT();
  const free = /^0+(\.0+)?$/.test(price.shipping);
  return (
    <dl
      className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm text-gray-700"
      data-testid="order-summary"
    >
      <dt>{t('landing.summaryItems', { count: quantity, price: money(price.unit) })}</dt>
      <dd className="text-right tabular-nums" data-testid="summary-items">
        {money(price.itemTotal)}
      </dd>
      <dt>{t('landing.summaryShipping')}</dt>
      <dd className="text-right tabular-nums" data-testid="summary-shipping">
        {free ? t('landing.summaryShippingFree') : money(price.shipping)}
      </dd>
      <dt className="border-t border-gray-200 pt-1 text-base font-semibold text-gray-900">
        {t('landing.summaryTotal')}
      </dt>
      <dd
        className="border-t border-gray-200 pt-1 text-right text-base font-semibold text-gray-900 tabular-nums"
        aria-live="polite"
        data-testid="summary-total"
      >
        {money(price.total)}
      </dd>
    </dl>
  );
}
