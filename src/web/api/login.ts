// POST /api/auth/login (SPEC §7): the answer is the signed-in user (/auth and the bracelet wizard).
// The browser's time zone goes along: scan alerts show the parent's local time. The account's saved
// language comes back as Content-Language: the page then reloads in it.
import { useMutation } from '@tanstack/react-query';
import { login as loginEndpoint } from '#shared/endpoints/auth.ts';
import type { AnswerOf, BodyInputOf } from '#shared/endpoints/endpoint.ts';
import { isLanguage, type Language } from '#shared/i18n/languages.ts';
import { browserTimeZone } from '../lib/browser-time-zone.ts';
import { callWithHeaders } from '../lib/call.ts';

export type SignedIn = { user: AnswerOf<typeof loginEndpoint>; language: Language | null };

export async function login(input: BodyInputOf<typeof loginEndpoint>): Promise<SignedIn> {
  const { answer, headers } = await callWithHeaders(loginEndpoint, {
    body: { ...input, timeZone: browserTimeZone() },
  });
  const language = headers.get('content-language');
  return { user: answer, language: isLanguage(language) ? language : null };
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
