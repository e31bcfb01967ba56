// POST /api/admin/orders/{id}/ship → the order, now 'shipped'; its number is the success toast's text.
import { shipOrder } from '#shared/endpoints/orders.ts';
import { useT } from '../../../../i18n/i18n-context.tsx';
import { useEndpointMutation } from '../../../../lib/use-endpoint-mutation.ts';
import { toast } from '../../../../lib/use-toast.ts';
import { ordersQueryKey } from './orders.ts';

export function useShipOrder() {
  const t = useT();
  return useEndpointMutation(shipOrder, {
    input: (id: string) => ({ params: { id } }),
    failure: { title: 'orders.shipFailedTitle', fallback: 'orders.shipFailedTitle' },
    invalidates: [ordersQueryKey],
    onSuccess: (order) => toast({ title: t('orders.shippedOkTitle'), description: order.orderNumber }),
  });
}
