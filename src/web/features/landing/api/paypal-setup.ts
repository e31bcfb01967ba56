// GET /api/paypal/setup: the client id and a short-lived client token for PayPal's JS SDK. The
// landing page loads no zod, so the contract is named by its method and path (lightEndpoint).
import type * as payments from '#shared/endpoints/payments.ts';
import { call, lightEndpoint } from '../../../lib/call.ts';

const setup = lightEndpoint<typeof payments.paypalSetup>({ method: 'GET', path: '/api/paypal/setup' });

export function fetchPaypalSetup() {
  return call(setup);
}
