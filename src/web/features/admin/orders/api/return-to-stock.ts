// POST /api/admin/orders/{id}/return-to-stock: the packed bracelets that came back.
import { returnToStock } from '#shared/endpoints/orders.ts';
import { useEndpointMutation } from '../../../../lib/use-endpoint-mutation.ts';
import { orderStepInvalidates, useShowOrder } from './order-step.ts';

export function useReturnToStock(id: string) {
  const show = useShowOrder();
  return useEndpointMutation(returnToStock, {
    input: (codes: string[]) => ({ params: { id }, body: { codes } }),
    success: { title: 'orders.returns.returnedTitle' },
    failure: { title: 'orders.returns.failedTitle', fallback: 'orders.page.tryAgain' },
    invalidates: orderStepInvalidates,
    onSuccess: show,
  });
}
