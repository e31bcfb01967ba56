// POST /api/auth/login (SPEC §7): the answer is the signed-in user (/auth and the bracelet wizard).
// The browser's time zone goes along (issue 16): scan alerts show the parent's local time.
import { useMutation } from '@tanstack/react-query';
import { api } from '#shared/paths.ts';
import type { CurrentUser, LoginInput } from '#shared/schemas/auth.ts';
import { apiJson } from '../lib/api-request.ts';
import { browserTimeZone } from '../lib/browser-time-zone.ts';

export function login(input: LoginInput): Promise<CurrentUser> {
  return apiJson<CurrentUser>('POST', api.authLogin, { ...input, timeZone: browserTimeZone() });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
