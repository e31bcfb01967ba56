// The features section (SPEC §7 GET /api/features-section).
import { useQuery } from '@tanstack/react-query';
import { FEATURES_SECTION_DEFAULTS } from '#shared/content-defaults.ts';
import { queryKeys } from '#shared/paths.ts';
import type { FeaturesSection } from '#shared/schemas/content.ts';

export function useFeaturesSection(): FeaturesSection {
  const { data } = useQuery<FeaturesSection | null>({ queryKey: queryKeys.featuresSection });
  return data ?? FEATURES_SECTION_DEFAULTS;
}
