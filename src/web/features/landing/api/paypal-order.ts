// POST /api/paypal/order (SPEC §7 {amount, currency, intent}): the server sets the real amount.
import { PAYMENT_INTENT } from '#shared/constants.ts';
import { api } from '#shared/paths.ts';
import type { CreateOrderResponse } from '#shared/schemas/payment.ts';
import { apiJson } from '../../../lib/api-request.ts';

export async function createPaypalOrder(price: string, currency: string): Promise<string> {
  const answer = await apiJson<CreateOrderResponse>('POST', api.paypalOrder, {
    amount: price,
    currency,
    intent: PAYMENT_INTENT,
  });
  return answer.id;
}
