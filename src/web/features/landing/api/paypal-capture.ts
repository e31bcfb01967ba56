// POST /api/paypal/order/{orderId}/capture → {id, status, orderNumber}. The landing page loads no zod,
// so the contract is named by its method and path (endpointRef).
import { endpointRef } from '#shared/endpoints/endpoint.ts';
import type * as payments from '#shared/endpoints/payments.ts';
import { call } from '../../../lib/call.ts';

const capture = endpointRef<typeof payments.capturePaypalOrder>('POST', '/api/paypal/order/:orderId/capture');

export function capturePaypalOrder(orderId: string) {
  return call(capture, { params: { orderId } });
}
