// POST /api/paypal/order/{orderId}/capture → {id, status, orderNumber}.
import { api, apiPath } from '#shared/paths.ts';
import type { CaptureResponse } from '#shared/schemas/payment.ts';
import { apiJson } from '../../../lib/api-request.ts';

export function capturePaypalOrder(orderId: string): Promise<CaptureResponse> {
  return apiJson<CaptureResponse>('POST', apiPath(api.paypalCapture, { orderId }));
}
