// A landing section (SPEC §7: GET /api/paypal-settings, /how-it-works, /video-section,
// /features-section, /ratings-section): its embedded or fetched answer, its shared defaults until
// that arrives or when the read fails.
import { useQuery } from '@tanstack/react-query';
import { LANDING_SECTIONS, type LandingSectionKey, type SectionAnswer } from '#shared/landing-sections.ts';

export function useLandingSection<K extends LandingSectionKey>(key: K): SectionAnswer<K> {
  const section = LANDING_SECTIONS[key];
  const { data } = useQuery<SectionAnswer<K> | null>({ queryKey: section.queryKey });
  return data ?? section.defaults;
}
