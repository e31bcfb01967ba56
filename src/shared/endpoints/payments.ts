// PayPal checkout (SPEC §7, DESIGN §3): the JS SDK's setup, the order, its capture, and PayPal's webhook.
import { z } from 'zod';
import {
  captureResponseSchema,
  createOrderResponseSchema,
  createOrderSchema,
  paypalOrderIdSchema,
  paypalSetupResponseSchema,
} from '../schemas/payment.ts';
import { singleParam } from './common.ts';
import { endpoint } from './endpoint.ts';

export const paypalSetup = endpoint({
  method: 'GET',
  path: '/api/paypal/setup',
  access: 'public',
  summary: "The client id and a short-lived client token for PayPal's JS SDK",
  response: paypalSetupResponseSchema,
});

/** The body names the quantity; the server sets the amount, and refuses (409) a sent total that differs. */
export const createPaypalOrder = endpoint({
  method: 'POST',
  path: '/api/paypal/order',
  access: 'public',
  summary: 'Create a PayPal order for one or more bracelets',
  body: createOrderSchema,
  response: createOrderResponseSchema,
  status: 201,
});

export const capturePaypalOrder = endpoint({
  method: 'POST',
  path: '/api/paypal/order/:orderId/capture',
  access: 'public',
  summary: 'Capture an approved PayPal order',
  params: singleParam('orderId', paypalOrderIdSchema),
  response: captureResponseSchema,
});

/**
 * Public: PayPal's signature is the credential. No body schema: the signature covers the body's exact
 * bytes, so the route keeps the raw text and checks the event itself.
 */
export const paypalWebhook = endpoint({
  method: 'POST',
  path: '/api/paypal/webhook',
  access: 'public',
  summary: "PayPal's signed event notifications",
  response: z.object({ received: z.literal(true) }),
});
