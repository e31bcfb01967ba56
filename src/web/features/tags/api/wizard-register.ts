// POST /api/register (SPEC §7, wizard registration): the answer is read for the e-mail. A 502 means the
// account exists but the code mail failed: the wizard still goes on to verification (resend works there).
// The browser's time zone goes along: scan alerts show the parent's local time.
import { useMutation } from '@tanstack/react-query';
import { api } from '#shared/paths.ts';
import type { RegisterResponse, WizardRegisterInput } from '#shared/schemas/auth.ts';
import { apiJson } from '../../../lib/api-request.ts';
import { browserTimeZone } from '../../../lib/browser-time-zone.ts';

export function wizardRegister(input: WizardRegisterInput): Promise<RegisterResponse> {
  return apiJson<RegisterResponse>('POST', api.register, { ...input, timeZone: browserTimeZone() });
}

export function useWizardRegister() {
  return useMutation({ mutationFn: wizardRegister });
}
