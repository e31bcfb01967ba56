// PUT /api/language (issue 30): the visitor's language choice, remembered in a cookie and, for a
// signed-in parent, on the account.
import { useMutation } from '@tanstack/react-query';
import type { Language } from '#shared/i18n/languages.ts';
import { api } from '#shared/paths.ts';
import { apiRequest } from '../lib/api-request.ts';

export function useSetLanguage() {
  return useMutation({
    mutationFn: (language: Language) => apiRequest('PUT', api.language, { language }),
  });
}
