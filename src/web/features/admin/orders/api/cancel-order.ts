// POST /api/admin/orders/{id}/cancel: an order that was never paid.
import { cancelOrder } from '#shared/endpoints/orders.ts';
import { useEndpointMutation } from '../../../../lib/use-endpoint-mutation.ts';
import { orderStepInvalidates, useShowOrder } from './order-step.ts';

export function useCancelOrder(id: string) {
  const show = useShowOrder();
  return useEndpointMutation(cancelOrder, {
    input: () => ({ params: { id } }),
    success: { title: 'orders.actions.cancelledTitle' },
    failure: { title: 'orders.actions.cancelFailedTitle', fallback: 'orders.page.tryAgain' },
    invalidates: orderStepInvalidates,
    onSuccess: show,
  });
}
