// POST /api/paypal/order (SPEC §7 {amount, currency, intent}, and issue 32's quantity): the server sets
// the real amount. The landing page loads no zod, so the contract is named by its method and path
// (endpointRef).
import { endpointRef } from '#shared/endpoints/endpoint.ts';
import { PAYMENT_INTENT } from '#shared/constants.ts';
import type * as payments from '#shared/endpoints/payments.ts';
import { call } from '../../../lib/call.ts';

const order = endpointRef<typeof payments.createPaypalOrder>('POST', '/api/paypal/order');

/**
 * An order for `quantity` bracelets. The total shown to the buyer goes along: the server charges its own
 * price and refuses (409) a total that is no longer it, rather than charge what the buyer never saw.
 */
export async function createPaypalOrder(chosen: {
  quantity: number;
  amount: string | undefined;
  currency: string;
}): Promise<string> {
  const { quantity, amount, currency } = chosen;
  const total = amount === undefined ? {} : { amount, currency };
  const answer = await call(order, { body: { quantity, ...total, intent: PAYMENT_INTENT } });
  return answer.id;
}
