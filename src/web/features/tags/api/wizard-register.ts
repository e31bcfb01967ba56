// POST /api/register (SPEC §7, wizard registration): the answer is read for the e-mail. A 502 means the
// account exists but the code mail failed: the wizard still goes on to verification (resend works there).
// The browser's time zone goes along: scan alerts show the parent's local time.
import { registerFromWizard } from '#shared/endpoints/auth.ts';
import type { WizardRegisterInput } from '#shared/schemas/auth.ts';
import { browserTimeZone } from '../../../lib/browser-time-zone.ts';
import { useEndpointMutation } from '../../../lib/use-endpoint-mutation.ts';

export function useWizardRegister() {
  return useEndpointMutation(registerFromWizard, {
    input: (values: WizardRegisterInput) => ({ body: { ...values, timeZone: browserTimeZone() } }),
  });
}
