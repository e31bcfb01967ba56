// The payment button (SPEC §2, §4): PayPal's JS SDK is loaded only when the price box comes into
// view; createOrder and onApprove go through our server; cancel and errors are only written to the
// console (SPEC §8); after capture a thank-you dialog shows the order number. The order is for the
// quantity chosen in the price box with the total shown there: a total the server no longer charges
// (the price changed) is refused, and that refusal's message shows under the button.
import type { PayPalButtonsComponent } from '@paypal/paypal-js';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { INSTRUMENT_DECLINED } from '#shared/constants.ts';
import { PAYPAL_SETTINGS_DEFAULTS } from '#shared/content-defaults.ts';
import type { PaypalSettings } from '#shared/schemas/content.ts';
import { useT } from '../../../i18n/i18n-context.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-request.ts';
import { useSiteInfo } from '../../../lib/site-info.tsx';
import { capturePaypalOrder } from '../api/paypal-capture.ts';
import { createPaypalOrder } from '../api/paypal-order.ts';
import { fetchPaypalSetup } from '../api/paypal-setup.ts';
import { useInView } from './use-in-view.ts';

const ThankYouDialog = lazy(() => import('./thank-you-dialog.tsx'));

type SdkState = 'idle' | 'loading' | 'ready' | 'failed';

/** SPEC §8: payment cancel and errors are only written to the console (log level, not error). */
function logToConsole(message: string, detail: unknown) {
  // eslint-disable-next-line no-console
  console.log(message, detail);
}

function isDeclined(error: unknown): boolean {
  return error instanceof ApiError && error.body?.issue === INSTRUMENT_DECLINED;
}

/** What the buyer chose in the price box: the total is the one shown (undefined if it cannot be shown). */
export type ChosenOrder = { quantity: number; amount: string | undefined; currency: string };

/** The server refused the order as chosen (price changed, too many bracelets): the buyer must know. */
function refusalOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || (error.status !== 409 && error.status !== 400)) return undefined;
  const message = error.body?.message;
  return typeof message === 'string' ? message : undefined;
}

export function PayPalCheckout({ settings, order }: { settings: PaypalSettings; order: ChosenOrder }) {
  const t = useT();
  const { paymentsEnabled } = useSiteInfo();
  const boxRef = useRef<HTMLDivElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const inView = useInView(boxRef);
  const [requested, setRequested] = useState(false);
  const [state, setState] = useState<SdkState>('idle');
  const [orderNumber, setOrderNumber] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | undefined>();
  // PayPal's buttons are rendered once; they read the buyer's latest choice when clicked.
  const chosen = useRef(order);
  useEffect(() => {
    chosen.current = order;
  });
  const { currency } = settings;
  const wanted = paymentsEnabled && (inView || requested);

  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    let buttons: PayPalButtonsComponent | undefined;
    setState('loading');
    void (async () => {
      try {
        // PayPal's loader is fetched with the setup, not with the landing page (decision 036).
        const [setup, { loadPayPalSdk }] = await Promise.all([fetchPaypalSetup(), import('./paypal-sdk.ts')]);
        const paypal = await loadPayPalSdk({ ...setup, currency });
        const container = containerRef.current;
        if (cancelled || !container) return;
        container.replaceChildren();
        buttons = paypal.Buttons({
          style: { layout: 'vertical', shape: 'rect', label: 'pay', height: 48 },
          createOrder: async () => {
            setRefusal(undefined);
            try {
              return await createPaypalOrder(chosen.current);
            } catch (error) {
              setRefusal(refusalOf(error));
              throw error;
            }
          },
          onApprove: async (data, actions) => {
            try {
              const result = await capturePaypalOrder(data.orderID);
              setOrderNumber(result.orderNumber);
            } catch (error) {
              // A declined card: PayPal lets the buyer choose another way to pay.
              if (isDeclined(error)) return actions.restart();
              throw error;
            }
          },
          onCancel: (data) => logToConsole('PayPal payment cancelled', data),
          onError: (error) => logToConsole('PayPal payment error', error),
        });
        await buttons.render(container);
        if (!cancelled) setState('ready');
      } catch (error) {
        logToConsole('PayPal checkout could not be loaded', error);
        if (!cancelled) setState('failed');
      }
    })();
    return () => {
      cancelled = true;
      void buttons?.close().catch(() => undefined);
    };
  }, [wanted, currency]);

  return (
    <div ref={boxRef} className="grid gap-2">
      {state !== 'ready' && (
        <Button
          size="lg"
          className="h-12 w-full bg-[#ffc439] text-base font-semibold text-gray-900 hover:bg-[#f2ba36]"
          disabled={!paymentsEnabled || state === 'failed'}
          aria-busy={state === 'loading' || undefined}
          onClick={() => setRequested(true)}
          data-testid="checkout-button"
        >
          {settings.buttonText.trim() || PAYPAL_SETTINGS_DEFAULTS.buttonText}
        </Button>
      )}
      {!paymentsEnabled && (
        <p className="text-sm text-gray-700" data-testid="checkout-disabled">
          {t('landing.checkoutDisabled')}
        </p>
      )}
      {refusal && (
        <p role="alert" className="text-sm font-medium text-red-800" data-testid="checkout-refused">
          {refusal}
        </p>
      )}
      {/* PayPal renders its buttons here; React never puts children in it. */}
      <div ref={containerRef} data-testid="paypal-buttons" hidden={state !== 'ready'} />
      {orderNumber && (
        <Suspense fallback={null}>
          <ThankYouDialog orderNumber={orderNumber} onClose={() => setOrderNumber(null)} />
        </Suspense>
      )}
    </div>
  );
}
