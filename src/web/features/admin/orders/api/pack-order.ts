// POST /api/admin/orders/{id}/pack: the codes of the bracelets in the box. No failure toast: the form
// shows a refusal next to the code it names.
import { packOrder } from '#shared/endpoints/orders.ts';
import { useEndpointMutation } from '../../../../lib/use-endpoint-mutation.ts';
import { orderStepInvalidates, useShowOrder } from './order-step.ts';

export function usePackOrder(id: string) {
  const show = useShowOrder();
  return useEndpointMutation(packOrder, {
    input: (codes: string[]) => ({ params: { id }, body: { codes } }),
    success: { title: 'orders.packing.packedTitle' },
    invalidates: orderStepInvalidates,
    onSuccess: show,
  });
}
