// POST /api/admin/orders/{id}/unpack: the box is opened again before shipping.
import { unpackOrder } from '#shared/endpoints/orders.ts';
import { useEndpointMutation } from '../../../../lib/use-endpoint-mutation.ts';
import { orderStepInvalidates, useShowOrder } from './order-step.ts';

export function useUnpackOrder(id: string) {
  const show = useShowOrder();
  return useEndpointMutation(unpackOrder, {
    input: () => ({ params: { id } }),
    success: { title: 'orders.packing.unpackedTitle' },
    failure: { title: 'orders.packing.unpackFailedTitle', fallback: 'orders.page.tryAgain' },
    invalidates: orderStepInvalidates,
    onSuccess: show,
  });
}
