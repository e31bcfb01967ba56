// POST /api/admin/orders/{id}/ship: carrier and tracking number; PayPal gets the tracking and the buyer
// a mail. Field errors stay with the form, other refusals are a toast.
import { shipOrder } from '#shared/endpoints/orders.ts';
import type { ShipOrderInput } from '#shared/schemas/order.ts';
import { useEndpointMutation } from '../../../../lib/use-endpoint-mutation.ts';
import { orderStepInvalidates, useShowOrder } from './order-step.ts';

export function useShipOrder(id: string) {
  const show = useShowOrder();
  return useEndpointMutation(shipOrder, {
    input: (body: ShipOrderInput) => ({ params: { id }, body }),
    success: { title: 'orders.shipping.shippedTitle', description: 'orders.shipping.shippedBody' },
    failure: { title: 'orders.shipping.failedTitle', fallback: 'orders.page.tryAgain' },
    invalidates: orderStepInvalidates,
    onSuccess: show,
  });
}
