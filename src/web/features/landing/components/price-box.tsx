// The price box (SPEC §2): price with its currency symbol, shipping text, the payment button, the note.
import { displayCurrency } from '#shared/constants.ts';
import { formatMoney } from '#shared/i18n/format.ts';
import { useLocale, useT } from '../../../i18n/i18n-context.tsx';
import { useLandingSection } from '../../../api/landing-section.ts';
import { PayPalCheckout } from './paypal-checkout.tsx';

export function PriceBox() {
  const t = useT();
  const language = useLocale();
  const settings = useLandingSection('paypalSettings');
  const shipping = settings.shippingText.trim() || t('landing.landingShippingDefault');
  return (
    <div
      className="grid gap-4 rounded-2xl border border-gray-200 bg-white p-6 shadow-lg"
      data-testid="price-box"
    >
      <div>
        <p className="text-4xl font-extrabold tracking-tight text-gray-900" data-testid="price">
          {formatMoney(language, settings.price, displayCurrency(settings.currency))}
        </p>
        <p className="mt-1 text-sm font-medium text-green-800" data-testid="shipping-text">
          {shipping}
        </p>
      </div>
      <PayPalCheckout settings={settings} />
      <p className="text-center text-xs text-gray-600" data-testid="price-note">
        {settings.subtextBelow}
      </p>
    </div>
  );
}
