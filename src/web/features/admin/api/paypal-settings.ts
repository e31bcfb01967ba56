// GET /api/paypal-settings (public read) and POST /api/admin/paypal-settings (SPEC §7).
import { useQuery } from '@tanstack/react-query';
import { api, queryKeys } from '#shared/paths.ts';
import type { PaypalSettings } from '#shared/schemas/content.ts';
import { apiJson } from '../../../lib/api-request.ts';

export function usePaypalSettings() {
  return useQuery<PaypalSettings | null>({ queryKey: queryKeys.paypalSettings, retry: false });
}

export function savePaypalSettings(input: PaypalSettings) {
  return apiJson<PaypalSettings>('POST', api.adminPaypalSettings, input);
}
