// Loads PayPal's JS SDK with PayPal's own loader (@paypal/paypal-js, decision 036), once per
// configuration (client id, currency). Nothing is fetched until the checkout calls this.
import { loadScript, type PayPalNamespace } from '@paypal/paypal-js';

export type PayPalWithButtons = PayPalNamespace & Required<Pick<PayPalNamespace, 'Buttons'>>;

const PAYPAL_SDK_URL = 'https://www.paypal.com/sdk/js';

let current: { configuration: string; promise: Promise<PayPalWithButtons> } | undefined;

function removeSdk() {
  document.querySelectorAll(`script[src^="${PAYPAL_SDK_URL}?"]`).forEach((script) => script.remove());
  delete window.paypal;
}

export function loadPayPalSdk(options: {
  clientId: string;
  clientToken: string;
  currency: string;
}): Promise<PayPalWithButtons> {
  // The token is not part of it: a later setup call's fresh token reuses the loaded SDK.
  const configuration = `${options.clientId} ${options.currency}`;
  if (current?.configuration === configuration) return current.promise;
  // A different currency needs a different SDK: drop the old one first.
  removeSdk();
  const promise = loadScript({
    clientId: options.clientId,
    currency: options.currency,
    intent: 'capture',
    components: 'buttons',
    dataClientToken: options.clientToken,
  }).then(
    (paypal) => {
      if (!paypal?.Buttons) throw new Error('PayPal SDK loaded without paypal.Buttons');
      return paypal as PayPalWithButtons;
    },
    (error: unknown) => {
      // Let the next attempt load it afresh.
      if (current?.promise === promise) current = undefined;
      removeSdk();
      throw error;
    },
  );
  current = { configuration, promise };
  return promise;
}
