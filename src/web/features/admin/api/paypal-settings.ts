// POST /api/admin/paypal-settings (SPEC §7); the read is shared with the landing page (src/web/api).
import { api } from '#shared/paths.ts';
import type { PaypalSettings } from '#shared/schemas/content.ts';
import { apiJson } from '../../../lib/api-request.ts';

export function savePaypalSettings(input: PaypalSettings) {
  return apiJson<PaypalSettings>('POST', api.adminPaypalSettings, input);
}
