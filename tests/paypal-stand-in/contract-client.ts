// What the contract tests of the PayPal client share: the real client talking to a fresh stand-in, the
// create-order input checkout sends (an item, its quantity and the amount's breakdown), an order taken
// through to its capture, and a token for calls sent past the client.
import { ManualClock } from '#server/adapters/clock.ts';
import {
  PayPalClient,
  type PayPalCapture,
  type PayPalMoney,
  type PayPalOrder,
  type WebhookTransmission,
} from '#server/adapters/paypal-client.ts';
import { startPayPalStandIn, type PayPalStandIn, type StandInOrder } from './paypal-stand-in.ts';

export const eur = (value: string): PayPalMoney => ({ currency_code: 'EUR', value });

/** A stand-in and the client pointed at it; stop() the stand-in after each test. */
export async function startContractPayPal(): Promise<{ paypal: PayPalStandIn; client: PayPalClient }> {
  const paypal = await startPayPalStandIn();
  const { clientId, clientSecret, webhookId, url: apiBase } = paypal;
  const client = new PayPalClient({
    config: { clientId, clientSecret, webhookId, apiBase },
    clock: new ManualClock(),
  });
  return { paypal, client };
}

type CreateOrderInput = Parameters<PayPalClient['createOrder']>[0];

const cents = (value: string) => Math.round(Number(value) * 100);
const euros = (minor: number) => (minor / 100).toFixed(2);

/**
 * `quantity` bracelets at `unit` EUR plus `shipping`, with sums that add up as checkout sends them;
 * `amount` replaces any of the sums (to send ones that do not).
 */
export function createOrderInput(
  order: { quantity: number; unit: string; shipping: string },
  amount: Partial<CreateOrderInput['amount']> = {},
): CreateOrderInput {
  const itemTotal = cents(order.unit) * order.quantity;
  return {
    requestId: crypto.randomUUID(),
    referenceId: crypto.randomUUID(),
    description: 'SafeKid Tag',
    item: { name: 'SafeKid Tag', quantity: order.quantity, unitAmount: eur(order.unit) },
    amount: {
      total: eur(euros(itemTotal + cents(order.shipping))),
      itemTotal: eur(euros(itemTotal)),
      shipping: eur(order.shipping),
      ...amount,
    },
  };
}

/** The webhook's transmission as the app reads it from PayPal's delivery headers. */
export function transmissionOf(headers: Record<string, string>): WebhookTransmission {
  return {
    authAlgo: headers['paypal-auth-algo']!,
    certUrl: headers['paypal-cert-url']!,
    transmissionId: headers['paypal-transmission-id']!,
    transmissionSig: headers['paypal-transmission-sig']!,
    transmissionTime: headers['paypal-transmission-time']!,
  };
}

/**
 * The order `input` makes, approved on the stand-in and captured by the client: its id, the capture's
 * answer and its capture. `captureStatus` is the capture's status the stand-in answers (COMPLETED).
 */
export async function capturedOrder(
  paypal: PayPalStandIn,
  client: PayPalClient,
  input: CreateOrderInput,
  captureStatus: StandInOrder['captureStatus'] = 'COMPLETED',
): Promise<{ orderId: string; answer: PayPalOrder; capture: PayPalCapture }> {
  const order = await client.createOrder(input);
  paypal.approve(order.id).captureStatus = captureStatus;
  const answer = await client.captureOrder(order.id, crypto.randomUUID());
  return { orderId: order.id, answer, capture: answer.purchase_units![0]!.payments!.captures![0]! };
}

/** An access token from the stand-in, for a call sent past the client as any caller could send it. */
export async function accessTokenOf(paypal: PayPalStandIn): Promise<string> {
  const basic = Buffer.from(`${paypal.clientId}:${paypal.clientSecret}`).toString('base64');
  const token = await fetch(`${paypal.url}/v1/oauth2/token`, {
    method: 'POST',
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials',
  });
  return ((await token.json()) as { access_token: string }).access_token;
}
