// The demo video section (SPEC §7 GET /api/video-section).
import { useQuery } from '@tanstack/react-query';
import { VIDEO_SECTION_DEFAULTS } from '#shared/content-defaults.ts';
import { queryKeys } from '#shared/paths.ts';
import type { VideoSection } from '#shared/schemas/content.ts';

export function useVideoSection(): VideoSection {
  const { data } = useQuery<VideoSection | null>({ queryKey: queryKeys.videoSection });
  return data ?? VIDEO_SECTION_DEFAULTS;
}
