// PUT /api/language: the visitor's language choice, remembered in a cookie and, for a signed-in
// parent, on the account. A failure says so in a toast.
import { endpointRef } from '#shared/endpoints/endpoint.ts';
import type { setLanguage } from '#shared/endpoints/site.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { useEndpointMutation } from '../lib/use-endpoint-mutation.ts';

// Every page's footer has the switch, the landing page's too: the contract by its type only keeps zod out.
const setLanguageAt = endpointRef<typeof setLanguage>('PUT', '/api/language');

export function useSetLanguage() {
  return useEndpointMutation(setLanguageAt, {
    input: (language: Language) => ({ body: { language } }),
    failure: { title: 'common.networkErrorTitle', fallback: 'language.changeFailed' },
  });
}
