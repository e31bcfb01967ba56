// GET /api/paypal-settings (SPEC §7): the price box's settings, shown on the landing page and edited
// in the admin's PayPal tab.
import { useQuery } from '@tanstack/react-query';
import { PAYPAL_SETTINGS_DEFAULTS } from '#shared/content-defaults.ts';
import { queryKeys } from '#shared/paths.ts';
import type { PaypalSettings } from '#shared/schemas/content.ts';

/** The read itself, with its loading and error states (the admin's form). */
export function usePaypalSettingsQuery() {
  return useQuery<PaypalSettings | null>({ queryKey: queryKeys.paypalSettings, retry: false });
}

/** The price box's settings: the server's answer, or the defaults until it is there. */
export function usePaypalSettings(): PaypalSettings {
  const { data } = usePaypalSettingsQuery();
  return data ?? PAYPAL_SETTINGS_DEFAULTS;
}
