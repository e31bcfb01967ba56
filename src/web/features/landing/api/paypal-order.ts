// POST /api/paypal/order (SPEC §7 {amount, currency, intent}): the server sets the real amount. The
// landing page loads no zod, so the contract is named by its method and path (endpointRef).
import { endpointRef } from '#shared/endpoints/endpoint.ts';
import { PAYMENT_INTENT } from '#shared/constants.ts';
import type * as payments from '#shared/endpoints/payments.ts';
import { call } from '../../../lib/call.ts';

const order = endpointRef<typeof payments.createPaypalOrder>('POST', '/api/paypal/order');

export async function createPaypalOrder(price: string, currency: string): Promise<string> {
  const answer = await call(order, { body: { amount: price, currency, intent: PAYMENT_INTENT } });
  return answer.id;
}
