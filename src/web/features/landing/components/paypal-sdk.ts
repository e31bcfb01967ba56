// Loads PayPal's JS SDK once per configuration (client id, currency). Only the parts we call are typed.
export type PayPalButtonActions = { restart: () => Promise<void> | void };
export type PayPalButtonsOptions = {
  style?: Record<string, string | number | boolean>;
  createOrder: () => Promise<string>;
  onApprove: (data: { orderID: string }, actions: PayPalButtonActions) => Promise<void>;
  onCancel?: (data: unknown) => void;
  onError?: (error: unknown) => void;
};
export type PayPalButtons = {
  render: (container: HTMLElement) => Promise<void>;
  close?: () => Promise<void>;
};
export type PayPalNamespace = { Buttons: (options: PayPalButtonsOptions) => PayPalButtons };

declare global {
  interface Window {
    paypal?: PayPalNamespace;
  }
}

export const PAYPAL_SDK_URL = 'https://www.paypal.com/sdk/js';

let current: { url: string; promise: Promise<PayPalNamespace> } | undefined;

export function paypalSdkUrl(clientId: string, currency: string): string {
  const params = new URLSearchParams({
    'client-id': clientId,
    currency,
    intent: 'capture',
    components: 'buttons',
  });
  return `${PAYPAL_SDK_URL}?${params.toString()}`;
}

export function loadPayPalSdk(options: {
  clientId: string;
  clientToken: string;
  currency: string;
}): Promise<PayPalNamespace> {
  const url = paypalSdkUrl(options.clientId, options.currency);
  if (current?.url === url) return current.promise;
  // A different currency needs a different SDK: drop the old one first.
  document.querySelectorAll('script[data-paypal-sdk]').forEach((old) => old.remove());
  delete window.paypal;
  const promise = new Promise<PayPalNamespace>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.dataset.paypalSdk = 'true';
    script.setAttribute('data-client-token', options.clientToken);
    script.onload = () =>
      window.paypal ? resolve(window.paypal) : reject(new Error('PayPal SDK loaded without window.paypal'));
    script.onerror = () => {
      if (current?.url === url) current = undefined;
      script.remove();
      reject(new Error('PayPal SDK failed to load'));
    };
    document.head.appendChild(script);
  });
  current = { url, promise };
  return promise;
}
