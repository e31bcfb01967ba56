// GET /api/paypal/setup: the client id and a short-lived client token for PayPal's JS SDK.
import { api } from '#shared/paths.ts';
import type { PaypalSetupResponse } from '#shared/schemas/payment.ts';
import { apiJson } from '../../../lib/api-request.ts';

export function fetchPaypalSetup(): Promise<PaypalSetupResponse> {
  return apiJson<PaypalSetupResponse>('GET', api.paypalSetup);
}
