// The price box's settings (SPEC §7 GET /api/paypal-settings).
import { useQuery } from '@tanstack/react-query';
import { PAYPAL_SETTINGS_DEFAULTS } from '#shared/content-defaults.ts';
import { queryKeys } from '#shared/paths.ts';
import type { PaypalSettings } from '#shared/schemas/content.ts';

export function usePaypalSettings(): PaypalSettings {
  const { data } = useQuery<PaypalSettings | null>({ queryKey: queryKeys.paypalSettings });
  return data ?? PAYPAL_SETTINGS_DEFAULTS;
}
