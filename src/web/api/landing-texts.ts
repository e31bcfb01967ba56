// The landing texts in the page's language when it is not the shop's default: one read,
// GET /api/landing-texts/{language}, embedded by the server. In the default language the hooks read
// SPEC's own calls, as before; `undefined` tells them to.
import { useQuery } from '@tanstack/react-query';
import type { landingTexts } from '#shared/endpoints/content.ts';
import type { AnswerOf } from '#shared/endpoints/endpoint.ts';
import { queryKeys } from '#shared/paths.ts';
import { useLocale } from '../i18n/i18n-context.tsx';
import { useSiteInfo } from '../lib/site-info.tsx';

/** The page's language when it is not the shop's default, else undefined. */
export function useTranslatedLanguage() {
  const language = useLocale();
  const { shopLanguage = 'en' } = useSiteInfo();
  return language === shopLanguage ? undefined : language;
}

type LandingTexts = AnswerOf<typeof landingTexts>;

export function useTranslatedLandingTexts(): LandingTexts | null | undefined {
  const language = useTranslatedLanguage();
  const { data } = useQuery<LandingTexts | null>({
    queryKey: queryKeys.landingTexts(language ?? ''),
    enabled: language !== undefined,
  });
  return language === undefined ? undefined : data;
}
