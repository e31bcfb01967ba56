// The quote block (SPEC §7 GET /api/ratings-section).
import { useQuery } from '@tanstack/react-query';
import { RATINGS_SECTION_DEFAULTS } from '#shared/content-defaults.ts';
import { queryKeys } from '#shared/paths.ts';
import type { RatingsSection } from '#shared/schemas/content.ts';

export function useRatingsSection(): RatingsSection {
  const { data } = useQuery<RatingsSection | null>({ queryKey: queryKeys.ratingsSection });
  return data ?? RATINGS_SECTION_DEFAULTS;
}
