// A landing section (SPEC §7: GET /api/paypal-settings, /how-it-works, /video-section,
// /features-section, /ratings-section): its embedded or fetched answer, its shared defaults until
// that arrives or when the read fails.
import { useQuery } from '@tanstack/react-query';
import { LANDING_SECTIONS, type LandingSectionKey, type SectionAnswer } from '#shared/landing-sections.ts';
import { useTranslatedLandingTexts } from './landing-texts.ts';

export function useLandingSection<K extends LandingSectionKey>(key: K): SectionAnswer<K> {
  const section = LANDING_SECTIONS[key];
  // In another language than the shop's default, the section comes with the page's other texts.
  const translated = useTranslatedLandingTexts();
  const { data } = useQuery<SectionAnswer<K> | null>({
    queryKey: section.queryKey,
    enabled: translated === undefined,
  });
  if (translated !== undefined)
    return (translated?.sections[key] as SectionAnswer<K> | undefined) ?? section.defaults;
  return data ?? section.defaults;
}
