// POST /api/admin/orders/{id}/ship → the order, now 'shipped'.
import { api, apiPath } from '#shared/paths.ts';
import type { OrderView } from '#shared/schemas/payment.ts';
import { apiJson } from '../../../../lib/api-request.ts';

export function shipOrder(id: string): Promise<OrderView> {
  return apiJson<OrderView>('POST', apiPath(api.adminOrderShip, { id }));
}
