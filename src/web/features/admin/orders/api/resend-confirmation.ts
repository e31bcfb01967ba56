// POST /api/admin/orders/{id}/resend-confirmation: the buyer's mail again (the shipping mail once the
// order has shipped, else the order confirmation).
import { resendConfirmation } from '#shared/endpoints/orders.ts';
import { useEndpointMutation } from '../../../../lib/use-endpoint-mutation.ts';
import { orderStepInvalidates, useShowOrder } from './order-step.ts';

export function useResendConfirmation(id: string) {
  const show = useShowOrder();
  return useEndpointMutation(resendConfirmation, {
    input: () => ({ params: { id } }),
    success: { title: 'orders.actions.resentTitle' },
    failure: { title: 'orders.actions.resendFailedTitle', fallback: 'orders.page.tryAgain' },
    invalidates: orderStepInvalidates,
    onSuccess: show,
  });
}
