// POST /api/paypal/order/{orderId}/capture → {id, status, orderNumber}. The landing page loads no zod,
// so the contract is named by its method and path (lightEndpoint).
import type * as payments from '#shared/endpoints/payments.ts';
import { call, lightEndpoint } from '../../../lib/call.ts';

const capture = lightEndpoint<typeof payments.capturePaypalOrder>({
  method: 'POST',
  path: '/api/paypal/order/:orderId/capture',
});

export function capturePaypalOrder(orderId: string) {
  return call(capture, { params: { orderId } });
}
