// POST /api/admin/orders/{id}/refund: an amount and a reason, through PayPal; the buyer gets a mail.
// A refusal (PayPal's or ours) leaves the order as it was and says why.
import { refundOrder } from '#shared/endpoints/orders.ts';
import type { RefundOrderInput } from '#shared/schemas/order.ts';
import { useEndpointMutation } from '../../../../lib/use-endpoint-mutation.ts';
import { orderStepInvalidates, useShowOrder } from './order-step.ts';

export function useRefundOrder(id: string) {
  const show = useShowOrder();
  return useEndpointMutation(refundOrder, {
    input: (body: RefundOrderInput) => ({ params: { id }, body }),
    success: { title: 'orders.refunds.refundedTitle', description: 'orders.refunds.refundedBody' },
    failure: { title: 'orders.refunds.failedTitle', fallback: 'orders.page.tryAgain' },
    invalidates: orderStepInvalidates,
    onSuccess: show,
  });
}
