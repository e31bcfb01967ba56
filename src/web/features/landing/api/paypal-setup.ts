// GET /api/paypal/setup: the client id and a short-lived client token for PayPal's JS SDK. The
// landing page loads no zod, so the contract is named by its method and path (endpointRef).
import { endpointRef } from '#shared/endpoints/endpoint.ts';
import type * as payments from '#shared/endpoints/payments.ts';
import { call } from '../../../lib/call.ts';

const setup = endpointRef<typeof payments.paypalSetup>('GET', '/api/paypal/setup');

export function fetchPaypalSetup() {
  return call(setup);
}
