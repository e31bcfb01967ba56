// POST /api/auth/login (SPEC §7): the answer is the signed-in user (/auth and the bracelet wizard).
// The browser's time zone goes along (issue 16): scan alerts show the parent's local time. The
// account's saved language comes back as Content-Language (issue 30): the page then reloads in it.
import { useMutation } from '@tanstack/react-query';
import { isLanguage, type Language } from '#shared/i18n/languages.ts';
import { api } from '#shared/paths.ts';
import type { CurrentUser, LoginInput } from '#shared/schemas/auth.ts';
import { apiRequest } from '../lib/api-request.ts';
import { browserTimeZone } from '../lib/browser-time-zone.ts';

export type SignedIn = { user: CurrentUser; language: Language | null };

export async function login(input: LoginInput): Promise<SignedIn> {
  const response = await apiRequest('POST', api.authLogin, { ...input, timeZone: browserTimeZone() });
  const language = response.headers.get('content-language');
  return { user: (await response.json()) as CurrentUser, language: isLanguage(language) ? language : null };
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
